import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every built page's JSON-LD (build-e2e, `npm run build:e2e`; run by `npm run test:build`) says only
 * what schema.org defines: each node's type exists, each property is one schema.org gives that type
 * (or a type it inherits from), and a nested node's type is one the property accepts. These are the
 * structured-data validator's warnings ("Property X for type Y is not supported by the schema.org
 * specification"); the vocabulary is the one the code is typed with, read from schema-dts's
 * declarations, so the check needs no network. The compiler catches most of this where a node is
 * typed; this catches the rest (spreads, untyped extras), as served.
 */

type Vocabulary = {
  typeBase: Map<string, string>;
  properties: (type: string) => Map<string, string[]>;
  subtypes: (type: string) => Set<string>;
};

/** schema-dts's declarations: `interface XBase extends ...` holds X's properties, `XLeaf` names the type. */
function readVocabulary(): Vocabulary {
  const file = createRequire(import.meta.url).resolve("schema-dts/dist/schema.d.ts");
  const bases = new Map<string, { parents: string[]; props: Map<string, string[]> }>();
  const typeBase = new Map<string, string>();
  const unions = new Map<string, string[]>();
  let current: Map<string, string[]> | undefined;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    let m: RegExpMatchArray | null;
    if ((m = line.match(/^(?:export )?interface (\w+)Base extends (.+?) \{/))) {
      const parents = m[2]!.split(",").map((p) => p.trim().replace(/Base$/, ""));
      bases.set(m[1]!, { parents, props: (current = new Map<string, string[]>()) });
    } else if ((m = line.match(/^export interface (\w+)Leaf extends (\w+)Base\b/))) {
      typeBase.set(m[1]!, m[2]!);
      current = undefined;
    } else if ((m = line.match(/^export type (\w+) = (.+);$/))) {
      unions.set(
        m[1]!,
        m[2]!.split("|").map((t) => t.trim().replace(/Leaf$/, "")),
      );
    } else if (current && (m = line.match(/^\s+"([^"@]+)"\?: SchemaValue<(.+), "[^"]+">;/))) {
      current.set(
        m[1]!,
        m[2]!.split("|").map((t) => t.trim()),
      );
    } else if (line.startsWith("}")) current = undefined;
  }
  const inherited = (base: string, seen = new Set<string>()): Map<string, string[]> => {
    const entry = bases.get(base);
    if (!entry || seen.has(base)) return new Map();
    seen.add(base);
    const props = new Map<string, string[]>();
    for (const parent of entry.parents) for (const [k, v] of inherited(parent, seen)) props.set(k, v);
    for (const [k, v] of entry.props) props.set(k, v);
    return props;
  };
  const subtypes = (type: string, seen = new Set<string>()) => {
    if (seen.has(type)) return seen;
    seen.add(type);
    for (const t of unions.get(type) ?? []) if (/^\w+$/.test(t)) subtypes(t, seen);
    return seen;
  };
  return { typeBase, properties: (type) => inherited(typeBase.get(type)!), subtypes: (type) => subtypes(type) };
}

const vocabulary = readVocabulary();

/** What the validator would warn about in one node and the nodes inside it. */
function unsupported(node: unknown, where: string): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => unsupported(n, `${where}[${i}]`));
  if (!node || typeof node !== "object") return [];
  const { "@type": type, ...rest } = node as Record<string, unknown>;
  // A reference to a node described elsewhere ({"@id": ...}) carries no properties of its own.
  if (type === undefined) return Object.keys(rest).some((k) => k !== "@id") ? [`${where}: a node without @type`] : [];
  if (typeof type !== "string" || !vocabulary.typeBase.has(type))
    return [`${where}: no schema.org type ${JSON.stringify(type)}`];
  const properties = vocabulary.properties(type);
  return Object.entries(rest).flatMap(([name, value]) => {
    if (name.startsWith("@")) return [];
    // An action's input or output constraint on one of its properties ("query-input" on SearchAction's
    // "query"): schema.org's Potential Actions annotations, which its validator accepts.
    const constrained = /^(.+)-(?:input|output)$/.exec(name)?.[1];
    if (constrained && properties.has(constrained) && typeof value === "string") return [];
    const range = properties.get(name);
    if (!range) return [`${where}: property "${name}" for type "${type}" is not supported by schema.org`];
    return [value].flat().flatMap((item: unknown) => {
      const itemType = (item as { "@type"?: unknown } | null)?.["@type"];
      const outOfRange =
        typeof itemType === "string" && !range.some((r) => vocabulary.subtypes(r).has(itemType))
          ? [`${where}.${name}: a ${itemType} where schema.org expects ${range.join(" | ")}`]
          : [];
      return [...outOfRange, ...unsupported(item, `${where}.${name}`)];
    });
  });
}

const client = resolve(process.env.E2E_BUILD_DIR || "build-e2e", "client");
const pages = readdirSync(client, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".html") && !f.startsWith("admin"))
  .map((file) => {
    const html = readFileSync(join(client, file), "utf8");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    return { file, graphs: blocks.map((b) => JSON.parse(b[1]!) as { "@graph"?: unknown[] }) };
  })
  .filter((page) => page.graphs.length > 0);

describe("the structured data as served", () => {
  it("uses only types and properties schema.org defines, on every page", () => {
    // Every page but the 404 page carries a graph: the site's pages are about 40.
    expect(pages.length).toBeGreaterThan(30);
    const nodes = pages.flatMap(({ file, graphs }) =>
      graphs.flatMap((g) => (g["@graph"] ?? [g]).map((node) => ({ file, node }))),
    );
    const problems = nodes.flatMap(({ file, node }) =>
      unsupported(node, `${file} ${(node as { "@type": string })["@type"]}`),
    );
    expect(problems).toEqual([]);
  });

  it("the check finds what the validator finds: a property of another type, a type in the wrong place", () => {
    const business = { "@id": "https://example.com/#business" };
    expect(unsupported({ "@type": "SearchAction", "query-input": "required name=q" }, "x")).toEqual([]);
    expect(unsupported({ "@type": "OfferCatalog", "query-input": "required name=q" }, "x")).toEqual([
      'x: property "query-input" for type "OfferCatalog" is not supported by schema.org',
    ]);
    expect(unsupported({ "@type": "OfferCatalog", name: "Prices", provider: business }, "x")).toEqual([
      'x: property "provider" for type "OfferCatalog" is not supported by schema.org',
    ]);
    expect(unsupported({ "@type": "Service", provider: business, offers: { "@type": "Offer" } }, "x")).toEqual([]);
    expect(unsupported({ "@type": "Offer", seller: { "@type": "PostalAddress" } }, "x")).toEqual([
      "x.seller: a PostalAddress where schema.org expects Organization | Person | IdReference",
    ]);
    expect(unsupported({ "@type": "Offerr" }, "x")).toEqual(['x: no schema.org type "Offerr"']);
  });
});
