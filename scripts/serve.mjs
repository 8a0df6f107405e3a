// Serves build/client like a static host: /x and /x/ answer x/index.html,
// unknown paths answer status 404 with the site's own 404.html.
// PORT (default 3000) and HOST (default 0.0.0.0) override where it listens.
import { createServer } from "node:http";
import { existsSync } from "node:fs";
import { join } from "node:path";
import handler from "serve-handler";

const root = join(import.meta.dirname, "..", process.env.BUILD_DIR || "build", "client");
if (!existsSync(join(root, "index.html"))) {
  console.error("serve: build/client is missing; run `npm run build` first.");
  process.exit(1);
}

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";

const server = createServer((request, response) =>
  handler(request, response, {
    public: root,
    cleanUrls: true,
    directoryListing: false,
    etag: true,
  }),
);

server.listen(port, host, () => {
  console.log(`Serving build/client at http://localhost:${port}`);
});
