/**
 * A portfolio project's own page, made from the project's entry (projects/*.yaml: its address `page`,
 * story, tags, gallery...) and the words every project page shares (pages/project-page.yaml). The loader
 * (app/lib/content/load.ts) makes one for each project with an address: the route
 * (app/routes/project.tsx), the site index and the structured data read them as
 * `collections.projectPages`. Decision 033.
 */
import type { Fact, Image, Project, ProjectPageWords } from "./schema.ts";

export type ProjectPage = Omit<ProjectPageWords, "cta"> & {
  slug: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  location: string;
  tags: string[];
  hero: Image;
  overview: string[];
  highlights: Fact[];
  gallery: (Image & { caption: string })[];
  cta: ProjectPageWords["cta"];
};

/** What only a project's own page shows: kept out of the portfolio's cards (and so out of /portfolio's data). */
type PageOnly =
  "page" | "story" | "tags" | "highlights" | "gallery" | "metaTitle" | "metaDescription" | "galleryLead" | "closing";
/** A project as its card on /portfolio shows it (a picture project or a video project). */
export type ProjectCardData = Project extends infer P ? (P extends unknown ? Omit<P, PageOnly> : never) : never;

/** The card's part of a project. */
export function projectCard(project: Project): ProjectCardData {
  const {
    page: _page,
    story: _story,
    tags: _tags,
    highlights: _highlights,
    gallery: _gallery,
    metaTitle: _metaTitle,
    metaDescription: _metaDescription,
    galleryLead: _galleryLead,
    closing: _closing,
    ...card
  } = project;
  return card;
}

/** The lengths search engines show (the schema's bounds of a page's own title and description). */
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

/** `text` cut at a word to at most `max` characters, with an ellipsis when it was cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  return `${head.slice(0, Math.max(head.lastIndexOf(" "), 1)).replace(/[\s,;:.]+$/, "")}…`;
}

/** The page of a project with an address; what its entry leaves empty comes from its card and the shared words. */
export function projectPage(project: Project & { page: string }, words: ProjectPageWords): ProjectPage {
  const inTown = `${project.title} in ${project.location}`;
  const [closing] = project.closing;
  // (In the order the attic's page file had, so that its page's data reads as before.)
  return {
    slug: project.page,
    eyebrow: words.eyebrow,
    title: project.title,
    metaTitle: project.metaTitle ?? cut(inTown.length <= TITLE_MAX ? inTown : project.title, TITLE_MAX),
    metaDescription: project.metaDescription ?? cut(project.description, DESCRIPTION_MAX),
    location: project.location,
    tags: project.tags.length ? project.tags : [project.category],
    hero: project.type === "video" ? project.poster : project.image,
    overview: project.story.length ? project.story : [project.description],
    highlights: project.highlights,
    gallery: project.gallery,
    tagsHeading: words.tagsHeading,
    highlightsLabel: words.highlightsLabel,
    overviewHeading: words.overviewHeading,
    galleryHeading: words.galleryHeading,
    galleryLead: project.galleryLead ?? words.galleryLead,
    beforeAfter: words.beforeAfter,
    cta: closing ? { ...words.cta, ...closing } : words.cta,
  };
}
