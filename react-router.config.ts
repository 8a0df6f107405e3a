import type { Config } from "@react-router/dev/config";
import { buildDirectory } from "./config/build-config.ts";

export default {
  // Every page is pre-rendered to static HTML at build time; there is no server.
  ssr: false,
  // BUILD_DIR lets the browser tests build a copy with test settings beside the real build.
  buildDirectory: buildDirectory(),
  // Every route in app/routes.ts is static (routes.ts derives them from content),
  // so the static paths ARE the site's pages. "/404" renders the catch-all route,
  // which scripts/postbuild.ts turns into build/client/404.html.
  prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
