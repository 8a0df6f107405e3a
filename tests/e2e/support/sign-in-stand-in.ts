/**
 * A stand-in on loopback for the sign-in services /admin/ talks to on the published site, which
 * cannot be reached from the test machine. It answers the documented endpoints the pages call:
 * - GoTrue, the API of Netlify Identity and of DecapBridge's "classic" sign-in
 *   (github.com/netlify/gotrue, README "Endpoints"): GET /settings, POST /token (password grant),
 *   POST /verify (invitation: type "signup" with the new password), GET /user, POST /recover;
 * - an OAuth service for Decap's GitHub sign-in (decapcms.org/docs/external-oauth-clients):
 *   GET /auth opens the window that hands the token back to the editor with Decap's
 *   "authorizing:github" / "authorization:github:success:{...}" messages.
 * - with a repository (./git-gateway-stand-in.ts), the gateway behind a git-gateway sign-in: its
 *   GET /settings and the GitHub API it passes through under /github.
 * Every request is kept, so a test can say what the page sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { GitHubRepository } from "./git-gateway-stand-in";

export type Seen = { method: string; path: string; body: string };

/** A token as GoTrue issues it: a JWT (the stand-in's unsigned: the page reads its claims, never checks a signature). */
const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const token = (email: string) => ({
  access_token: `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "owner", email, exp: Math.floor(Date.now() / 1000) + 3600 })}.stand-in`,
  token_type: "bearer",
  expires_in: 3600,
  refresh_token: "stand-in-refresh",
});
const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => resolve(body));
  });

const OWNER = { email: "owner@example.com", password: "a long passphrase" };

export async function startSignInStandIn({
  owner = OWNER,
  repository,
}: { owner?: typeof OWNER; repository?: GitHubRepository } = {}) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => void answer(req, res));
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://stand-in");
    // The identity API's path ends in the endpoint's name, wherever the service mounts it
    // (/.netlify/identity/token, /sites/<id>/token).
    const endpoint = url.pathname.split("/").at(-1);
    const body = await read(req);
    seen.push({ method: req.method ?? "GET", path: url.pathname, body });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
      res.end(JSON.stringify(value));
    };
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "authorization, content-type, x-use-cookie",
        "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE",
      });
      return res.end();
    }
    if (repository && /(^|\/)github(\/|$)/.test(url.pathname))
      return void repository.answer(req.method ?? "GET", url, body, res, `http://${req.headers.host}`);
    // The gateway's own settings (DecapBridge's at its root, Netlify's under /.netlify/git): which API it passes through.
    if (repository && (url.pathname === "/settings" || url.pathname === "/.netlify/git/settings"))
      return json(200, { github_enabled: true, gitlab_enabled: false, bitbucket_enabled: false, roles: [] });
    if (endpoint === "settings")
      return json(200, {
        external: { bitbucket: false, github: false, gitlab: false, google: false },
        disable_signup: true,
        autoconfirm: false,
      });
    if (endpoint === "token") {
      const form = new URLSearchParams(body);
      return form.get("username") === owner.email && form.get("password") === owner.password
        ? json(200, token(owner.email))
        : json(400, {
            error: "invalid_grant",
            error_description: "No user found with that email, or password invalid.",
          });
    }
    if (endpoint === "verify") return json(200, token(owner.email));
    if (endpoint === "recover") return json(200, {});
    if (endpoint === "user")
      return json(200, { id: "owner", email: owner.email, app_metadata: { roles: [] }, user_metadata: {} });
    if (endpoint === "auth") {
      // The OAuth service's window: tell the editor it is here, then hand it the token.
      res.writeHead(200, { "Content-Type": "text/html" });
      return res.end(`<!doctype html><title>Signing in</title><script>
        const done = () => window.opener.postMessage('authorization:github:success:{"token":"stand-in-token","provider":"github"}', "*");
        window.addEventListener("message", done, { once: true });
        window.opener.postMessage("authorizing:github", "*");
      </script>`);
    }
    json(404, { msg: `the stand-in has no ${url.pathname}` });
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen, owner, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
