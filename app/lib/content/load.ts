/**
 * Reads every content file under app/content/ (YAML, and Markdown with front
 * matter), expands the business-fact placeholders, validates each file with its
 * zod schema and checks the references between files. Runs at build time and in
 * the dev server only (through the Vite plugin in ./content-modules-plugin.ts, and from
 * app/routes.ts): neither this module nor the YAML parser reaches the browser.
 *
 * A problem stops the build with one line per problem, naming the file, the
 * field and what was expected.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import {
  businessSchema,
  pictureExtensions,
  articleBodyMinLength,
  type Article,
  type Business,
  type Claims,
  type Faq,
  type Project,
  type Service,
  type Testimonial,
  type Town,
} from "../../content/schema.ts";
import { bodyProblems, entryNames, folderProblems } from "../../content/entry-rules.ts";
import { projectPage } from "../../content/project-page.ts";
import { editorPlaces } from "./cms-config.ts";
import { editorWhere } from "./field-labels.ts";
import { contentFiles, contentFolders, runtimePlaceholders } from "../../content/table.ts";
import { markupProblems, uncaptionedTables } from "../markdown.ts";
import { readVideoPlayerOrigin } from "../../../config/build-config.ts";
import { timeAgo } from "../format.ts";
import { servicePath } from "./paths.ts";

export class ContentError extends Error {
  readonly problems: string[];
  /**
   * @param problems one line per problem: the file, the field and what was expected
   * @param where the same problem as the editor names its field (./field-labels.ts), for the message
   */
  constructor(problems: string[], where: (problem: string) => string = (p) => p) {
    super(
      `The content in app/content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n` +
        problems.map((p) => `  - ${where(p)}`).join("\n"),
    );
    this.problems = problems;
    this.name = "ContentError";
  }
}

const PROBLEM = /^(app\/content\/[^:]+): field "([^"]+)": ([\s\S]*)$/;

/**
 * A problem as the owner's editor names its place, first: `Portfolio projects › "Attic Renovation" ›
 * Reference: "7" is already used by ...`, then the file and the field for a developer.
 */
function inEditorWords(problem: string, dataOf: (file: string) => unknown): string {
  const match = PROBLEM.exec(problem);
  if (!match) return problem;
  const [, file, field, message] = match as unknown as [string, string, string, string];
  try {
    const data = dataOf(file) as Record<string, unknown> | undefined;
    const name = data?.[entryNames[file.split("/")[2] ?? ""] ?? "title"];
    const path = field === "(the whole file)" ? [] : field.split(".");
    const where = editorWhere(editorPlaces(), file, path, typeof name === "string" ? name : undefined);
    return where ? `${where}: ${message} (${file}, field "${field}")` : problem;
  } catch {
    return problem;
  }
}

/**
 * The content, as the site reads it through ./content.server.ts: `settings` (settings/*.yaml),
 * `pages` (each page's path, title and description with its own words), `forms` (forms/*.yaml) and
 * `collections` (the folders of entries), typed from the zod schemas in app/content/schema.ts.
 */
export type Content = ReturnType<typeof readContent>;

/** The folder of the content files and the folder of the pictures, from the project's root. */
export function contentPaths(root: string) {
  return {
    dir: join(root, "app/content"),
    artDir: join(root, "app/assets/art"),
    videoDir: join(root, "app/assets/video"),
  };
}

/**
 * Where the content is read from: the working tree, or CONTENT_ROOT (a folder holding
 * app/content and app/assets/art, such as a copy the editor wrote into; README "Configuration").
 */
export const contentRoot = (): string => process.env.CONTENT_ROOT || process.cwd();

const placeholderPattern = /\{([a-zA-Z]+)\}/g;

/** The placeholders filled when a page is shown or a message sent, by file or folder (the content table's). */
export { runtimePlaceholders };

/**
 * The facts prose may name as `{placeholder}`: changing the fact in
 * settings/business.yaml changes every sentence that names it.
 */
