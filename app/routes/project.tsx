import { Icon } from "~/components/ui/icon";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceFacts } from "~/components/sections/service-facts";
import { Gallery } from "~/components/gallery/gallery";
import { BeforeAfter } from "~/components/gallery/before-after";
import type { ProjectPage as Project } from "~/content/project-page";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { creativeWorkNode } from "~/lib/head/structured-data";
import { crumbs, trail } from "~/lib/trail";
import { lastSegment } from "~/lib/url";
import type { Route } from "./+types/project";
import { getCollection, getEntry } from "~/lib/content/content.server";
import { fill } from "~/lib/content/fill";
import site from "virtual:content/site";

const projectPath = (project: Project) => `${site.paths.portfolio}/${project.slug}`;
const projectTrail = (project: Project) => trail(crumbs.portfolio, { name: project.title, path: projectPath(project) });

/** React runs in the browser on this page (app/root.tsx, decision 026). */
export const handle = { hydrate: true };

/** Runs at build time only: the project's copy and gallery go into the page, not the JavaScript. */
export function loader({ request }: Route.LoaderArgs) {
  const project = projectOf(request);
  const path = projectPath(project);
  const pairs = pairsOf(project);
  const head = pageHead(
    { title: project.metaTitle, description: project.metaDescription, path },
    { trail: projectTrail(project), nodes: [creativeWorkNode(project, path, pairs)] },
  );
  return { project, pairs, head };
}

/** The before/after pairs of the portfolio project whose card links to this page. */
const pairsOf = (project: Project) =>
  getCollection("projects").find((p) => p.href === projectPath(project))?.beforeAfter ?? [];

const projectOf = (request: Request) => getEntry("projectPages", lastSegment(new URL(request.url).pathname));

export const meta = headFromLoader;

export default function ProjectPage({ loaderData }: Route.ComponentProps) {
  const { project, pairs } = loaderData;
  const pageTrail = projectTrail(project);
  return (
    <>
      <PageHero
        trail={pageTrail}
        eyebrow={project.eyebrow}
        heading={project.title}
        image={project.hero}
        lead={
          <>
            <p className="inline-flex items-center gap-1.5 font-semibold text-walnut-dark">
              <Icon name="map-pin" className="size-5" /> {project.location}
            </p>
            <h2 className="sr-only">{project.tagsHeading}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {project.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-forest/10 px-3 py-1 text-sm font-semibold text-forest">
                  {tag}
                </li>
              ))}
            </ul>
          </>
        }
      />
      <ServiceFacts facts={project.highlights} aria-label={project.highlightsLabel} />
      <Section heading={project.overviewHeading}>
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink-soft">
          {project.overview.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      {pairs.length > 0 && (
        <Section tone="paper" heading={project.beforeAfter.heading} lead={project.beforeAfter.lead}>
          <div className="max-w-5xl space-y-8">
            {pairs.map((pair) => (
              <BeforeAfter key={pair.caption} pair={pair} words={project.beforeAfter} />
            ))}
          </div>
        </Section>
      )}
      <Section
        tone={pairs.length > 0 ? "cream" : "paper"}
        heading={project.galleryHeading}
        lead={fill(project.galleryLead, { count: String(project.gallery.length) })}
      >
        <Gallery images={project.gallery} label={`${project.title}: photo gallery`} />
      </Section>
      <CtaBand
        heading={project.cta.heading}
        text={project.cta.text}
        secondary={{ label: project.cta.secondaryLabel, href: site.paths.portfolio }}
      />
    </>
  );
}
