// Netlify's entry for this plugin (package.json "main"): the plugin is ./owner-notice.ts, which Node 24
// (netlify.toml's NODE_VERSION) runs as it is. A TypeScript entry would have Netlify compile it with
// ts-node against the project's tsconfig instead.
export * from "./owner-notice.ts";
