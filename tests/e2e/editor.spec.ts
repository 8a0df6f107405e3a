/**
 * The owner's editor, for real: the built /admin/ (Decap CMS) talking to a real decap-server
 * (port 8081) that writes into a temporary copy of the content, never into this working tree.
 * The e2e build carries `local_backend: true` (CMS_LOCAL_BACKEND=1 in build:e2e).
 */
import { expect, test, type Page } from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { loadContent } from "../../app/lib/content/load";
import { startDecapServer } from "./support/decap-server";

const root = resolve(import.meta.dirname, "..", "..");
let copy = "";
let server: ChildProcess | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), "kgb-editor-"));
  // Timestamps kept: the picture pipeline then reuses every picture it already built.
  for (const dir of ["app/content", "app/assets/art", "app/assets/video"])
    cpSync(join(root, dir), join(copy, dir), { recursive: true, preserveTimestamps: true });
  server = await startDecapServer(copy, 8081);
});

/** The photo the owner uploads with a new project (a real JPEG, 1500x1000). */
const PHOTO = "porch-dover";
/** A photo as a phone takes it, over the editor's limit. */
const BIG_PHOTO = "kitchen-phone";

test.afterAll(() => {
  server?.kill();
  rmSync(copy, { recursive: true, force: true });
  // The rebuild wrote the uploaded photo's sizes beside the site's own pictures.
  for (const f of readdirSync(join(root, "public/img")))
    if (/^(porch-dover|town-dover-ma|article-porch-dover|deck-dover|kitchen-phone|attic-(before|after)-phone)-/.test(f))
      rmSync(join(root, "public/img", f));
});

/** Uploads a photo (a real JPEG, 1500x1000) into the first empty picture of the form. */
async function uploadPhoto(page: Page, name: string) {
  const photo = join(copy, `${name}.jpg`);
  await sharp({ create: { width: 1500, height: 1000, channels: 3, background: "#8a5a3b" } })
    .jpeg()
    .toFile(photo);
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await expect(page.getByText(`${name}.jpg`)).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Choose selected" }).click();
}

async function publish(page: Page, screenshot?: string) {
  await page.getByRole("button", { name: "Publish", exact: true }).first().click();
  if (screenshot) await guide(page, screenshot);
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** `GUIDE_SCREENSHOTS=1` keeps pictures of the steps for the README's owner guide (docs/guide/). */
async function guide(page: Page, name: string) {
  if (process.env.GUIDE_SCREENSHOTS) await page.screenshot({ path: join(root, "docs/guide", `${name}.png`) });
}

async function openEditor(page: Page, hash: string) {
  await page.goto(`/admin/${hash}`);
  await page.getByRole("button", { name: "Login" }).click();
}

test("the editor opens on /admin/ with every kind of content", async ({ page }) => {
  await openEditor(page, "");
  for (const name of ["Business facts & menus", "Page texts", "Reviews", "Portfolio projects", "Services"])
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Towns we serve" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Planning guides" })).toBeVisible();
  await guide(page, "2-collections");
});

/** The owner's new main number, typed once as he writes it (the rebuild below checks every page dials it). */
const NEW_PHONE = { display: "(617) 555-0142", e164: "+16175550142" };

test("the buttons the owner's guide names are on the editor's screens, as written there", async ({ page }) => {
  const guideText = readFileSync(join(root, "docs/owner-guide.md"), "utf8");
  await openEditor(page, "");
  for (const [collection, label] of [
    ["testimonials", "Reviews"],
    ["projects", "Portfolio projects"],
    ["articles", "Planning guides"],
  ]) {
    await page.goto(`/admin/#/collections/${collection}`);
    const button = page.getByRole("link", { name: `Create entry of type ${label}` });
    await expect(button).toHaveText(`＋ ${label}`);
    expect(guideText).toContain(`*${await button.innerText()}*`);
  }
});

test("the footer's services are picked from the services by name, not typed", async ({ page }) => {
  const content = loadContent(root);
  const name = (slug: string) => content.collections.services.find((s) => s.slug === slug)!.name;
  await openEditor(page, "#/collections/settings/entries/navigation");
  await expect(page.getByRole("combobox", { name: "Footer services" })).toBeVisible();
  // Each chosen service shows by its name, with a button to take it out; the file keeps the slugs.
  await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(
    content.settings.navigation.footerServices.length,
  );
  for (const { slug } of content.settings.navigation.footerServices)
    await expect(page.getByRole("button", { name: `Remove ${name(slug)}`, exact: true })).toBeVisible();
});

test("the main phone number is typed once, as written, and the file holds it so", async ({ page }) => {
  await openEditor(page, "#/collections/settings/entries/business");
  const phone = page.getByLabel("Main phone", { exact: true });
  await expect(phone).toHaveValue(loadContent(root).settings.business.phone.display);
  await phone.fill(NEW_PHONE.display);
  // The preview lists the facts by their labels, as typed.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByText(`Main phone: ${NEW_PHONE.display}`)).toBeVisible();
  await guide(page, "3-change-phone");
  await publish(page);
  await expect
    .poll(() => readFileSync(join(copy, "app/content/settings/business.yaml"), "utf8"), { timeout: 15_000 })
    .toContain(`phone: ${NEW_PHONE.display}`);
  // The dialled form is derived by the build, never typed.
  expect(loadContent(copy).settings.business.phone).toEqual(NEW_PHONE);
});

