/**
 * The owner posts a finished job from his phone, by touch: the built /admin/ (Decap CMS with our
 * phone stylesheet, public/admin/phone.css) at 390x844 with a touch screen, talking to a real
 * decap-server that writes into a temporary copy of the content. A new project, two photos of 3 to 6 MB
 * as a phone camera takes them (4032x3024), a before/after pair, the card's picture chosen from the
 * library, the refusal of a pair with no page to show it on, the page's address, Publish. At every step
 * the page is no wider than the phone, and every button is inside the window when it is tapped. Then a
 * build of that copy: the new project's page shows the pair, and its card on /portfolio links there.
 *
 * `PHONE_SHOTS=<folder>` keeps a screenshot of each step there (docs/guide/phone-*.png come from them).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { loadContent } from "../../app/lib/content/load";
import { editorOnACopy } from "./support/decap-server";

const root = resolve(import.meta.dirname, "..", "..");
const { copy, openEditor } = editorOnACopy("editor-phone", 8300);
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

/** The job as the owner posts it: his words, and his two photos as his phone names and sizes them. */
const JOB = {
  title: "Mudroom bench and cubbies in Dover",
  location: "Dover, MA",
  description:
    "A back hall that took every coat and boot in the house, now a painted bench with cubbies, hooks at two heights and a boot tray.",
  page: "mudroom-bench-dover",
  pair: {
    before: { name: "mudroom-before-phone", noise: 20, quality: 80, alt: "The back hall before, coats piled on hooks" },
    after: { name: "mudroom-after-phone", noise: 30, quality: 85, alt: "The same hall after, a bench with cubbies" },
    caption: "The back hall, from a pile of coats to a bench",
  },
  pictureAlt: "The painted mudroom bench with cubbies and hooks in a Dover back hall",
};

/** Fails unless the page is no wider than the phone (no sideways scrolling). */
async function fitsTheScreen(page: Page, step: string) {
  const [scrollWidth, width] = await page.evaluate((): [number, number] => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${step}: the page is ${scrollWidth} px wide on a ${width} px screen`).toBeLessThanOrEqual(width);
}

/** A tap on `target`, once it is wholly inside the window; then the page still fits the screen. */
async function tap(page: Page, target: Locator, step: string) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, `${step}: the button is not shown`).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(
    x >= 0 && y >= 0 && x + width <= PHONE.width && y + height <= PHONE.height,
    `${step}: the button is at x ${Math.round(x)}..${Math.round(x + width)}, y ${Math.round(y)}..${Math.round(y + height)}, outside the ${PHONE.width}x${PHONE.height} screen`,
  ).toBe(true);
  await target.tap();
  await fitsTheScreen(page, step);
}

let shot = 0;
async function screenshot(page: Page, name: string) {
  await fitsTheScreen(page, name);
  const folder = process.env.PHONE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${String(++shot).padStart(2, "0")}-${name}.png`) });
}

/** A photo as a phone takes it: 4032x3024 pixels of fine detail, 3 to 6 MB. */
async function phonePhoto({ name, noise, quality }: { name: string; noise: number; quality: number }) {
  const file = join(copy.path, `${name}.jpg`);
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
    .toFile(file);
  const megabytes = statSync(file).size / 1024 / 1024;
  expect(megabytes).toBeGreaterThan(3);
  expect(megabytes).toBeLessThan(6);
  return file;
}

/** Uploads `file` through the picture library of the first picture still empty, and chooses it. */
async function uploadInto(page: Page, file: string, name: string, step: string) {
  await tap(page, page.getByRole("button", { name: "Choose an image" }).first(), `${step}: Choose an image`);
  await screenshot(page, `${step}-library`);
  // The library's Upload button (the label of its file input) opens the phone's file chooser: the test
  // hands it the photo.
  const chooser = page.waitForEvent("filechooser", { timeout: 15_000 });
  await tap(page, page.getByText("Upload", { exact: true }), `${step}: Upload`);
  await (await chooser).setFiles(file);
  await expect(page.getByText(`${name}.jpg`)).toBeVisible({ timeout: 30_000 });
  await screenshot(page, `${step}-uploaded`);
  await tap(page, page.getByRole("button", { name: "Choose selected" }), `${step}: Choose selected`);
}

