import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** What the accessibility specs (WCAG 2.2 AA) share. */

/**
 * axe's WCAG 2.0/2.1/2.2 A and AA rules, and its best practices (every part of the page inside a
 * landmark, one main landmark, landmarks told apart by their names, a table's headers with cells...).
 */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
/** The 404 page is a page visitors see too. */
export const NOT_FOUND = "/no-such-page";
/** Pages with the most controls: home, a service page, portfolio, the attic project, contact, join-team. */
export const KEY_PAGES = [
  "/",
  "/services/kitchen",
  "/portfolio",
  "/portfolio/attic-renovation",
  "/contact",
  "/join-team",
];

/** The e2e build's third-party hosts (*.test) do not exist: fail their requests at once, so nothing waits. */
export const blockThirdParty = (target: Page | BrowserContext) =>
  target.route("https://**.test/**", (route) => route.abort());

export type Tally = { scans: number; rulesRun: number; rulesPassed: number; violations: number; incomplete: number };
export const newTally = (): Tally => ({ scans: 0, rulesRun: 0, rulesPassed: 0, violations: 0, incomplete: 0 });

/**
 * Runs axe with the WCAG 2.0/2.1/2.2 A and AA rules and the best practices, adds its counts to
 * `tally` and its violations to `problems`. Only violations are reported element by element (axe's `resultTypes`): listing every
 * element that passed took most of the time of a scan.
 */
export async function scan(page: Page, label: string, tally: Tally, problems: string[], rules?: string[]) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (rules) builder.withRules(rules);
  else builder.withTags(AXE_TAGS);
  const result = await builder.analyze();
  tally.scans++;
  tally.rulesRun += result.passes.length + result.violations.length + result.incomplete.length;
  tally.rulesPassed += result.passes.length;
  tally.violations += result.violations.reduce((n, rule) => n + rule.nodes.length, 0);
  tally.incomplete += result.incomplete.length;
  for (const v of result.violations) {
    const where = v.nodes.slice(0, 4).map((n) => `${n.target.join(" ")}: ${n.failureSummary?.replace(/\s+/g, " ")}`);
    problems.push(`${label}: ${v.id} (${v.impact}, ${v.nodes.length}x) ${v.help}\n    ${where.join("\n    ")}`);
  }
  return result;
}

/** HTML_CodeSniffer as pa11y ships it and runs it (its default runner). */
const htmlCodeSniffer = readFileSync(
  createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

/**
 * Runs HTML_CodeSniffer on the page the way pa11y does by default (its WCAG2AA standard; errors
 * reported, warnings and notices left for a person to review) and adds its errors to `problems`.
 * Returns how many messages of every kind it gave, to show that it ran.
 */
export async function sniff(page: Page, label: string, problems: string[]) {
  await page.evaluate(htmlCodeSniffer);
  const messages = await page.evaluate(
    () =>
      new Promise<{ type: number; code: string; msg: string; html: string }[]>((done, fail) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document };
        const { HTMLCS } = window as unknown as {
          HTMLCS: { process(s: string, d: Document, ok: () => void, err: () => void): void; getMessages(): Message[] };
        };
        HTMLCS.process(
          "WCAG2AA",
          document,
          () =>
            done(
              HTMLCS.getMessages().map(({ type, code, msg, element }) => ({
                type,
                code,
                msg,
                html: ("outerHTML" in element ? element.outerHTML : element.nodeName).slice(0, 160),
              })),
            ),
          () => fail(new Error("HTML_CodeSniffer failed")),
        );
      }),
  );
  for (const m of messages.filter((m) => m.type === 1)) problems.push(`${label}: ${m.code}: ${m.msg}\n    ${m.html}`);
  return messages.length;
}

export const summary = (what: string, t: Tally) =>
  `axe ${what}: ${t.scans} scans, ${t.rulesRun} rule runs (${t.rulesPassed} passed), ` +
  `${t.violations} violations, ${t.incomplete} rules left for manual review`;

/**
 * One page of each kind (each route module: a service page, a town page, an article...), plus the
 * pages with the most controls. Pages of one kind share their markup and differ in their words.
 */
export function onePerKind(paths: string[]): string[] {
  const kind = (path: string) => (path.split("/").length > 2 ? path.replace(/[^/]+$/, "*") : path);
  const seen = new Set<string>();
  return paths.filter((p) => KEY_PAGES.includes(p) || (!seen.has(kind(p)) && seen.add(kind(p))));
}