test("a malformed phone number is refused with a message that shows how to write it", async ({ page }) => {
  await openEditor(page, "#/collections/settings/entries/business");
  await page.getByLabel("Main phone", { exact: true }).fill("617 555 01");
  await publish(page);
  await expect(page.getByText("Write a phone number, like (781) 555-0142")).toBeVisible();
  expect(readFileSync(join(copy, "app/content/settings/business.yaml"), "utf8")).not.toContain("617 555 01");
});

test("a malformed e-mail address is refused with a message", async ({ page }) => {
  await openEditor(page, "#/collections/settings/entries/business");
  await page.getByLabel("Email").fill("hello at kendal");
  await publish(page);
  await expect(page.getByText("Write an e-mail address, like hello@example.com")).toBeVisible();
  await guide(page, "5-refused");
  expect(readFileSync(join(copy, "app/content/settings/business.yaml"), "utf8")).not.toContain("hello at kendal");
});

test("a new review is saved as a file and joins the reviews", async ({ page }) => {
  await openEditor(page, "#/collections/testimonials/new");
  await page.getByLabel("Reference").fill("porch-repair-dover");
  await page
    .getByLabel("Text", { exact: true })
    .fill(
      "They rebuilt our sagging front porch in a week, matched the old railings exactly and left the yard cleaner than they found it.",
    );
  await page.getByLabel("Author").fill("Anne D.");
  await page.getByLabel("Location").fill("Dover, MA");
  await page.getByLabel("Date of the review").fill("2025-08-01");
  await page.keyboard.press("Escape");
  await guide(page, "4-add-review");
  await publish(page);
  const file = join(copy, "app/content/testimonials/porch-repair-dover.yaml");
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const reviews = loadContent(copy).collections.testimonials;
  expect(reviews.map((r) => r.author)).toContain("Anne D.");
});

test("a second new review given the same reference in the same window is refused, naming the first", async ({
  page,
}) => {
  const text =
    "They replaced every rotten sill on our porch and matched the old brackets so well that the neighbors never noticed.";
  await openEditor(page, "#/collections/testimonials/new");
  for (const author of ["Paul R.", "Paula R."]) {
    if (author !== "Paul R.") {
      await page.getByRole("link", { name: /Writing in Reviews collection/ }).click();
      await page.getByRole("link", { name: "Create entry of type Reviews" }).click();
    }
    await page.getByLabel("Reference").fill("porch-sills-dover");
    await page.getByLabel("Text", { exact: true }).fill(text);
    await page.getByLabel("Author").fill(author);
    await page.getByLabel("Location").fill("Dover, MA");
    await page.getByLabel("Date of the review").fill("2025-09-01");
    await page.keyboard.press("Escape");
    await publish(page);
    if (author === "Paul R.")
      await expect
        .poll(() => existsSync(join(copy, "app/content/testimonials/porch-sills-dover.yaml")), { timeout: 15_000 })
        .toBe(true);
  }
  // (The field is "Reference" on this screen; a review's may be called "Reference name".)
  await expect(page.getByText(/Reference[^:]*: "porch-sills-dover" is already used by "Paul R\."/)).toBeVisible();
  expect(readdirSync(join(copy, "app/content/testimonials")).filter((f) => f.startsWith("porch-sills-dover"))).toEqual([
    "porch-sills-dover.yaml",
  ]);
});

test("an entry with an empty required field is refused with a message", async ({ page }) => {
  await openEditor(page, "#/collections/testimonials/new");
  await page.getByLabel("Reference").fill("no-author-yet");
  await page
    .getByLabel("Text", { exact: true })
    .fill("A review the owner started typing and left without the client's name, which the site needs to show it.");
  await publish(page);
  await expect(page.getByText("Author is required.")).toBeVisible();
  expect(existsSync(join(copy, "app/content/testimonials/no-author-yet.yaml"))).toBe(false);
});

test("a ninth town added in the editor is saved as a file the rules accept", async ({ page }) => {
  await openEditor(page, "#/collections/towns/new");
  await page.getByLabel("Web address name").fill("dover-ma");
  await page.getByLabel("City").fill("Dover");
  await page.getByLabel("County").fill("Norfolk");
  await page.keyboard.press("Enter");
  await page
    .getByLabel("Description in Google")
    .fill("Remodeling, additions and custom woodworking for homes in Dover, MA, from a Weston crew down the road.");
  await uploadPhoto(page, "town-dover-ma");
  await page
    .getByLabel("Picture description (for the blind and for Google)")
    .fill("Illustration of a white farmhouse with a red barn beside a stone wall in Dover");
  await page
    .getByLabel("Intro", { exact: true })
    .fill(
      "Dover's antique farmhouses and quiet lanes deserve careful work. We remodel kitchens, add rooms and build in.",
    );
  await page
    .getByLabel("Local intro")
    .fill(
      "Dover is ten minutes from our shop, so the owner is on site every day and the crew is never stuck in traffic.",
    );
  for (const bullet of ["Antique farmhouses and capes", "Conservation rules we know", "Ten minutes from our shop"]) {
    await page.getByRole("button", { name: /^Add local bullets/i }).click();
    await page.getByRole("textbox").last().fill(bullet);
  }
  await page.getByLabel("Position in lists").fill("9");
  // The preview shows the top of the town's page.
  await expect(page.frameLocator("#preview-pane").getByRole("heading", { name: "Dover, MA", level: 1 })).toBeVisible();
  await publish(page);
  const file = join(copy, "app/content/towns/dover-ma.yaml");
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const towns = loadContent(copy).collections.towns;
  expect(towns).toHaveLength(9);
  expect(towns.at(-1)).toMatchObject({ slug: "dover-ma", city: "Dover", image: { art: "town-dover-ma" } });
});

