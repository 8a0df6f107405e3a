// Short class names in a pre-rendered page (scripts/page-html.mjs, rewrite 11).
//
// Tailwind's class names are a fifth of a page's HTML and, again, the
// selectors of the CSS inlined into it: 0.9 KB of the home page's brotli,
// which decides whether the page arrives in the connection's first round trip.
// In the page as built, each utility class gets a name of one or two letters,
// the most used the shortest, in its class attributes and its <style> alike.
//
// Only the pre-rendered HTML changes; the code and the whole stylesheet keep
// Tailwind's names. React does not compare attributes when it hydrates (a
// production build checks text only), so it keeps the short names on what it
// takes over, and an element it renders or updates later gets Tailwind's
// names, which the whole stylesheet styles: the page's code loads it before
// React starts (page-html.mjs, 4. and 8.). The names are the page's own, so
// no other file, cached or not, has to agree with them.
//
// Every class a rule styles is renamed, Tailwind's one-word names (flex,
// hidden) and the site's own (container-page) too: the whole stylesheet comes
// after the page's <style>, and where it has a rule for a name the page still
// used (.hidden), that rule would come after the page's own for the same
// element (its short name for xl:block) and win. So no rule of the whole
// stylesheet names a class of the page as built, and no rule of its <style> a
// class React writes. Kept: Tailwind's markers group and peer, which only
// other elements' selectors name (:where(.group):hover .x), so an element in
// either form finds its group; and names no rule styles (hooks for code).
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { decode, isKeyframe } from "./used-css.mjs";

/** Markup, with <script> and <style> elements (whose text holds no class attributes) left out. */
const OUTSIDE_SCRIPTS = /(<(script|style)\b[^>]*>[\s\S]*?<\/\2>)|( class=")([^"]*)"/g;

/** @param {string} css @returns {Set<string>} the class names its selectors name */
export function classesIn(css) {
  const found = new Set();
  postcss.parse(css).walkRules((rule) => {
    if (isKeyframe(rule)) return;
    selectorParser((selectors) => selectors.walkClasses((c) => void found.add(c.value))).processSync(rule.selector);
  });
  return found;
}

/** Tailwind's markers (group, peer, group/item): named by other elements' selectors only. */
const MARKER = /^(?:group|peer)(?:\/[\w-]+)?$/;

/** Names a, b, ... Z, then aa, ab, ...: a letter, then letters and digits. */
function* shortNames() {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const tail = `${letters}0123456789`;
  yield* letters;
  for (const first of letters) for (const second of tail) yield first + second;
  throw new Error("shortClassNames: more class names in one page than the 3,276 short names");
}

/**
 * @param {string} html a pre-rendered page, its stylesheet inlined and cut to what it uses
 * @param {Set<string>} stylesheet the class names of the whole stylesheet (classesIn)
 * @returns {{ html: string, names: Record<string, string> }} the page, and its short names (short: Tailwind's)
 */
export function shortClassNames(html, stylesheet) {
  const count = new Map();
  const onPage = new Set();
  for (const [, , , attribute, value] of html.matchAll(OUTSIDE_SCRIPTS))
    if (attribute)
      for (const name of decode(value).split(/\s+/).filter(Boolean)) {
        onPage.add(name);
        if (stylesheet.has(name) && !MARKER.test(name)) count.set(name, (count.get(name) ?? 0) + 1);
      }
  // The most used first; the order of first use between equals (a Map keeps it; sort is stable).
  const renamed = [...count.keys()].sort((a, b) => count.get(b) - count.get(a));
  const taken = new Set([...stylesheet, ...onPage]);
  const next = shortNames();
  const short = new Map();
  for (const name of renamed) {
    let candidate = next.next().value;
    while (taken.has(candidate)) candidate = next.next().value;
    short.set(name, candidate);
  }

  const page = html.replace(OUTSIDE_SCRIPTS, (all, element, _tag, attribute, value) => {
    if (element) return all;
    const tokens = value.split(/(\s+)/).map((token) => short.get(decode(token)) ?? token);
    return `${attribute}${tokens.join("")}"`;
  });
  const styled = page.replace(/(<style data-inline-css="[^"]+">)([\s\S]*?)(<\/style>)/, (_, open, css, close) => {
    const root = postcss.parse(css);
    root.walkRules((rule) => {
      if (isKeyframe(rule)) return;
      rule.selector = selectorParser((selectors) =>
        selectors.walkClasses((c) => {
          if (short.has(c.value)) c.value = short.get(c.value);
        }),
      ).processSync(rule.selector);
    });
    return `${open}${root.toString()}${close}`;
  });
  return { html: styled, names: Object.fromEntries([...short].map(([name, s]) => [s, name])) };
}
