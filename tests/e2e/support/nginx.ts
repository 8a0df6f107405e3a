/** Debian's nginx, for the hosting tests (shared with scripts/prerequisites.mjs). */
export { nginxBinary } from "../../../scripts/nginx-binary.mjs";