test("a project with an uploaded photo is saved with the photo in the picture folder", async ({ page }) => {
  await openEditor(page, "#/collections/projects/new");
  await page.getByLabel("Reference").fill("10");
  await page.getByLabel("Title", { exact: true }).fill("Farmhouse porch in Dover");
  await chooseOption(page, "Category", CATEGORY);
  await page.getByLabel("Location").fill("Dover, MA");
  await page
    .getByLabel("Description", { exact: true })
    .fill("A sagging farmer's porch rebuilt on new footings, with turned posts and railings matched to the old ones.");
  await uploadPhoto(page, PHOTO);
  await page
    .getByLabel("Picture description (for the blind and for Google)")
    .first()
    .fill("The rebuilt farmer's porch of a white farmhouse in Dover, with new turned posts");
  await guide(page, "6-add-project");
  await publish(page);
  await expect
    .poll(() => readdirSync(join(copy, "app/content/projects")).some((f) => f.startsWith("10-")), { timeout: 15_000 })
    .toBe(true);
  expect(existsSync(join(copy, "app/assets/art", `${PHOTO}.jpg`))).toBe(true);
  const project = loadContent(copy).collections.projects.find((p) => p.id === 10);
  expect(project?.type === "image" && project.image.art).toBe(PHOTO);
  expect(project?.category).toBe(CATEGORY);
});

/** A portfolio filter option (not "All", the option that shows every project). */
const CATEGORY = loadContent(root).pages.portfolio.categories.at(-1)!;

/** Picks an option of a select (Decap's list to pick from) by typing it and pressing Enter. */
async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(option);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Fills a project's required fields but its picture and its category. */
async function startProject(page: Page, id: string, title: string) {
  await openEditor(page, "#/collections/projects/new");
  await page.getByLabel("Reference").fill(id);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Location").fill("Dover, MA");
  await page
    .getByLabel("Description", { exact: true })
    .fill("A mudroom bench and cubbies built in our shop for a family of five, painted to match the trim.");
}

test("a project with no picture is refused, saying the picture is needed", async ({ page }) => {
  await startProject(page, "11", "Mudroom bench with no picture");
  await chooseOption(page, "Category", CATEGORY);
  await publish(page);
  await expect(page.getByText("Picture is required.")).toBeVisible();
  expect(readdirSync(join(copy, "app/content/projects")).some((f) => f.startsWith("11-"))).toBe(false);
});

