// The part of the site's stylesheet that a pre-rendered page can use, for the
// CSS inlined into it (scripts/page-html.ts, inlineStylesheet). Conservative: a
// rule goes only when it cannot match anything on the page as built, so the
// page looks exactly as it does with the whole stylesheet. A page React runs keeps
// the whole stylesheet instead (data-whole), for what React renders next.
//
// - A selector goes when it names a class or an element that is not on the
//   page (outside :not(), which matches more when its class is missing; inside
//   :is(), :where() and :has(), when none of the alternatives can match).
//   Attributes, ids and states (:hover, [open], [aria-invalid]) are kept:
//   they change on a page that stays as it is. A pseudo-element or -class that
//   exists only on form controls (::placeholder, ::file-selector-button, the
//   date and number fields' parts) or on <summary> goes when none is on the page.
// - A custom property (--tw-shadow) goes when nothing left reads it: no
//   declaration kept, no custom property that is itself read, no inline style
//   of the page. The document's own (the theme's, on :root) stay whole, in
//   every page; an @property rule goes with the last reader of its property
//   (it only sets how that property starts and inherits).
// - Keyframes and @layer statements stay; empty at-rules go.
import postcss, { type ChildNode, type Declaration, type Root, type Rule } from "postcss";
import selectorParser, { type Selector } from "postcss-selector-parser";

/** Pseudo-classes that match when one of their selectors does. */
const ANY_OF = new Set([":is", ":where", ":has", ":matches", ":-webkit-any"]);

/** Pseudo-elements and -classes that exist only on some elements: the elements. */
const ONLY_ON: [RegExp, string[]][] = [
  [/^::(?:-webkit-input-|-moz-)?placeholder$/, ["input", "textarea"]],
  [/^::(?:file-selector-button|-webkit-file-upload-button)$/, ["input"]],
  [/^::-webkit-(?:date|datetime-edit|calendar-picker|inner-spin|outer-spin|search-)/, ["input"]],
  [/^:(?:-moz-ui-invalid|-moz-ui-valid|user-invalid|user-valid)$/, ["input", "textarea", "select"]],
  [/^::-webkit-details-marker$/, ["summary"]],
];

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
/** An attribute value as the browser reads it (the few entities React writes). */
const decode = (text: string) => text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e] ?? e);

/** A keyframe of @keyframes, whose "selector" (from, 50%) names no element. */
const isKeyframe = (rule: Rule) => rule.parent?.type === "atrule" && /keyframes$/i.test(rule.parent.name);

const varsIn = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] ?? "");

/** The classes, elements and custom properties of the page, as a browser receives it. */
function pageTokens(html: string) {
  const markup = html.replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, "");
  return {
    classes: new Set(
      [...markup.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) =>
        decode(m[1] ?? "")
          .split(/\s+/)
          .filter(Boolean),
      ),
    ),
    tags: new Set([...markup.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => (m[1] ?? "").toLowerCase())),
    vars: new Set([...markup.matchAll(/\sstyle="([^"]*)"/g)].flatMap((m) => varsIn(decode(m[1] ?? "")))),
  };
}

/** Whether one selector of a list can match an element of the page. */
function canMatch(selector: Selector, page: ReturnType<typeof pageTokens>): boolean {
  return selector.nodes.every((node) => {
    if (node.type === "class") return page.classes.has(node.value);
    if (node.type === "tag") return page.tags.has(node.value.toLowerCase());
    if (node.type !== "pseudo") return true;
    const name = node.value.toLowerCase();
    if (ANY_OF.has(name) && node.nodes.length) return node.nodes.some((inner) => canMatch(inner, page));
    const hosts = ONLY_ON.find(([pattern]) => pattern.test(name))?.[1];
    return !hosts || hosts.some((tag) => page.tags.has(tag));
  });
}

/** The rules that declare the document's own custom properties: `:root`, `:host`. */
const isDocumentRule = (rule: Rule) => rule.selectors.every((s) => /^:(?:root|host)$/.test(s.trim()));

/** A declaration of the document's custom properties. */
const isDocumentWide = (decl: Declaration) =>
  decl.prop.startsWith("--") && decl.parent?.type === "rule" && isDocumentRule(decl.parent);

/** Removes the rules and blocks left empty (an @layer statement or block keeps the layers' order, and stays). */
function dropEmpty(root: Root) {
  const isEmpty = (node: ChildNode) => "nodes" in node && Array.isArray(node.nodes) && node.nodes.length === 0;
  for (let again = true; again;) {
    again = false;
    root.walk((node) => {
      if (isEmpty(node) && !(node.type === "atrule" && node.name === "layer")) {
        node.remove();
        again = true;
      }
    });
  }
}

/** The rules of `css` (the whole stylesheet) that can apply to `html` (the page it is inlined into), in their order. */
export function usedCss(css: string, html: string) {
  const page = pageTokens(html);
  const root = postcss.parse(css);

  root.walkRules((rule) => {
    if (isKeyframe(rule)) return;
    const list = selectorParser().astSync(rule.selector);
    const kept = list.nodes.filter((selector) => canMatch(selector, page));
    if (!kept.length) rule.remove();
    else if (kept.length < list.nodes.length) rule.selector = kept.map((s) => s.toString().trim()).join(",");
  });

  // Custom properties read by what is left, and by the custom properties those read.
  const definitions = new Map<string, string[]>();
  const read = new Set(page.vars);
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith("--")) varsIn(decl.value).forEach((name) => read.add(name));
    else definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), ...varsIn(decl.value)]);
  });
  const pending = [...read];
  while (pending.length)
    for (const name of definitions.get(pending.pop() ?? "") ?? [])
      if (!read.has(name)) {
        read.add(name);
        pending.push(name);
      }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--") && !read.has(decl.prop) && !isDocumentWide(decl)) decl.remove();
  });
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  dropEmpty(root);
  return root.toString();
}
