import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import About, { loader } from "./routes/about";

/**
 * The served page is what React renders: the About page's <main> as React renders it here, and as
 * the build serves it (build-e2e, `npm run build:e2e`; run by `npm run test:build`), carry the same class attributes in the same
 * order. A step after the build that renamed, dropped or added classes would break it.
 */
const servedFile = resolve(process.env.E2E_BUILD_DIR || "build-e2e", "client", "about", "index.html");
const served = (() => {
  try {
    return readFileSync(servedFile, "utf8");
  } catch {
    throw new Error(`${servedFile} is missing: npm run build:e2e first`);
  }
})();

const classAttributes = (html: string) => {
  const main = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/)?.[1];
  if (main === undefined) throw new Error("no <main> in the page");
  return [...main.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1]);
};

describe("the About page as served", () => {
  it("has the class names React renders, element for element", () => {
    const Stub = createRoutesStub([{ id: "about", path: "/about", Component: About as never, loader }]);
    const rendered = renderToString(
      <Stub initialEntries={["/about"]} hydrationData={{ loaderData: { about: loader() } }} />,
    );
    const ours = classAttributes(`<main>${rendered}</main>`);
    expect(ours.length).toBeGreaterThan(50);
    expect(classAttributes(served)).toEqual(ours);
  });
});