test("a category that is not a filter option cannot be chosen: the list offers the filter's options", async ({
  page,
}) => {
  await startProject(page, "12", "Bathroom in a category of its own");
  await page.getByLabel("Category", { exact: true }).fill("Bathrooms");
  await expect(page.getByText("No options")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByLabel("Category", { exact: true }).click();
  const options = page.getByRole("option");
  await expect(options).toHaveText(loadContent(root).pages.portfolio.categories);
  await page.keyboard.press("Escape");
  await publish(page);
  await expect(page.getByText("Category is required.")).toBeVisible();
  expect(readdirSync(join(copy, "app/content/projects")).some((f) => f.startsWith("12-"))).toBe(false);
});

test("a PDF chosen as a photo is refused before it is uploaded, saying which pictures the site takes", async ({
  page,
}) => {
  await startProject(page, "13", "Porch with a PDF for a photo");
  const pdf = join(copy, "estimate.pdf");
  writeFileSync(pdf, "%PDF-1.4\n% an estimate, not a photo\n");
  // The refusal is an alert, as the editor's own "file too large" message is; the owner reads it and presses OK.
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page.locator('input[type="file"]').setInputFiles(pdf);
  expect(messages).toEqual([
    expect.stringContaining(
      '"estimate.pdf" is not a picture the site can show. Choose a JPG, PNG, WebP, AVIF or SVG picture',
    ),
  ]);
  await expect(page.getByText("estimate.pdf")).toHaveCount(0);
  expect(existsSync(join(copy, "app/assets/art/estimate.pdf"))).toBe(false);
});

test("a 12 MB photo from a phone is made smaller before it is uploaded, and saved the right way up", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // As a phone takes it: 6000x4000 pixels of fine detail, stored on its side with the camera's
  // orientation tag (6: turn a quarter right to show it); its top edge, red, is the picture's right edge.
  const photo = join(copy, `${BIG_PHOTO}.jpg`);
  await sharp({
    create: {
      width: 6000,
      height: 4000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .composite([
      { input: { create: { width: 6000, height: 600, channels: 3, background: "#ff0000" } }, top: 0, left: 0 },
    ])
    .jpeg({ quality: 96 })
    .withMetadata({ orientation: 6 })
    .toFile(photo);
  expect(statSync(photo).size).toBeGreaterThan(12 * 1024 * 1024);
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await startProject(page, "15", "Kitchen photographed on a phone");
  await chooseOption(page, "Category", CATEGORY);
  await page.getByRole("button", { name: "Choose an image" }).first().click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await expect(page.getByText(`${BIG_PHOTO}.jpg`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Choose selected" }).click();
  await page
    .getByLabel("Picture description (for the blind and for Google)")
    .first()
    .fill("A kitchen with white cabinets, photographed on a phone");
  await publish(page);
  const saved = join(copy, "app/assets/art", `${BIG_PHOTO}.jpg`);
  await expect.poll(() => existsSync(saved), { timeout: 30_000 }).toBe(true);
  expect(messages).toEqual([]);
  expect(statSync(saved).size).toBeLessThanOrEqual(5 * 1024 * 1024);
  const { width, height } = await sharp(saved).metadata();
  // Upright: taller than wide, the red edge on the right.
  expect(height).toBeGreaterThan(width);
  /** The mean red, green and blue of a small square at `left`, halfway down. */
  const colour = async (left: number) => {
    const square = await sharp(saved)
      .extract({ left, top: Math.round(height / 2), width: 8, height: 8 })
      .raw()
      .toBuffer();
    return [0, 1, 2].map((c) => square.filter((_, i) => i % 3 === c).reduce((a, b) => a + b, 0) / 64);
  };
  const [red, green] = await colour(width - 12);
  expect(red).toBeGreaterThan(200);
  expect(green).toBeLessThan(80);
  expect((await colour(4))[0]).toBeLessThan(200);
});

test("a new article is written in the editor with its text in Markdown", async ({ page }) => {
  await openEditor(page, "#/collections/articles/new");
  await page.getByLabel("Title", { exact: true }).fill("Planning a porch rebuild in Dover");
  await page.getByLabel("Title in Google").fill("Planning a Porch Rebuild in Dover, MA");
  await page
    .getByLabel("Excerpt")
    .fill(
      "What a farmer's porch rebuild involves, from footings to railings, and how to plan one around a Dover summer.",
    );
  await page.getByLabel("Category").fill("Local");
  await page.keyboard.press("Enter");
  await page.getByLabel("Date", { exact: true }).fill("2025-08-02");
  await page.keyboard.press("Escape");
  await page.getByLabel("Reading time").fill("4 min read");
  await uploadPhoto(page, "article-porch-dover");
  await page
    .getByLabel("Picture description (for the blind and for Google)")
    .fill("Illustration of a farmhouse porch with turned posts and a painted railing");
  // The related service is picked by its name; the file keeps its web address name.
  await page.getByLabel("Related service").fill("Decks");
  await page.getByText("Decks & Porches", { exact: true }).click();
  // The text opens in Markdown mode: typed as the hint says, "## " makes a heading and "- " a list.
  await expect(page.getByText(/a line starting with ## is a heading, lines starting with - are a list/)).toBeVisible();
  await page.locator('[data-slate-editor="true"]').click();
  // The first words key by key, the rest as one insertion (as a paste or a phone's keyboard
  // suggestion arrives): typing all 260 characters one by one redrew the editor and its preview
  // 260 times.
  await page.keyboard.type("## What ");
  await page.keyboard.insertText(ARTICLE_TEXT.slice("## What ".length));
  await guide(page, "7-write-article");
  await publish(page, "8-publish");
  const file = join(copy, "app/content/articles/planning-a-porch-rebuild-in-dover.md");
  await expect.poll(() => existsSync(file), { timeout: 15_000 }).toBe(true);
  const article = loadContent(copy).collections.articles.find((a) => a.title === "Planning a porch rebuild in Dover");
  expect(article?.relatedService).toBe("decks");
  const saved = readFileSync(file, "utf8");
  expect(saved).toContain("## What a porch rebuild involves\n");
  expect(saved).toContain("\n- Footings dug below the frost line\n");
  expect(saved).not.toContain("\\#");
});

/** An article's text as the owner types it, following the field's hint. */
const ARTICLE_TEXT = [
  "## What a porch rebuild involves",
  "",
  "A porch carries the weather for the whole house. Before anything is rebuilt we dig to sound footings, check the ledger and the sills, and decide with you what is kept.",
  "",
  "- Footings dug below the frost line",
  "- Posts and railings matched to the old ones",
  "- About two weeks of work",
].join("\n");

/* ---------- what would break or spoil a page is refused before the save, in the words on the screen ---------- */

/** The entry's address in the editor and its file in the copy, for a file of a folder. */
const entryOf = (folder: string, file: string) => ({
  hash: `#/collections/${folder}/entries/${file.replace(/\.(ya?ml|md)$/, "")}`,
  path: join(copy, "app/content", folder, file),
});
/** The file of a portfolio project, by its number. */
const projectFile = (id: number) =>
  readdirSync(join(root, "app/content/projects")).find((f) => f.startsWith(`${String(id).padStart(2, "0")}-`))!;

/** Two projects shown by their picture (a video project's file the local server cannot preview). */
const pictureProjects = () => loadContent(root).collections.projects.filter((p) => p.type === "image");

/** Unfolds a folded list of the editor's form, named by its "Add ..." button. */
async function unfold(page: Page, add: RegExp) {
  await page
    .locator("div")
    .filter({ has: page.getByRole("button", { name: add }) })
    .last()
    .getByRole("button", { name: "Expand" })
    .first()
    .click();
}

/**
 * The copy's content as the editor saved it; undefined while decap-server is writing a file (it
 * empties the file, then writes it), so that a poll reads it again.
 */
function savedContent() {
  try {
    return loadContent(copy);
  } catch {
    return undefined;
  }
}

/** Publishes and expects the editor to refuse, showing the message; the file is left as it was. */
async function refused(page: Page, file: string, message: string | RegExp) {
  const before = readFileSync(file, "utf8");
  await publish(page);
  await expect(page.getByText(message)).toBeVisible();
  expect(readFileSync(file, "utf8")).toBe(before);
}

test("a project given a number another project has is refused, saying so under the field's name", async ({ page }) => {
  const [first, second] = pictureProjects();
  const { hash, path } = entryOf("projects", projectFile(second!.id));
  await openEditor(page, hash);
  await page.getByLabel("Reference").fill(String(first!.id));
  await refused(page, path, `Reference: "${first!.id}" is already used by "${first!.title}"`);
});

test("a second project with another project's title is refused: two identical cards on /portfolio", async ({
  page,
}) => {
  const [first, second] = pictureProjects();
  const { hash, path } = entryOf("projects", projectFile(second!.id));
  await openEditor(page, hash);
  await page.getByLabel("Title", { exact: true }).fill(first!.title);
  await refused(page, path, `Title: "${first!.title}" is already used by "${first!.title}"`);
});

test("a table pasted from a word processor into an article is refused, saying how to write a table", async ({
  page,
}) => {
  const article = loadContent(root).collections.articles[0]!;
  const { hash, path } = entryOf("articles", `${article.slug}.md`);
  await openEditor(page, hash);
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.press("Control+End");
  // What a word processor puts on the clipboard as text: a row per line, its cells separated by tabs.
  await page.keyboard.insertText("\n\nItem\tLow\tHigh\nCabinets\t$8,000\t$20,000\n");
  await refused(page, path, /Text: line \d+ looks like a table pasted from a word processor/);
});

test("unticking or deleting the last review shown on the home page is refused: the home page would show none", async ({
  page,
}) => {
  const reviews = loadContent(root).collections.testimonials.filter((r) => r.onHome);
  const files = reviews.map((r) => entryOf("testimonials", `${r.id}.yaml`));
  const originals = files.map((f) => readFileSync(f.path, "utf8"));
  try {
    await openEditor(page, "");
    // One by one, in the same window: each save is taken while another review is still ticked.
    for (const [i, { hash, path }] of files.entries()) {
      // Back to the list of reviews, as the owner goes from one to the next (the editor then loads it).
      if (i > 0) {
        await expect(page.getByText("Changes saved")).toBeVisible();
        await page.getByRole("link", { name: /Writing in Reviews collection/ }).click();
        await expect(page.getByRole("link", { name: "Create entry of type Reviews" })).toBeVisible();
      }
      await page.goto(`/admin/${hash}`);
      await expect(page.getByLabel("Reference")).toHaveValue(reviews[i]!.id);
      const onHome = page.getByRole("switch", { name: "Show on the home page" });
      await expect(onHome).toHaveAttribute("aria-checked", "true");
      await onHome.click();
      await expect(onHome).toHaveAttribute("aria-checked", "false");
      if (i < files.length - 1) {
        await publish(page);
        await expect.poll(() => readFileSync(path, "utf8"), { timeout: 15_000 }).toContain("onHome: false");
      } else await refused(page, path, /Show on the home page: no other review is ticked for the home page/);
    }
    // Nor can the last one be deleted: the Delete button says why instead.
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: "Delete entry" }).click();
    expect(messages).toEqual([expect.stringMatching(/^This review is the only one shown on the home page/)]);
    expect(existsSync(files.at(-1)!.path)).toBe(true);
  } finally {
    files.forEach((f, i) => writeFileSync(f.path, originals[i]!));
  }
});

test("a year typed wrong in the estimator's date picker is refused, naming the field", async ({ page }) => {
  const service = loadContent(root).collections.services.find((s) => s.estimate)!;
  const { hash, path } = entryOf("services", `${service.slug}.yaml`);
  await openEditor(page, hash);
  // The estimator's figures are a list of one, folded: the owner opens it.
  await unfold(page, /^Add price estimator/);
  const reviewed = page.getByLabel("Prices reviewed on");
  await reviewed.fill(`1906${service.estimate!.reviewed.slice(4)}`);
  await page.keyboard.press("Escape");
  await refused(page, path, /Prices reviewed on: expected a date between 1990 and \d{4}: check the year/);
});

/* ---------- what the owner types naturally is saved the house way ---------- */

test("a phone number written any common way is saved as (781) 555-0142", async ({ page }) => {
  await openEditor(page, "#/collections/settings/entries/business");
  const typed = ["617-555-0101", "617 555 0102", "6175550103", "617.555.0104", "+1 617 555 0105", "(617)555-0106"];
  const field = page.getByLabel("After-hours phone", { exact: true });
  for (const [i, value] of typed.entries()) {
    await field.fill(value);
    await publish(page);
    const saved = `(617) 555-010${i + 1}`;
    await expect.poll(() => savedContent()?.settings.business.afterHoursPhone.display, { timeout: 15_000 }).toBe(saved);
    // The editor then shows what was saved.
    await expect(field).toHaveValue(saved);
  }
});

test("an opening time written 7:30 is saved as 07:30", async ({ page }) => {
  await openEditor(page, "#/collections/settings/entries/business");
  await unfold(page, /^Add opening hours for google and maps/i);
  await page.getByLabel("Opens").first().fill("7:30");
  await publish(page);
  await expect
    .poll(() => savedContent()?.settings.business.hoursStructured[0]?.opens, { timeout: 15_000 })
    .toBe("07:30");
});

test("a reading time written 3 min is saved as 3 min read", async ({ page }) => {
  const article = loadContent(root).collections.articles[0]!;
  const { hash } = entryOf("articles", `${article.slug}.md`);
  await openEditor(page, hash);
  await page.getByLabel("Reading time").fill("3 min");
  await publish(page);
  await expect
    .poll(() => savedContent()?.collections.articles.find((a) => a.slug === article.slug)?.readTime, {
      timeout: 15_000,
    })
    .toBe("3 min read");
});

/* ---------- the saved value is what the editor shows ---------- */

test("a field typed back to its old value after a Publish is saved again", async ({ page }) => {
  const file = join(copy, "app/content/settings/business.yaml");
  // (No test above changes the tagline: the working tree's is the copy's.)
  const old = loadContent(root).settings.business.tagline;
  await openEditor(page, "#/collections/settings/entries/business");
  const tagline = page.getByLabel("Tagline", { exact: true });
  await tagline.fill(`${old} (this week only)`);
  await publish(page);
  await expect
    .poll(() => savedContent()?.settings.business.tagline, { timeout: 15_000 })
    .toBe(`${old} (this week only)`);
  // The editor shows the entry as saved (opened again from its file); then the owner takes it back.
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(tagline).toHaveValue(`${old} (this week only)`);
  await tagline.fill(old);
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await publish(page);
  await expect.poll(() => savedContent()?.settings.business.tagline, { timeout: 15_000 }).toBe(old);
  expect(readFileSync(file, "utf8")).not.toContain("(this week only)");
});

test("a file broken by hand stops npm run build, naming the field as the editor shows it, what was expected and the file", async () => {
  const broken = mkdtempSync(join(tmpdir(), "kgb-broken-"));
  try {
    for (const dir of ["app/content", "app/assets/art", "app/assets/video"])
      cpSync(join(root, dir), join(broken, dir), { recursive: true, preserveTimestamps: true });
    const file = join(broken, "app/content/settings/business.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^email: .*$/m, "email: hello at kendal"));
    // The content is read before anything is bundled: the build stops within seconds.
    const build = spawnSync("npm", ["run", "build"], {
      cwd: root,
      env: { ...process.env, CONTENT_ROOT: broken, BUILD_DIR: "build-broken" },
      encoding: "utf8",
    });
    expect(build.status).not.toBe(0);
    // The owner's words first: the place as his editor shows it, what to write; then the file, for a developer.
    const output = build.stdout + build.stderr;
    expect(output).toContain(
      'Business facts & menus › Business facts and claims › Email: expected an e-mail address, like "hello@example.com" (app/content/settings/business.yaml, field "email")',
    );
    expect(output).not.toContain("routes.ts");
    expect(existsSync(join(root, "build-broken"))).toBe(false);
  } finally {
    rmSync(broken, { recursive: true, force: true });
    rmSync(join(root, "build-broken"), { recursive: true, force: true });
  }
});

test("/admin/ has a policy of its own, stays out of search engines, the sitemap and the site search", async ({
  request,
}) => {
  const admin = await request.get("/admin/");
  const adminCsp = admin.headers()["content-security-policy"] ?? "";
  expect(adminCsp).toContain("'unsafe-eval'");
  expect(adminCsp).toContain("http://localhost:8081");
  expect(admin.headers()["x-robots-tag"]).toContain("noindex");
  expect(await admin.text()).toContain('<meta name="robots" content="noindex');
  // A public page keeps its own policy: none of the editor's allowances.
  for (const path of ["/", "/contact"]) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(csp, path).toContain("script-src 'self'");
    expect(csp, path).not.toContain("'unsafe-eval'");
    expect(csp, path).not.toContain("localhost:8081");
    expect(csp, path).not.toContain("api.github.com");
  }
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  const search = await request.get("/pagefind/pagefind-entry.json");
  expect(search.ok()).toBe(true);
  // Every indexed page is a page of the site: the index holds as many pages as the sitemap, /admin/ not among them.
  const indexed = ((await search.json()) as { languages: Record<string, { page_count: number }> }).languages;
  const sitemapCount = ((await (await request.get("/sitemap.xml")).text()).match(/<loc>/g) ?? []).length;
  expect(Object.values(indexed).reduce((n, l) => n + l.page_count, 0)).toBeLessThanOrEqual(sitemapCount);
});

/** The before/after pair the owner adds from his phone to the project that has a page of its own. */
const PAIR = {
  before: { name: "attic-before-phone", noise: 20, quality: 80 },
  after: { name: "attic-after-phone", noise: 30, quality: 85 },
  caption: "The stair landing, from boxes to a reading nook",
};
const pairProject = loadContent(root).collections.projects.find((p) => p.href)!;

test("the owner adds a before/after pair of two phone photos to a project; a pair missing its after photo is refused", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const file = readdirSync(join(copy, "app/content/projects")).find((f) =>
    f.startsWith(`${String(pairProject.id).padStart(2, "0")}-`),
  )!;
  // As his phone takes them: 4032x3024 JPEGs of 3 to 6 MB (the second over the editor's 5 MB, made smaller).
  const photos: Record<"before" | "after", string> = { before: "", after: "" };
  for (const side of ["before", "after"] as const) {
    const { name, noise, quality } = PAIR[side];
    photos[side] = join(copy, `${name}.jpg`);
    await sharp({
      create: {
        width: 4032,
        height: 3024,
        channels: 3,
        background: "#8a7060",
        noise: { type: "gaussian", mean: 128, sigma: noise },
      },
    })
      .jpeg({ quality })
      .toFile(photos[side]);
    const size = statSync(photos[side]).size / 1024 / 1024;
    expect(size).toBeGreaterThan(3);
    expect(size).toBeLessThan(6);
  }
  expect(statSync(photos.after).size).toBeGreaterThan(5 * 1024 * 1024);
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    dialog.accept().catch(() => {});
  });
  await openEditor(page, `#/collections/projects/entries/${file.replace(/\.yaml$/, "")}`);
  await page.getByRole("button", { name: /^Add before and after/i }).click({ timeout: 15_000 });
  const choose = async (photo: string, name: string) => {
    await page.getByRole("button", { name: "Choose an image" }).first().click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await expect(page.getByText(`${name}.jpg`)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Choose selected" }).click();
  };
  await choose(photos.before, PAIR.before.name);
  await page
    .getByLabel("Description of the before photo (for the blind and for Google)")
    .last()
    .fill("The stair landing before the work, stacked with boxes under bare rafters");
  await page.getByLabel("Caption", { exact: true }).last().fill(PAIR.caption);
  // Without its after photo, the pair is refused, naming what is missing; nothing is saved.
  await publish(page);
  await expect(page.getByText(/After photo is required|the pair has no after picture/).first()).toBeVisible();
  expect(readFileSync(join(copy, "app/content/projects", file), "utf8")).not.toContain(PAIR.caption);
  await choose(photos.after, PAIR.after.name);
  await page
    .getByLabel("Description of the after photo (for the blind and for Google)")
    .last()
    .fill("The same landing after the work, a reading nook with a window seat");
  await publish(page);
  await expect
    .poll(() => readFileSync(join(copy, "app/content/projects", file), "utf8"), { timeout: 30_000 })
    .toContain(PAIR.caption);
  expect(messages, messages.join("\n")).toEqual([]);
  // Both photos are in the picture folder, the large one made smaller; the file holds the pair.
  for (const side of ["before", "after"] as const) {
    const saved = join(copy, "app/assets/art", `${PAIR[side].name}.jpg`);
    expect(existsSync(saved), saved).toBe(true);
    expect(statSync(saved).size).toBeLessThanOrEqual(5 * 1024 * 1024);
  }
  const pairs = loadContent(copy).collections.projects.find((p) => p.id === pairProject.id)!.beforeAfter;
  expect(pairs.at(-1)).toMatchObject({
    before: { art: PAIR.before.name },
    after: { art: PAIR.after.name },
    caption: PAIR.caption,
  });
});

test("an uploaded photo shows at once in the editor's preview and on the local site, before any build", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The local site as `npm run cms` runs it, on the copy the editor writes into.
  const dev = spawn(join(root, "node_modules/.bin/react-router"), ["dev", "--port", "5173", "--strictPort"], {
    cwd: root,
    env: { ...process.env, CONTENT_ROOT: copy },
    stdio: "ignore",
  });
  try {
    const site = "http://localhost:5173";
    await expect
      .poll(
        () =>
          fetch(`${site}/portfolio`)
            .then((r) => r.ok)
            .catch(() => false),
        { timeout: 60_000 },
      )
      .toBe(true);
    await startProject(page, "14", "Deck rebuilt in Dover");
    await chooseOption(page, "Category", CATEGORY);
    await uploadPhoto(page, "deck-dover");
    await page
      .getByLabel("Picture description (for the blind and for Google)")
      .first()
      .fill("The new cedar deck of a Dover farmhouse, seen from the lawn");
    // The preview shows the project as its portfolio card, with the photo just uploaded.
    const preview = page.frameLocator("#preview-pane");
    const photo = preview.getByRole("img", { name: "The new cedar deck of a Dover farmhouse, seen from the lawn" });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(preview.getByRole("heading", { name: "Deck rebuilt in Dover" })).toBeVisible();
    await publish(page);
    // On the local site, without npm run build: the card's picture is a picture, not a page.
    await expect
      .poll(async () => (await fetch(`${site}/portfolio`).then((r) => r.text())).includes("/img/deck-dover-"), {
        timeout: 60_000,
      })
      .toBe(true);
    await page.goto(`${site}/portfolio`);
    const card = page.getByRole("article").filter({ hasText: "Deck rebuilt in Dover" });
    const image = card.getByRole("img", { name: "The new cedar deck of a Dover farmhouse, seen from the lawn" });
    await expect(image).toBeVisible();
    // On a fresh clone Vite's dev server optimizes the dependencies it meets on the first visit and
    // reloads the page once (its documented behaviour): the picture is read again after a reload.
    let src = "";
    await expect
      .poll(async () => {
        src = await image
          .evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : ""))
          .catch(() => "");
        return src;
      })
      .not.toBe("");
    expect((await fetch(src)).headers.get("content-type")).toMatch(/^image\//);
  } finally {
    dev.kill();
  }
});

/**
 * ONE rebuild of the copy the editor wrote into (CONTENT_ROOT), checked on the built files:
 * the changes of the tests above reach every page, the structured data and the sitemap.
 */
test("a rebuild of the edited content shows every change on the site", async () => {
  test.setTimeout(300_000);
  const out = "build-editor";
  const client = join(root, out, "client");
  // `npm run build` without its post-build step: the pages as pre-rendered, the pictures through their
  // pipeline. (The post-build step adds the inline stylesheet, social cards, the search index and
  // compressed copies, none of which this test reads, and would double the time of the rebuild.)
  const build = spawnSync("sh", ["-c", "node scripts/build-images.ts && npx react-router build"], {
    cwd: root,
    env: { ...process.env, CONTENT_ROOT: copy, BUILD_DIR: out },
    encoding: "utf8",
  });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  try {
    const pages: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir, { withFileTypes: true }))
        // (404/: the not-found page, which the post-build step makes 404.html; it has no structured data)
        if (f.isDirectory() && !["admin", "assets", "img", "pagefind", "og", "404"].includes(f.name))
          walk(join(dir, f.name));
        else if (f.name === "index.html") pages.push(join(dir, f.name));
    };
    walk(client);
    expect(pages.length).toBeGreaterThan(30);
    // The number typed once: printed, dialled by every Call link, and in the structured data, on every page.
    const old = loadContent(root).settings.business.phone;
    for (const file of pages) {
      const html = readFileSync(file, "utf8");
      expect(html, file).toContain(NEW_PHONE.display);
      expect(html, file).toContain(`href="tel:${NEW_PHONE.e164}"`);
      expect(html, file).toContain(`"telephone":"${NEW_PHONE.e164}"`);
      expect(html, file).not.toContain(`tel:${old.e164}`);
      expect(html, file).not.toContain(old.display);
      expect(html, file).toContain('href="/service-areas/dover-ma"');
    }
    const town = readFileSync(join(client, "service-areas/dover-ma/index.html"), "utf8");
    expect(town).toContain("<h1");
    expect(town).toContain("Dover");
    expect(readFileSync(join(client, "sitemap.xml"), "utf8")).toContain("/service-areas/dover-ma</loc>");
    expect(readFileSync(join(client, "testimonials/index.html"), "utf8")).toContain("Anne D.");
    // The article's heading and list, typed as Markdown, are a heading and a list on its page.
    const article = readFileSync(join(client, "resources/planning-a-porch-rebuild-in-dover/index.html"), "utf8");
    expect(article).toMatch(/<h2[^>]*>What a porch rebuild involves<\/h2>/);
    expect(article).toMatch(/<ul[^>]*>\s*<li[^>]*>Footings dug below the frost line<\/li>/);
    expect(article).not.toContain("## What");
    // The uploaded photo went through the picture pipeline: every width in AVIF, WebP and JPEG.
    expect(readFileSync(join(client, "portfolio/index.html"), "utf8")).toContain(`/img/${PHOTO}-`);
    const art = JSON.parse(readFileSync(join(root, "app/assets/art/art.config.json"), "utf8")) as {
      widths: number[];
      defaultSize: [number, number];
    };
    const [full] = art.defaultSize;
    for (const width of new Set([...art.widths.filter((w) => w < full), full]))
      for (const format of ["avif", "webp", "jpg"])
        expect(existsSync(join(client, "img", `${PHOTO}-${width}.${format}`)), `${width}.${format}`).toBe(true);
    // The owner's before/after pair is a comparison on the project's page, its photos through the pipeline.
    const projectPage = readFileSync(join(client, pairProject.href!.slice(1), "index.html"), "utf8");
    expect(projectPage).toContain(`/img/${PAIR.before.name}-`);
    const comparison = projectPage.slice(projectPage.indexOf(`/img/${PAIR.before.name}-`) - 2000);
    expect(comparison).toContain(`/img/${PAIR.after.name}-`);
    expect(comparison).toMatch(/<input[^>]*type="range"/);
    expect(comparison).toContain(PAIR.caption);
    expect(existsSync(join(client, "img", `${PAIR.after.name}-${full}.avif`))).toBe(true);
    // The content rules of npm test hold for the edited content (a ninth town, an eleventh review...).
    const rules = spawnSync("npx", ["vitest", "run", "app/content/content.test.ts"], {
      cwd: root,
      env: { ...process.env, CONTENT_ROOT: copy },
      encoding: "utf8",
    });
    expect(rules.status, rules.stdout.slice(-2000)).toBe(0);
  } finally {
    rmSync(join(root, out), { recursive: true, force: true });
  }
});
