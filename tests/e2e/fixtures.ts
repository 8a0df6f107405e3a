import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test imports `test` from here. Each page gets a stand-in for the React
 * DevTools hook before any script runs: React (production builds too) reports every commit to
 * it, so a test can wait for the moment the pre-rendered page is hydrated, after which its
 * event handlers work, instead of guessing with a delay. React reports hydration errors in the
 * same commit, before the hook hears of it, so they have surfaced by then too.
 */
const commitCounter = () => {
  const w = window as unknown as { __e2eCommits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  w.__e2eCommits = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: () => void w.__e2eCommits++,
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onScheduleFiberRoot: () => {},
    checkDCE: () => {},
  };
};

export const test = base.extend<{ reactCommits: void }>({
  reactCommits: [
    async ({ context }, use) => {
      await context.addInitScript(commitCounter);
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the current document. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __e2eCommits?: number }).__e2eCommits! > 0);
}

/** Whether React runs on the current page: only the routes that ask for it load its code (decision 026). */
export async function reactRuns(page: Page): Promise<boolean> {
  // React Router's module script is at the end of the body: a page still arriving has not shown it yet.
  await page.waitForFunction(() => document.readyState !== "loading");
  return (await page.locator('script[type="module"]').count()) > 0;
}

/**
 * Opens a page and waits until it is ready: a page React runs, until React has hydrated it; any
 * other page once its document has been read (its own small scripts run as it is read).
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  if (await reactRuns(page)) await hydrated(page);
}

/**
 * Runs `navigate` (a click on a link, say) and checks it loaded a new document, as every link of
 * the site does: the new page comes with its own whole head and starts at the top.
 */
export async function loadsNewDocument(page: Page, navigate: () => Promise<void>) {
  const token = String(Math.random());
  await page.evaluate((t) => ((window as unknown as { __e2eDocument: string }).__e2eDocument = t), token);
  await navigate();
  // The old document answers with its token until the new one has replaced it.
  await expect
    .poll(
      () => page.evaluate(() => (window as unknown as { __e2eDocument?: string }).__e2eDocument).catch(() => token),
      { message: "the link did not load a new document" },
    )
    .toBeUndefined();
  await page.waitForLoadState("domcontentloaded");
}

/** Fake timers that move only when the test says so (Playwright's clock otherwise runs in real time). */
export async function stopClock(page: Page) {
  await page.clock.install({ time: new Date("2026-05-04T10:00:00-04:00") });
  await page.clock.pauseAt(new Date("2026-05-04T10:00:01-04:00"));
}