test("the owner posts a finished job from his phone: project, two phone photos, a before/after pair, its page", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    dialog.accept().catch(() => {});
  });
  const content = loadContent(copy.path);
  const id = Math.max(...content.collections.projects.map((p) => p.id)) + 1;
  const category = content.pages.portfolio.categories.at(-1)!;
  const photos = { before: await phonePhoto(JOB.pair.before), after: await phonePhoto(JOB.pair.after) };
  // One of them over the editor's 5 MB: made smaller on the phone as it is uploaded.
  expect(Math.max(statSync(photos.before).size, statSync(photos.after).size)).toBeGreaterThan(5 * 1024 * 1024);

  await openEditor(page, "", (login) => tap(page, login, "Login"));
  await screenshot(page, "collections");
  await tap(page, page.getByRole("link", { name: "Portfolio projects" }).first(), "the projects");
  await tap(page, page.getByRole("link", { name: "Create entry of type Portfolio projects" }), "a new project");
  await page.getByLabel("Reference").fill(String(id));
  await page.getByLabel("Title", { exact: true }).fill(JOB.title);
  await tap(page, page.getByLabel("Category", { exact: true }), "the category list");
  await tap(page, page.getByRole("option", { name: category, exact: true }), "a category");
  await page.getByLabel("Location").fill(JOB.location);
  await page.getByLabel("Description", { exact: true }).fill(JOB.description);
  await screenshot(page, "new-project");

  // The pair: the photo taken before the work, then the finished work from the same spot.
  await tap(page, page.getByRole("button", { name: /^Add before and after/i }), "a before/after pair");
  await uploadInto(page, photos.before, JOB.pair.before.name, "before");
  await page.getByLabel("Description of the before photo (for the blind and for Google)").fill(JOB.pair.before.alt);
  await uploadInto(page, photos.after, JOB.pair.after.name, "after");
  await page.getByLabel("Description of the after photo (for the blind and for Google)").fill(JOB.pair.after.alt);
  await page.getByLabel("Caption", { exact: true }).fill(JOB.pair.caption);
  await screenshot(page, "pair");

  // The card's picture: the finished work, chosen from the photos already uploaded.
  await tap(page, page.getByRole("button", { name: "Choose an image" }).first(), "the card's picture");
  await tap(page, page.getByText(`${JOB.pair.after.name}.jpg`).first(), "the finished photo in the library");
  await screenshot(page, "choose-photo");
  await tap(page, page.getByRole("button", { name: "Choose selected" }), "Choose selected");
  await page.getByLabel("Picture description (for the blind and for Google)").fill(JOB.pictureAlt);

  // Published without a page: refused, saying the pair needs the project's own page, and nothing saved.
  const projects = join(copy.path, "app/content/projects");
  const saved = () => readdirSync(projects).find((f) => f.startsWith(`${id}-`));
  await publish(page, "publish-menu");
  await expect(page.getByText(/give it a web address name/)).toBeVisible();
  await screenshot(page, "refused");
  expect(saved()).toBeUndefined();

  // Corrected: the page's address, then Publish again.
  await page.getByLabel("Its own page: web address name").fill(JOB.page);
  await publish(page);
  await expect.poll(saved, { timeout: 30_000 }).toBeDefined();
  await screenshot(page, "published");
  expect(messages, messages.join("\n")).toEqual([]);
  const project = loadContent(copy.path).collections.projects.find((p) => p.id === id)!;
  expect(project).toMatchObject({
    title: JOB.title,
    href: `${content.settings.sitePages.portfolio.path}/${JOB.page}`,
    beforeAfter: [{ before: { art: JOB.pair.before.name }, after: { art: JOB.pair.after.name } }],
  });
  for (const side of ["before", "after"] as const)
    expect(statSync(join(copy.path, "app/assets/art", `${JOB.pair[side].name}.jpg`)).size).toBeLessThanOrEqual(
      5 * 1024 * 1024,
    );

  // A build of the copy (the pages as pre-rendered, the photos through the picture pipeline).
  const out = "build-editor-phone";
  let server: ReturnType<typeof spawn> | undefined;
  const build = spawnSync("sh", ["-c", "node scripts/build-images.ts && npx react-router build"], {
    cwd: root,
    env: { ...process.env, CONTENT_ROOT: copy.path, BUILD_DIR: out },
    encoding: "utf8",
  });
  try {
    expect(build.status, build.stderr.slice(-2000)).toBe(0);
    const client = join(root, out, "client");
    const pagePath = project.href!;
    expect(existsSync(join(client, pagePath.slice(1), "index.html"))).toBe(true);
    // Served as a host serves it (scripts/serve.ts), on a port of this spec's own.
    const site = `http://localhost:${8400 + (Number(process.env.E2E_PORT || 4173) % 100)}`;
    server = spawn(process.execPath, [join(root, "scripts/serve.ts")], {
      env: { ...process.env, BUILD_DIR: out, PORT: new URL(site).port },
      stdio: "ignore",
    });
    await expect
      .poll(
        () =>
          fetch(site).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    // The card links to the page; the page shows the pair as a comparison, both photos through the pipeline.
    await page.goto(`${site}${content.settings.sitePages.portfolio.path}`);
    const card = page.getByRole("article").filter({ hasText: JOB.title });
    await expect(card.getByRole("link", { name: JOB.title })).toHaveAttribute("href", pagePath);
    await fitsTheScreen(page, "the portfolio");
    await page.goto(`${site}${pagePath}`);
    const figure = page.locator("figure", { hasText: JOB.pair.caption });
    await expect(figure.getByRole("img", { name: JOB.pair.before.alt })).toHaveAttribute(
      "src",
      new RegExp(`/img/${JOB.pair.before.name}-`),
    );
    await expect(figure.getByRole("img", { name: JOB.pair.after.alt })).toHaveAttribute(
      "src",
      new RegExp(`/img/${JOB.pair.after.name}-`),
    );
  } finally {
    server?.kill();
    rmSync(join(root, out), { recursive: true, force: true });
    for (const f of readdirSync(join(root, "public/img")))
      if (f.startsWith(`${JOB.pair.before.name}-`) || f.startsWith(`${JOB.pair.after.name}-`))
        rmSync(join(root, "public/img", f));
  }

  /** Publish, then Publish now from its menu, each tapped inside the window. */
  async function publish(page: Page, name?: string) {
    await tap(page, page.getByRole("button", { name: "Publish", exact: true }).first(), "Publish");
    if (name) await screenshot(page, name);
    await tap(page, page.getByRole("menuitem", { name: "Publish now" }), "Publish now");
  }
});
