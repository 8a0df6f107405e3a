/**
 * What the owner sees in the editor's preview while an entry is half typed: the page, with what is
 * there, never an error; and a finished entry shaped as the build shapes its file. The fields are the
 * editor's own (the generated configuration), so a field added to a schema is covered here too.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ArticleContent } from "~/components/pages/article-content";
import { ServiceContent } from "~/components/pages/service-content";
import { TownContent } from "~/components/pages/town-content";
import { ProjectCard } from "~/components/portfolio/project-card";
import { editorPlaces } from "./cms-config";
import { loadContent } from "./load";
import { editorPreview } from "./modules";
import { articlePreview, projectPreview, servicePreview, townPreview, type EditorField } from "./preview-entries";

const content = loadContent();
const preview = editorPreview(content);
const fieldsOf = (folder: string) =>
  editorPlaces().find((p) => p.folder === `app/content/${folder}`)!.fields as unknown as EditorField[];
const html = (element: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe("a half-typed entry's preview", () => {
  it("shows a new service's page with only its heading typed", () => {
    const page = html(
      <ServiceContent {...servicePreview(fieldsOf("services"), { hero: { heading: "Decks" } }, preview)} />,
    );
    expect(page).toContain("<h1");
    expect(page).toContain("Decks");
    expect(page).toContain(content.settings.navigation.contactCta.name);
  });

  it("shows a new guide, town and project with nothing typed yet", () => {
    const { markdown: _markdown, ...article } = articlePreview(fieldsOf("articles"), {}, preview, "");
    expect(() => html(<ArticleContent {...article} html="" />)).not.toThrow();
    expect(() => html(<TownContent {...townPreview(fieldsOf("towns"), undefined, preview)} />)).not.toThrow();
    expect(() =>
      html(
        <ProjectCard
          project={projectPreview(fieldsOf("projects"), {}, preview)}
          beforeAfterMark={preview.beforeAfterMark}
        />,
      ),
    ).not.toThrow();
  });
});

describe("a finished entry's preview", () => {
  it("fills the business facts and the estimator's figures as the build does", () => {
    const { phone } = content.settings.business;
    const data = {
      hero: { heading: "Decks", lead: "Call {phone} today." },
      facts: [{ value: "{duration}", label: "to build" }],
      estimate: [{ duration: "3-5 weeks" }],
    };
    const { service } = servicePreview(fieldsOf("services"), data, preview);
    expect(service.hero.lead).toBe(`Call ${phone.display} today.`);
    expect(service.facts[0]!.value).toBe("3-5 weeks");
  });

  it("shows a project with a video address as a video project, as the site does", () => {
    const project = projectPreview(
      fieldsOf("projects"),
      { title: "Porch", image: { art: "project-porch", alt: "A porch" }, videoUrl: "https://example.com/v" },
      preview,
    );
    expect(project.type).toBe("video");
  });
});
