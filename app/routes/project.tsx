import { MapPin } from "lucide-react";
import { CtaBand } from "~/components/sections/cta-band";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceFacts } from "~/components/sections/service-facts";
import { Gallery } from "~/components/gallery/gallery";
import { atticProject as project } from "~/content/projects";
import { pages } from "~/content/site-pages";
import { pageMeta } from "~/lib/seo";
import { creativeWorkNode } from "~/lib/structured-data";
import { crumbs, trail } from "~/lib/trail";

const path = pages.attic.path;
const pageTrail = trail(crumbs.portfolio, { name: project.title, path });

export function meta() {
  return pageMeta({
    title: project.metaTitle,
    description: project.metaDescription,
    canonicalPath: path,
    trail: pageTrail,
    nodes: [creativeWorkNode(project, path)],
  });
}

export default function ProjectPage() {
  return (
    <>
      <PageHero
        trail={pageTrail}
        eyebrow="Featured project"
        heading={project.title}
        image={project.hero}
        lead={
          <>
            <p className="inline-flex items-center gap-1.5 font-semibold text-walnut-dark">
              <MapPin className="size-5" aria-hidden="true" /> {project.location}
            </p>
            <h2 className="sr-only">Project tags</h2>
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
      <ServiceFacts facts={project.highlights} />
      <Section heading="Project overview">
        <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-ink-soft">
          {project.overview.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section
        tone="paper"
        heading="Project gallery"
        lead={`${project.gallery.length} photos, from the bare attic to the finished suite.`}
      >
        <Gallery images={project.gallery} label={`${project.title}: photo gallery`} />
      </Section>
      <CtaBand
        heading="Thinking about your own attic?"
        text="Most attics in older colonials have more room in them than you would guess. We will tell you honestly what yours can become."
        secondary={{ label: "Back to the Portfolio", href: pages.portfolio.path }}
      />
    </>
  );
}
