/**
 * The repository behind a git-gateway sign-in (DecapBridge's gateway, Netlify's Git Gateway), on
 * loopback. The gateway passes GitHub's REST API through under `/github` (the git-gateway backend
 * of Decap calls `<gateway_url>/github/...` with the sign-in's token), so this answers the GitHub
 * endpoints Decap's GitHub API client calls to list the collections' files, read a file and commit
 * a change (docs.github.com/rest/git), from a folder on disk: a temporary copy of the content. A
 * commit that moves the branch writes its files into that folder, so a test reads what the editor
 * saved there. Endpoints (as the real editor was seen calling them):
 * - GET  /settings: the gateway's own, `{ github_enabled: true }` (which API to use);
 * - GET  /github/branches/<branch>: the branch's head commit;
 * - GET  /github/git/trees/<branch>:<folder>[?recursive=1]: a folder's files;
 * - GET  /github/git/blobs/<sha>: a file, base64;
 * - GET  /github/commits?path=<file>&sha=<branch>: who changed a file last, and when;
 * - POST /github/git/blobs, POST /github/git/trees (with base_tree), POST /github/git/commits,
 *   PATCH /github/git/refs/heads/<branch>: a commit of the changed files, and the branch moved to it.
 * Anything else is answered 404 and listed in `unanswered`, so a test can say the editor needed nothing more.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { dirname, join, relative } from "node:path";

type Files = Map<string, string>; // path -> blob sha
type Commit = {
  sha: string;
  files: Files;
  message: string;
  parent?: string;
  author: { name: string; email: string; date: string };
};

const sha1 = (data: string | Buffer) => createHash("sha1").update(data).digest("hex");
const blobSha = (bytes: Buffer) => sha1(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]));

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), root) : [relative(root, join(dir, e.name))],
  );
}

export function gitHubRepository(folder: string, branch = "main") {
  const blobs = new Map<string, Buffer>();
  const trees = new Map<string, Files>();
  const commits = new Map<string, Commit>();
  const unanswered: string[] = [];
  const files: Files = new Map();
  for (const path of filesUnder(folder)) {
    const bytes = readFileSync(join(folder, path));
    const sha = blobSha(bytes);
    blobs.set(sha, bytes);
    files.set(path, sha);
  }
  const treeSha = (f: Files) => {
    const sha = sha1(`tree ${JSON.stringify([...f].sort())}`);
    trees.set(sha, f);
    return sha;
  };
  const first: Commit = {
    sha: sha1("the content as copied"),
    files,
    message: "The content as copied",
    author: { name: "Kendal Green Builders", email: "office@kendalgreen.test", date: "2026-11-27T09:00:00Z" },
  };
  commits.set(first.sha, first);
  let head = first.sha;

  /** A folder of a commit as GitHub lists it: its files and sub-folders, or every file under it. */
  function listTree(f: Files, dir: string, recursive: boolean) {
    const prefix = dir ? `${dir}/` : "";
    const entries = new Map<string, { path: string; mode: string; type: string; sha: string; size?: number }>();
    for (const [path, sha] of f) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const parts = rest.split("/");
      if (recursive || parts.length === 1)
        entries.set(rest, { path: rest, mode: "100644", type: "blob", sha, size: blobs.get(sha)!.length });
      for (let depth = 1; depth < parts.length && (recursive || depth === 1); depth++) {
        const sub = parts.slice(0, depth).join("/");
        const subFiles = new Map([...f].filter(([p]) => p.startsWith(`${prefix}${sub}/`)));
        entries.set(sub, { path: sub, mode: "040000", type: "tree", sha: treeSha(subFiles) });
      }
    }
    return entries.size ? [...entries.values()] : null;
  }

  const branchJson = (origin: string) => {
    const c = commits.get(head)!;
    return {
      name: branch,
      commit: { sha: c.sha, commit: { message: c.message, author: c.author, tree: { sha: treeSha(c.files) } } },
      _links: { self: `${origin}/repos/kendalgreen/site/branches/${branch}` },
    };
  };

  /** Moves the branch to a commit and writes what changed into the folder, as a pull would. */
  function moveBranch(sha: string) {
    const before = commits.get(head)!.files;
    const after = commits.get(sha)!.files;
    for (const [path, blob] of after)
      if (before.get(path) !== blob) {
        mkdirSync(dirname(join(folder, path)), { recursive: true });
        writeFileSync(join(folder, path), blobs.get(blob)!);
      }
    for (const path of before.keys()) if (!after.has(path)) rmSync(join(folder, path), { force: true });
    head = sha;
  }

  /** Answers a request under /github; false when it is not one of the endpoints above. */
  function answer(method: string, url: URL, body: string, res: ServerResponse, origin: string): boolean {
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Access-Control-Allow-Origin": "*" });
      res.end(JSON.stringify(value));
      return true;
    };
    const path = decodeURIComponent(url.pathname.replace(/^.*?\/github/, ""));
    const input = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    let m: RegExpMatchArray | null;
    if (method === "GET" && path === `/branches/${branch}`) return json(200, branchJson(origin));
    if (method === "GET" && (m = path.match(/^\/git\/trees\/([^:]+):(.*)$/))) {
      const c = m[1] === branch ? commits.get(head) : commits.get(m[1]!);
      const tree = c && listTree(c.files, m[2]!.replace(/^\/|\/$/g, ""), url.searchParams.get("recursive") === "1");
      return tree ? json(200, { sha: treeSha(c.files), tree, truncated: false }) : json(404, { message: "Not Found" });
    }
    if (method === "GET" && (m = path.match(/^\/git\/blobs\/([0-9a-f]{40})$/))) {
      const bytes = blobs.get(m[1]!);
      return bytes
        ? json(200, { sha: m[1], size: bytes.length, content: bytes.toString("base64"), encoding: "base64" })
        : json(404, { message: "Not Found" });
    }
    if (method === "GET" && path === "/commits") {
      const file = url.searchParams.get("path") ?? "";
      const history: Commit[] = [];
      for (let c = commits.get(head); c; c = c.parent ? commits.get(c.parent) : undefined) {
        const parent = c.parent ? commits.get(c.parent) : undefined;
        if (!parent || parent.files.get(file) !== c.files.get(file)) history.push(c);
      }
      return json(
        200,
        history.map((c) => ({ sha: c.sha, commit: { message: c.message, author: c.author, committer: c.author } })),
      );
    }
    if (method === "POST" && path === "/git/blobs") {
      const bytes = Buffer.from(String(input.content), input.encoding === "base64" ? "base64" : "utf8");
      const sha = blobSha(bytes);
      blobs.set(sha, bytes);
      return json(201, { sha, url: `${origin}/github/git/blobs/${sha}` });
    }
    if (method === "POST" && path === "/git/trees") {
      // Decap gives the head commit as the base tree; GitHub takes a commit for its tree.
      const base = typeof input.base_tree === "string" ? input.base_tree : "";
      const next = new Map(commits.get(base)?.files ?? trees.get(base) ?? []);
      for (const entry of input.tree as { path: string; sha: string | null }[]) {
        if (entry.sha === null) next.delete(entry.path);
        else next.set(entry.path, entry.sha);
      }
      return json(201, { sha: treeSha(next), tree: listTree(next, "", true) });
    }
    if (method === "POST" && path === "/git/commits") {
      const tree = trees.get(String(input.tree));
      if (!tree) return json(422, { message: "Tree not found" });
      const author = (input.author as Commit["author"] | undefined) ?? first.author;
      const parent = (input.parents as string[])[0];
      const sha = sha1(`commit ${String(input.tree)} ${parent} ${String(input.message)} ${commits.size}`);
      commits.set(sha, { sha, files: tree, message: String(input.message), parent, author });
      return json(201, { sha, message: input.message, tree: { sha: input.tree }, parents: [{ sha: parent }] });
    }
    if (method === "PATCH" && path === `/git/refs/heads/${branch}`) {
      const sha = String(input.sha);
      if (!commits.has(sha)) return json(422, { message: "Object does not exist" });
      if (!input.force && commits.get(sha)!.parent !== head)
        return json(422, { message: "Update is not a fast forward" });
      moveBranch(sha);
      return json(200, { ref: `refs/heads/${branch}`, object: { sha, type: "commit" } });
    }
    unanswered.push(`${method} ${url.pathname}${url.search}`);
    return json(404, { message: "Not Found" });
  }

  return {
    answer,
    unanswered,
    /** The commits made since the copy, newest first: what the editor saved. */
    commits: () => {
      const list: Commit[] = [];
      for (let c = commits.get(head); c && c !== first; c = c.parent ? commits.get(c.parent) : undefined) list.push(c);
      return list;
    },
  };
}

export type GitHubRepository = ReturnType<typeof gitHubRepository>;