export function placeholderValues(
  business: z.infer<typeof businessSchema>,
  townNames: string[],
): Record<string, string> {
  const list = (items: string[]) =>
    items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
  return {
    businessName: business.name,
    shortName: business.shortName,
    founder: business.founder,
    foundingYear: String(business.foundingYear),
    /** years from the founding to the copyright year */
    yearsInBusiness: String(business.copyrightYear - business.foundingYear),
    city: business.address.city,
    phone: business.phone.display,
    afterHoursPhone: business.afterHoursPhone.display,
    email: business.email,
    licence: business.licence,
    counties: business.counties.join(" & "),
    serviceRadius: `${business.serviceRadiusMiles}-mile`,
    rating: business.claims.rating,
    reviewsShort: business.claims.reviewsShort,
    reviewsLong: business.claims.reviewsLong,
    years: business.claims.years,
    projects: business.claims.projects,
    responseTime: business.claims.responseTime,
    towns: list(townNames),
  };
}

type RawFile = { file: string; data: unknown; body?: string };

function walk(dir: string, ext: string[]): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => ext.includes(extname(f)) && !f.startsWith("."))
    .sort()
    .map((f) => join(dir, f));
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A signature of the content files (names, sizes and times), to reuse a load while nothing changed. */
export function contentSignature(root: string): string {
  const { dir, artDir, videoDir } = contentPaths(root);
  const parts: string[] = [];
  const visit = (d: string) => {
    if (!existsSync(d)) return;
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      const st = statSync(p);
      if (st.isDirectory()) visit(p);
      else parts.push(`${p}:${st.size}:${st.mtimeMs}`);
    }
  };
  visit(dir);
  visit(artDir);
  visit(videoDir);
  return parts.join("|");
}

let cache: { key: string; content: Content } | undefined;

/** Every content file, read, expanded, validated and cross-checked. Throws a ContentError listing every problem. */
export function loadContent(root: string = contentRoot()): Content {
  const key = `${root}#${contentSignature(root)}`;
  if (cache?.key === key) return cache.content;
  // As JSON, as the pages receive it: a field the owner left empty is absent, not `undefined`
  // (which would cost every page's data a key and its value).
  const content = JSON.parse(JSON.stringify(keepProblemsForTheOwner(() => readContent(root)))) as Content;
  cache = { key, content };
  return content;
}

/**
 * BUILD_PROBLEMS_FILE (set on Netlify by netlify/plugins/owner-notice): a build that stops on the
 * content also writes there what it prints, so that the owner's e-mail carries the build's own words.
 */
function keepProblemsForTheOwner<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    const file = process.env.BUILD_PROBLEMS_FILE;
    if (file && error instanceof ContentError) writeFileSync(file, error.message);
    throw error;
  }
}

