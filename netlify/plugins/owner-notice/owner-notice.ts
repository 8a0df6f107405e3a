/**
 * A local Netlify build plugin (netlify.toml: [[plugins]] package = "./netlify/plugins/owner-notice"),
 * on Netlify's documented events (docs.netlify.com, "Develop Build Plugins"):
 *
 * - onPreBuild: restores the pictures the last build drew (public/img and their record,
 *   .cache/pictures.json) from Netlify's build cache (`utils.cache.restore`), so that a content-only
 *   publish draws none (scripts/build-images.ts reuses a picture drawn from the same source); and
 *   tells the build where to write its content problems (BUILD_PROBLEMS_FILE, through
 *   `netlifyConfig.build.environment`, which Netlify hands to the build command).
 * - onPostBuild: saves the pictures to the cache (`utils.cache.save`) for the next build.
 * - onError: the build failed, so the change the owner published is not live. Netlify's own
 *   deploy-failed notice says only "Build script returned non-zero exit code"; this e-mails him
 *   (SMTP_URL, LEADS_TO, LEADS_FROM: the lead e-mails' settings) what the build printed about the
 *   content, word for word, which names the entry and the field, with what to do and the warning
 *   that later changes wait until it is fixed (the faulty file stays in the repository). Production
 *   builds only (Netlify's CONTEXT): a developer's deploy preview failing is not the owner's to fix.
 *
 * The e-mail's own words are here, not in the content: they must be sent when the content is what
 * failed. Tested in ./owner-notice.test.ts (a real failed build, a real SMTP server on loopback).
 * Netlify loads it through ./index.js.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { createTransport } from "nodemailer";
import { readMailConfig } from "../../mail-config.ts";

/** Netlify's `utils.cache` (@netlify/cache-utils): paths relative to the build's directory. */
export type BuildCache = {
  restore(paths: string | string[]): Promise<boolean>;
  save(paths: string | string[]): Promise<boolean>;
};

/** What the build keeps between Netlify builds: the drawn pictures and what each was drawn from. */
export const CACHED = ["public/img", ".cache/pictures.json"];

/** Where the build writes its content problems (app/lib/content/load.ts reads BUILD_PROBLEMS_FILE). */
export const problemsFile = (cwd = process.cwd()) => join(cwd, ".cache/build-problems.txt");

export const onPreBuild = async ({
  netlifyConfig,
  utils,
}: {
  netlifyConfig: { build: { environment: Record<string, string> } };
  utils: { cache: BuildCache };
}) => {
  const file = problemsFile();
  rmSync(file, { force: true });
  mkdirSync(dirname(file), { recursive: true });
  netlifyConfig.build.environment.BUILD_PROBLEMS_FILE = file;
  const restored = await utils.cache.restore(CACHED);
  console.log(
    restored
      ? "owner-notice: the pictures of the last build restored from the build cache"
      : "owner-notice: no pictures in the build cache yet",
  );
};

export const onPostBuild = async ({ utils }: { utils: { cache: BuildCache } }) => {
  await utils.cache.save(CACHED);
};

/**
 * The e-mail to the owner for a build that failed: the build's own content problems when it stopped
 * on the content, else the error Netlify reports (a fault for the web developer, not the owner).
 */
export function ownerNotice({
  problems,
  error,
  site,
  log,
}: {
  problems: string;
  error: string;
  site?: string;
  log?: string;
}) {
  const admin = site ? `${site.replace(/\/$/, "")}/admin/` : "/admin/ on your website";
  const logLine = log ? `\n\nThe rebuild's full log, for your web developer: ${log}` : "";
  if (problems.trim())
    return {
      subject: "Your last change is not on the website yet: please correct it in the editor",
      text:
        "Hello,\n\n" +
        "The website could not be rebuilt after your last change in the editor, so that change is not " +
        "on the website yet. The website stays online as it was before it.\n\n" +
        "What the website's check found (the entry and the field, and what to write):\n\n" +
        `${problems.trim()}\n\n` +
        "What to do:\n" +
        `1. Open the editor: ${admin}\n` +
        "2. Open the entry named above and correct the field as the message says.\n" +
        "3. Press Publish, then Publish now. The website rebuilds within minutes, with this change and every one since.\n\n" +
        "Until it is corrected, later changes wait too: the entry stays saved as it is, so every rebuild " +
        "stops at the same place and nothing you publish appears." +
        logLine,
    };
  return {
    subject: "Your last change is not on the website yet: please tell your web developer",
    text:
      "Hello,\n\n" +
      "The website could not be rebuilt after the last change, so that change is not on the website yet. " +
      "The website stays online as it was before it.\n\n" +
      "The rebuild stopped for a reason in the website's code or its host, not in what you typed:\n\n" +
      `${error.trim() || "(no message)"}\n\n` +
      "Please forward this e-mail to your web developer. Until it is fixed, later changes wait too." +
      logLine,
  };
}

export const onError = async ({ error }: { error: unknown }) => {
  try {
    // The owner's changes build the production site; a developer's deploy preview or branch is not his.
    const context = process.env.CONTEXT;
    if (context && context !== "production") {
      console.log(`owner-notice: a ${context} build failed: the owner is not e-mailed`);
      return;
    }
    const mail = readMailConfig(process.env);
    if (!mail) {
      console.log("owner-notice: no SMTP_URL, LEADS_TO, LEADS_FROM: the owner is not e-mailed");
      return;
    }
    const file = problemsFile();
    const { SITE_NAME, DEPLOY_ID, URL } = process.env;
    const notice = ownerNotice({
      problems: existsSync(file) ? readFileSync(file, "utf8") : "",
      error: error instanceof Error ? error.message : typeof error === "string" ? error : "",
      site: URL,
      log: SITE_NAME && DEPLOY_ID ? `https://app.netlify.com/sites/${SITE_NAME}/deploys/${DEPLOY_ID}` : undefined,
    });
    await createTransport(mail.smtpUrl).sendMail({ from: mail.from, to: mail.to, ...notice });
    console.log(`owner-notice: the owner was e-mailed (${mail.to}): ${notice.subject}`);
  } catch (failure) {
    // The build has failed already; the log says why the owner could not be told.
    console.error("owner-notice: the owner could not be e-mailed:", failure);
  }
};
