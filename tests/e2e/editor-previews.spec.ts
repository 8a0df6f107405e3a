/**
 * The editor's previews are the site's own components: the built /admin/ (Decap CMS) reading a
 * temporary copy of the content through a real decap-server shows a service, a planning guide and a
 * portfolio project with the very markup the built site serves for them, and follows what the owner
 * types. Nothing is saved. The server listens on a port of its own (not decap-server's usual 8081,
 * which tests/e2e/editor.spec.ts uses, nor tests/e2e/editor-words.spec.ts's): the browser's requests
 * to the usual address are passed to it.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { articlePath, content, servicePath } from "./support/content";
import { editorOnACopy } from "./support/decap-server";

const { openEditor, copy } = editorOnACopy("editor-previews", 8200);

/**
 * Each element's markup, as a visitor's browser holds it: its tags, their attributes (in name order:
 * React sets a picture's src last when it renders in the browser) and its text, with the pre-render's
 * text separators (`<!-- -->`) and the spaces between tags left out.
 */
const markupOf = (elements: Locator) =>
  elements.evaluateAll((all) => {
    const markup = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element)) return "";
      const attributes = [...node.attributes]
        .map((a) => ` ${a.name}="${a.value}"`)
        .sort()
        .join("");
      const tag = node.tagName.toLowerCase();
      return `<${tag}${attributes}>${[...node.childNodes].map(markup).join("")}</${tag}>`;
    };
    return all.map((e) => markup(e).replace(/\s+/g, " ").replace(/> </g, "><").trim());
  });

const preview = (page: Page) => page.frameLocator("#preview-pane");

test("a service's preview is its page's sections, as the site serves them, and follows what is typed", async ({
  page,
}) => {
  const service = content.collections.services.find((s) => s.faqs) ?? content.collections.services[0]!;
  await page.goto(servicePath(service));
  // Every section but the price band, which the build works out from the estimator's figures.
  const served = await markupOf(page.locator("main section:not([data-cost-band])"));
  expect(served.length).toBeGreaterThan(5);
  await openEditor(page, `#/collections/services/entries/${service.slug}`);
  const shown = preview(page);
  await expect(shown.getByRole("heading", { level: 1, name: service.hero.heading })).toBeVisible();
  expect(await markupOf(shown.locator("section"))).toEqual(served);

  // What the owner types shows at once, in the site's own heading.
  // The first field named Heading is the top of the page's (the sections' come after it).
  const heading = `${service.hero.heading}, reworded`;
  const field = page.getByLabel("Heading", { exact: true }).first();
  await expect(field).toHaveValue(service.hero.heading);
  await field.fill(heading);
  await expect(shown.getByRole("heading", { level: 1, name: heading })).toBeVisible();
});

test("a planning guide's preview is its page's top and text, as the site serves them, and follows what is typed", async ({
  page,
}) => {
  const article = content.collections.articles[0]!;
  await page.goto(articlePath(article));
  const served = await markupOf(page.locator("main section, main article"));
  await openEditor(page, `#/collections/articles/entries/${article.slug}`);
  const shown = preview(page);
  await expect(shown.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  expect(await markupOf(shown.locator("section, article"))).toEqual(served);

  const title = `${article.title}: a second edition`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(shown.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Half filled: with the title cleared the rest of the page is still shown.
  await page.getByLabel("Title", { exact: true }).fill("");
  await expect(shown.getByRole("heading", { name: content.pages.article.relatedHeading })).toBeVisible();
});

test("a portfolio project's preview is its card on the portfolio, as the site serves it", async ({ page }) => {
  const project = content.collections.projects.find((p, i) => i > 0 && p.type === "image")!;
  await page.goto(content.pages.portfolio.path);
  const card = page.locator("article").filter({ has: page.getByRole("heading", { name: project.title, exact: true }) });
  const served = await markupOf(card);
  expect(served).toHaveLength(1);
  await openEditor(page, "#/collections/projects");
  await page.getByText(project.title).first().click();
  const shown = preview(page);
  await expect(shown.getByRole("heading", { name: project.title })).toBeVisible();
  expect(await markupOf(shown.locator("article"))).toEqual(served);

  const location = "Sherborn, MA";
  await page.getByLabel("Location", { exact: true }).fill(location);
  await expect(shown.getByText(location, { exact: true })).toBeVisible();
});

test("a new service's preview shows the page while its fields are still empty", async ({ page }) => {
  await openEditor(page, "#/collections/services/new");
  const shown = preview(page);
  // The closing box's first button is the menu's contact button, on every service page.
  await expect(shown.getByRole("link", { name: content.settings.navigation.contactCta.name })).toHaveCount(2);
  await expect(shown.getByRole("heading", { level: 1 })).toBeAttached();
});

test("code typed or pasted into a guide's text shows as typed in the preview, runs nothing, links nowhere, and is refused on Publish saying what to write instead", async ({
  page,
}) => {
  const article = content.collections.articles[0]!;
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openEditor(page, `#/collections/articles/entries/${article.slug}`);
  const shown = preview(page);
  await expect(shown.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.press("Control+End");
  const pasted = [
    "<script>window.kgbInjected=1</script>",
    'Before <img src=x onerror="window.kgbInjected=2"> after',
    "[click here](javascript:window.kgbInjected=3) and [this page](data:text/html,<b>bar</b>)",
  ];
  const file = join(copy.path, "app/content/articles", `${article.slug}.md`);
  const before = readFileSync(file, "utf8");
  await page.keyboard.insertText(`\n\n${pasted.join("\n\n")}\n`);

  await expect(shown.getByText(pasted[0]!, { exact: true })).toBeVisible();
  await expect(shown.getByText(pasted[1]!, { exact: true })).toBeVisible();
  await expect(shown.getByText("click here", { exact: true })).toBeVisible();
  await expect(shown.getByRole("link", { name: "click here" })).toHaveCount(0);
  await expect(shown.getByRole("link", { name: "this page" })).toHaveCount(0);
  const frame = await (await page.locator("#preview-pane").elementHandle())?.contentFrame();
  const ran = await Promise.all(
    [page.mainFrame(), frame!].map((f) =>
      f.evaluate(() => ({
        injected: (window as { kgbInjected?: unknown }).kgbInjected,
        handlers: document.querySelectorAll("[onerror], img[src='x']").length,
      })),
    ),
  );
  expect(ran).toEqual([
    { injected: undefined, handlers: 0 },
    { injected: undefined, handlers: 0 },
  ]);
  expect(dialogs).toEqual([]);

  await page.getByRole("button", { name: "Publish", exact: true }).first().click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(
    page.getByText(`Text: "${pasted[0]}" is web-page code, which would show on the page as typed: remove it`),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Text: the link "click here" leads to "javascript:window.kgbInjected=3", which a page cannot link to: write the whole address, like [the words](https://',
    ),
  ).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);
});
