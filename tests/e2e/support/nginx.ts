/** Debian's nginx, for the hosting tests (shared with scripts/prerequisites.ts). */
export { nginxBinary } from "../../../scripts/nginx-binary.ts";