function readContent(root: string) {
  const { dir, artDir, videoDir } = contentPaths(root);
  const problems: string[] = [];
  const rel = (file: string) => relative(root, file);
  /** What each file holds, by its path from the root, for the messages' entry names. */
  const read = new Map<string, unknown>();
  const fail = () => new ContentError(problems, (p) => inEditorWords(p, (file) => read.get(file)));

  const readYaml = (file: string): RawFile => {
    try {
      const data: unknown = parseYaml(readFileSync(file, "utf8"), { prettyErrors: true });
      read.set(rel(file), data);
      return { file, data };
    } catch (error) {
      problems.push(`${rel(file)}: is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
      return { file, data: undefined };
    }
  };
  const readMarkdown = (file: string): RawFile => {
    const match = FRONT_MATTER.exec(readFileSync(file, "utf8"));
    if (!match) {
      problems.push(`${rel(file)}: expected front matter between two "---" lines at the top of the file`);
      return { file, data: undefined, body: "" };
    }
    try {
      const data: unknown = parseYaml(match[1]!, { prettyErrors: true });
      read.set(rel(file), data);
      return { file, data, body: match[2]!.replace(/^\r?\n/, "") };
    } catch (error) {
      problems.push(`${rel(file)}: the front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
      return { file, data: undefined, body: match[2] };
    }
  };
  const single = (name: string) => {
    const file = join(dir, name);
    if (!existsSync(file)) {
      problems.push(`${rel(file)}: the file is missing`);
      return { file, data: undefined };
    }
    return readYaml(file);
  };
  const collection = (folder: string) => walk(join(dir, folder), [".yaml", ".yml"]).map(readYaml);

  // 1. Read every file the content table names.
  type Files = typeof contentFiles;
  const raw = Object.fromEntries(Object.entries(contentFiles).map(([key, f]) => [key, single(f.path)])) as Record<
    keyof Files,
    RawFile
  >;
  const folders = contentFolders;
  const rawServices = collection(folders.services.path);
  const rawTowns = collection(folders.towns.path);
  const rawProjects = collection(folders.projects.path);
  const rawTestimonials = collection(folders.testimonials.path);
  const rawFaqs = collection(folders.faqs.path);
  const rawArticles = walk(join(dir, folders.articles.path), [".md"]).map(readMarkdown);

  // 2. The facts first: placeholders in every other file are expanded from them.
  const parse = <S extends z.ZodType>(schema: S, entry: RawFile): z.infer<S> | undefined => {
    const result = schema.safeParse(entry.data);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field = issue.path.length ? issue.path.map(String).join(".") : "(the whole file)";
      problems.push(`${rel(entry.file)}: field "${field}": ${issue.message}`);
    }
    return undefined;
  };
  const businessFile = parse(businessSchema, raw.business);
  // Every other file's placeholders are filled from this one: report its problems alone.
  if (!businessFile) throw fail();
  const townNames = rawTowns
    .map((t) => t.data as { city?: unknown; order?: unknown } | undefined)
    .filter((t): t is { city: string; order: number } => typeof t?.city === "string")
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((t) => t.city);
  const values = businessFile ? placeholderValues(businessFile, townNames) : undefined;

  const runtimeNames = (file: string): readonly string[] => {
    const name = relative(dir, file).split("\\").join("/");
    return runtimePlaceholders[name] ?? runtimePlaceholders[name.split("/")[0]!] ?? [];
  };
  const expandString = (value: string, file: string, path: string): string =>
    value.replace(placeholderPattern, (whole, name: string) => {
      if (!values) return whole;
      const fact = values[name];
      if (fact !== undefined) return fact;
      const later = runtimeNames(file);
      if (later.includes(name)) return whole;
      problems.push(
        `${rel(file)}: field "${path}": unknown placeholder "${whole}"; expected one of ${[
          ...Object.keys(values),
          ...later,
        ]
          .map((k) => `{${k}}`)
          .join(", ")}`,
      );
      return whole;
    });
  const expand = (value: unknown, file: string, path = ""): unknown => {
    if (typeof value === "string") return expandString(value, file, path || "(the whole file)");
    if (Array.isArray(value)) return value.map((v, i) => expand(v, file, path ? `${path}.${i}` : String(i)));
    if (value && typeof value === "object")
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, expand(v, file, path ? `${path}.${k}` : k)]));
    return value;
  };
  const check = <S extends z.ZodType>(schema: S, entry: RawFile): z.infer<S> | undefined =>
    entry.data === undefined ? undefined : parse(schema, { ...entry, data: expand(entry.data, entry.file) });

  // The business file may use placeholders too ("A response within {responseTime}").
  const business = businessFile ? check(businessSchema, raw.business) : undefined;
  const { business: _business, ...others } = contentFiles;
  const files = Object.fromEntries(
    Object.entries(others).map(([key, f]) => [key, check(f.schema, raw[key as keyof Files])]),
  ) as { [K in keyof typeof others]: z.infer<(typeof others)[K]["schema"]> | undefined };
  const {
    navigation,
    sitePages,
    serviceLists,
    home: homePage,
    about: aboutPage,
    process: processPage,
    services: servicesPage,
    portfolio: portfolioPage,
    testimonials: testimonialsPage,
    contact: contactPage,
    review: reviewPage,
    notFound: notFoundPage,
    servicePage,
    townPage,
    articlePage,
    joinTeam: joinTeamPage,
    resources: resourcesPage,
    faq: faqIntro,
    search: searchPage,
    thankYou: thankYouPage,
    formCommon,
    inquiryForm,
    jobForm,
    leadMail,
    estimate: estimatePage,
    projectPage: projectPageWords,
  } = files;

  const entries = <S extends z.ZodType>(schema: S, files: RawFile[], key?: string) =>
    files.flatMap((entry) => {
      const data = check(schema, entry);
      if (data === undefined) return [];
      const name = basename(entry.file, extname(entry.file));
      const id = key ? (data as Record<string, unknown>)[key] : undefined;
      if (key && typeof id === "string" && id !== name)
        problems.push(`${rel(entry.file)}: field "${key}": expected "${name}", the file's name (found "${id}")`);
      return [{ file: entry.file, data }];
    });
  const serviceEntries = entries(folders.services.schema, rawServices, folders.services.namedBy);
  const townEntries = entries(folders.towns.schema, rawTowns, folders.towns.namedBy);
  const projectEntries = entries(folders.projects.schema, rawProjects);
  const testimonialEntries = entries(folders.testimonials.schema, rawTestimonials, folders.testimonials.namedBy);
  const faqEntries = entries(folders.faqs.schema, rawFaqs);
  const articleEntries = rawArticles.flatMap((entry) => {
    const data = check(folders.articles.schema, entry);
    if (data === undefined) return [];
    const slug = basename(entry.file, ".md");
    if (!/^[a-z0-9-]+$/.test(slug))
      problems.push(`${rel(entry.file)}: the file name: expected lower-case letters, digits and dashes only`);
    const body = expandString(entry.body ?? "", entry.file, "body");
    if (body.trim().length < articleBodyMinLength)
      problems.push(
        `${rel(entry.file)}: field "body": expected the article's text (at least ${articleBodyMinLength} characters)`,
      );
    for (const problem of bodyProblems(body)) problems.push(`${rel(entry.file)}: field "body": ${problem.message}`);
    for (const message of markupProblems(body)) problems.push(`${rel(entry.file)}: field "body": ${message}`);
    for (const header of uncaptionedTables(body))
      problems.push(
        `${rel(entry.file)}: field "body": the table "${header}" has no caption; write a line "Table: what the table shows" right above it`,
      );
    return [{ file: entry.file, data: { slug, ...data } satisfies Article, body }];
  });
  // The rules between entries of a folder (unique numbers and titles, a review on the home page), as
  // the editor runs them before a save (app/content/entry-rules.ts).
  for (const [folder, list] of [
    ["services", serviceEntries],
    ["towns", townEntries],
    ["projects", projectEntries],
    ["testimonials", testimonialEntries],
    ["faqs", faqEntries],
  ] as const)
    for (const { file, problem } of folderProblems(
      folder,
      list.map((e) => ({ file: rel(e.file), data: e.data })),
    ))
      problems.push(`${file}: field "${problem.path.join(".")}": ${problem.message}`);
  for (const [name, list] of [
    ["services", serviceEntries],
    ["towns", townEntries],
    ["projects", projectEntries],
    ["testimonials", testimonialEntries],
    ["articles", articleEntries],
    ["faqs", faqEntries],
  ] as const)
    if (list.length === 0 && problems.length === 0) problems.push(`app/content/${name}: expected at least one entry`);

  // 3. References between files.
  const serviceSlugs = new Set(serviceEntries.map((s) => s.data.slug));
  const knownService = (file: string, field: string, slug: string) => {
    if (!serviceSlugs.has(slug))
      problems.push(
        `${rel(file)}: field "${field}": "${slug}" is not a service; expected one of ${[...serviceSlugs].join(", ")}`,
      );
  };
  if (navigation)
    navigation.footerServices.forEach((slug, i) => knownService(raw.navigation.file, `footerServices.${i}`, slug));
  if (serviceLists)
    for (const [list, slugs] of Object.entries(serviceLists))
      slugs.forEach((slug, i) => knownService(raw.serviceLists.file, `${list}.${i}`, slug));
  for (const { file, data } of articleEntries) knownService(file, "relatedService", data.relatedService);
  if (portfolioPage) {
    if (portfolioPage.categories[0] !== "All")
      problems.push(
        `${rel(raw.portfolio.file)}: field "categories.0": expected "All", the option that shows every project`,
      );
    for (const { file, data } of projectEntries)
      if (!portfolioPage.categories.includes(data.category))
        problems.push(
          `${rel(file)}: field "category": "${data.category}" is not a portfolio filter option; expected one of ${portfolioPage.categories.join(", ")}`,
        );
  }
  if (business)
    for (const { file, data } of townEntries)
      if (!business.counties.includes(data.county))
        problems.push(`${rel(file)}: field "county": expected one of ${business.counties.join(", ")}`);
  // Every picture named in content exists in app/assets/art (an illustration or a photograph).
  const pictures = new Set(
    (existsSync(artDir) ? readdirSync(artDir) : [])
      .filter((f) => pictureExtensions.includes(extname(f).toLowerCase()))
      .map((f) => basename(f, extname(f))),
  );
  const checkArt = (value: unknown, file: string, path: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => checkArt(v, file, `${path}${path ? "." : ""}${i}`));
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) {
        const here = `${path}${path ? "." : ""}${k}`;
        if (k === "art" && typeof v === "string" && !pictures.has(v))
          problems.push(
            `${rel(file)}: field "${here}": no picture named "${v}" in app/assets/art; expected a JPG, PNG, WebP, AVIF or SVG file of that name`,
          );
        else checkArt(v, file, here);
      }
  };
  for (const list of [serviceEntries, townEntries, projectEntries, articleEntries])
    for (const { file, data } of list) checkArt(data, file, "");
  // Every video file named in content is in app/assets/video (the build serves it at /video/), and a
  // player's address is on the player origin the Content-Security-Policy allows (VIDEO_PLAYER_ORIGIN).
  const videoPlayerOrigin = readVideoPlayerOrigin();
  for (const { file, data } of projectEntries) {
    if (data.type === "video" && data.videoUrl && new URL(data.videoUrl).origin !== videoPlayerOrigin)
      problems.push(
        `${rel(file)}: field "videoUrl": expected an address on ${videoPlayerOrigin}, the video player the site allows (another player needs VIDEO_PLAYER_ORIGIN set for the build: ask your developer)`,
      );
    if (data.type === "video")
      for (const field of ["videoFile", "captions"] as const) {
        const value = data[field];
        if (value && !existsSync(join(videoDir, basename(value))))
          problems.push(`${rel(file)}: field "${field}": no file named "${basename(value)}" in app/assets/video`);
      }
  }

  if (problems.length > 0) throw fail();

  // 4. The content as the site reads it (content.server.ts returns these four parts by name).
  const meta = sitePages!;
  const services: Service[] = serviceEntries
    .map((e) => e.data)
    .sort((a, b) => a.order - b.order)
    .map(omitOrder);
  const serviceName = (slug: string) => {
    const { name } = services.find((s) => s.slug === slug)!;
    return { slug, name };
  };
  const { claims, promises, ...facts } = business!;
  const inquiry = inquiryForm!;
  // A project with a web address name has its own page, under the portfolio's address; its card links there.
  const projects: Project[] = projectEntries
    .map((e) => e.data)
    .sort((a, b) => a.id - b.id)
    .map((p) => ({ ...p, href: p.page ? `${meta.portfolio.path}/${p.page}` : undefined }));
  return {
    settings: {
      /** settings/business.yaml: identity, hours, claims and promises */
      business: { ...(facts satisfies Business), claims: claims satisfies Claims, promises },
      /** settings/navigation.yaml, with the services dropdown and the footer's services resolved */
      navigation: {
        /** the item marked `dropdown: services` lists every service page */
        mainNav: navigation!.mainNav.map((item) =>
          item.dropdown
            ? {
                name: item.name,
                href: item.href,
                dropdown: services.map((s) => ({ name: s.name, href: servicePath(s) })),
              }
            : { name: item.name, href: item.href },
        ),
        contactCta: navigation!.contactCta,
        serviceAreaLine: navigation!.serviceAreaLine,
        callBarLabel: navigation!.callBarLabel,
        footerServices: navigation!.footerServices.map(serviceName),
      },
      /** settings/service-lists.yaml: which services the home page, the offer catalog and the town pages list */
      serviceLists: serviceLists!,
      /** settings/site-pages.yaml: every page's path, and its search-engine title and description */
      sitePages: meta,
    },
    /** A page: its path, title and description (settings/site-pages.yaml) with its own words (pages/<name>.yaml). */
    pages: {
      home: { ...meta.home, ...homePage! },
      about: { ...meta.about, ...aboutPage! },
      process: { ...meta.process, ...processPage! },
      services: { ...meta.services, ...servicesPage! },
      portfolio: { ...meta.portfolio, ...portfolioPage! },
      testimonials: { ...meta.testimonials, ...testimonialsPage! },
      contact: { ...meta.contact, ...contactPage! },
      review: { ...meta.review, ...reviewPage! },
      joinTeam: { ...meta.joinTeam, ...joinTeamPage! },
      resources: { ...meta.resources, ...resourcesPage! },
      search: { ...meta.search, ...searchPage! },
      notFound: { ...meta.notFound, ...notFoundPage! },
      thankYou: thankYouPage!,
      feed: meta.feed,
      attic: meta.attic,
      /** the questions' heading and intro (pages/faq.yaml), shown on the home and contact pages */
      faq: faqIntro!,
      /** the words around every service, town and article page ({town}, {service} filled by their loaders) */
      service: servicePage!,
      town: townPage!,
      article: articlePage!,
      /** the cost estimator's words; its figures are each service's `estimate` */
      estimate: { ...meta.estimate, ...estimatePage! },
    },
    /** The forms' words (forms/*.yaml); the lead e-mails' words are read by the Netlify function only. */
    forms: {
      common: formCommon!,
      inquiry: { ...inquiry, embedTitle: inquiry.embedTitle.replace("{heading}", inquiry.heading) },
      job: jobForm!,
      leadMail: leadMail!,
    },
    /** The folders of entries, in their order; articles with their Markdown body. */
    collections: {
      services,
      towns: townEntries
        .map((e) => e.data)
        .sort((a, b) => a.order - b.order)
        .map((t): Town => omitOrder(t)),
      projects,
      /** the pages of the projects with a web address name, made from their entries and the shared words */
      projectPages: projects.flatMap((p) => (p.page ? [projectPage({ ...p, page: p.page }, projectPageWords!)] : [])),
      // A review's age is computed here, when the site is built (never typed, so never stale).
      testimonials: testimonialEntries
        .map((e): Testimonial => ({ ...e.data, timeAgo: timeAgo(e.data.datePublished, new Date()) }))
        .sort((a, b) => b.datePublished.localeCompare(a.datePublished) || a.id.localeCompare(b.id)),
      faqs: faqEntries
        .map((e) => e.data)
        .sort((a, b) => a.order - b.order)
        .map(({ question, answer }): Faq => ({ question, answer })),
      articles: articleEntries
        .sort((a, b) => b.data.date.localeCompare(a.data.date) || a.data.slug.localeCompare(b.data.slug))
        .map((a) => ({ ...a.data, body: a.body })),
    },
  };
}

const omitOrder = <T extends { order: number }>({ order: _order, ...rest }: T): Omit<T, "order"> => rest;
