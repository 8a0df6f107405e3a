/**
 * The editor's preview pane, rendered with the site's own components: a service, a planning guide or
 * a town as its page shows it (app/components/pages/), a portfolio project as its card, a review as
 * its card, all fed with the entry being edited (./preview-entries.ts); every other file (the business
 * facts, a page's words, a form's words) as the list of its fields and their words.
 *
 * Decap's prebuilt bundle carries its own React and gives templates only its `createElement` (`h`)
 * and `createClass`, no hooks: each template is a Decap component that renders one element, into
 * which the site's own React renders the site's components (decision 027). Bundled for the browser at
 * build time and by the dev server (./vite-plugin.ts, PREVIEW_PATH); /admin/ loads it after Decap.
 */
import { Component, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { ArticleContent } from "~/components/pages/article-content";
import { ServiceContent } from "~/components/pages/service-content";
import { TownContent } from "~/components/pages/town-content";
import { ProjectCard } from "~/components/portfolio/project-card";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { ICON_SPRITE_ID } from "~/components/layout/icon-sprite";
import { PictureSource } from "~/components/ui/art";
import { renderMarkdown } from "~/lib/markdown";
import preview from "virtual:content/editor-preview";
import { symbols } from "virtual:icon-sprite";
import { fill } from "./fill.ts";
import {
  articlePreview,
  projectPreview,
  servicePreview,
  testimonialPreview,
  townPreview,
  type EditorField,
} from "./preview-entries.ts";

/** An Immutable.js value, as Decap hands over an entry and its fields. */
type Immutable = { toJS(): unknown; get(key: string): unknown };
/** What Decap gives a preview template (decapcms.org, "Creating Custom Previews"). */
type PreviewProps = {
  entry: Immutable;
  fields: Immutable;
  collection: Immutable;
  getAsset: (path: string) => { toString(): string } | undefined;
};
type Template = { props: PreviewProps; root?: Root; element?: HTMLElement | null };
type Decap = {
  registerPreviewStyle(href: string): void;
  registerPreviewTemplate(name: string, component: unknown): void;
};
declare global {
  interface Window {
    CMS: Decap;
    h: (type: string, props: Record<string, unknown>) => unknown;
    createClass: (spec: Record<string, unknown>) => unknown;
  }
}

/** What a preview shows of an entry: the editor's fields and the entry's data as plain values. */
type Shown = { fields: EditorField[]; data: unknown; slug: string; props: PreviewProps };

/** A render error while the owner types shows this note, and the preview comes back with the next keystroke. */
class WhileTyping extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidUpdate(before: { children: ReactNode }) {
    if (this.state.error && before.children !== this.props.children) this.setState({ error: undefined });
  }
  override render() {
    return this.state.error ? (
      <p className="container-page py-10 text-ink-soft">
        The preview appears as the entry&apos;s fields are filled in.
      </p>
    ) : (
      this.props.children
    );
  }
}

/**
 * A picture as the preview can show it: an upload (a file name with its kind) from the editor's own
 * copy, at once; an illustration's name from the site's built sizes (Art's own /img/ sources).
 */
const pictureSource = (getAsset: PreviewProps["getAsset"]) => (value: string) =>
  !value ? "" : /\.[a-z0-9]+$/i.test(value) ? String(getAsset(value) ?? "") : undefined;

/** The site's setting around a preview: a router for the links, the icons, the pictures. */
function Frame({ getAsset, children }: { getAsset: PreviewProps["getAsset"]; children: ReactNode }) {
  return (
    <MemoryRouter>
      <PictureSource value={pictureSource(getAsset)}>
        <svg id={ICON_SPRITE_ID} className="hidden" aria-hidden="true" dangerouslySetInnerHTML={{ __html: symbols }} />
        <WhileTyping>{children}</WhileTyping>
      </PictureSource>
    </MemoryRouter>
  );
}

/** A Decap template whose one element the site's React renders `render(entry)` into. */
function template(render: (shown: Shown) => ReactNode) {
  const paint = (self: Template) => {
    const { entry, fields, getAsset } = self.props;
    const shown = {
      fields: (fields.toJS() ?? []) as EditorField[],
      data: (entry.get("data") as Immutable | undefined)?.toJS() ?? {},
      slug: (entry.get("slug") as string | undefined) ?? "",
      props: self.props,
    };
    self.root?.render(<Frame getAsset={getAsset}>{render(shown)}</Frame>);
  };
  return window.createClass({
    componentDidMount(this: Template) {
      if (!this.element) return;
      this.root = createRoot(this.element);
      paint(this);
    },
    componentDidUpdate(this: Template) {
      paint(this);
    },
    componentWillUnmount(this: Template) {
      this.root?.unmount();
    },
    render(this: Template) {
      return window.h("div", { ref: (element: HTMLElement | null) => (this.element = element) });
    },
  });
}

/**
 * A file of words (a page's texts, a form's words, the business facts): each field's label and its
 * words, with the business facts filled in. A `{name}` filled only when a page is shown ({town},
 * {count}, {query}) stays, since it changes with the page or the visitor.
 */
function Words({ fields, data }: Pick<Shown, "fields" | "data">) {
  const record = (data ?? {}) as Record<string, unknown>;
  // A {name} naming a text of the same file is filled from it, as the site fills the inquiry form's {heading}.
  const own = Object.fromEntries(
    Object.entries(record).flatMap(([k, v]) => (typeof v === "string" ? [[k, fill(v, preview.facts)]] : [])),
  );
  const values = { ...preview.facts, ...own };
  return (
    <div className="bg-cream p-6">
      {fields.map((f) => (
        <FieldWords key={f.name} field={f} value={record[f.name]} values={values} />
      ))}
    </div>
  );
}

function FieldWords({ field, value, values }: { field: EditorField; value: unknown; values: Record<string, string> }) {
  if (field.widget === "hidden" || value === undefined || value === null || value === "") return null;
  const label = (field as { label?: string }).label ?? field.name;
  const inner = field.fields ?? (field.field ? [field.field] : undefined);
  if (inner && typeof value === "object") {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    return (
      <section className="mt-4 border-l-2 border-linen pl-4">
        <h3 className="font-semibold text-walnut-dark">{label}</h3>
        {items.map((item, i) => (
          <div key={i} className="mt-2">
            {inner.map((f) => (
              <FieldWords
                key={f.name}
                field={f}
                value={field.fields ? (item as Record<string, unknown> | null)?.[f.name] : item}
                values={values}
              />
            ))}
          </div>
        ))}
      </section>
    );
  }
  const written = Array.isArray(value)
    ? value.join(", ")
    : typeof value === "string" || typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : "";
  return (
    <p className="mt-2 leading-relaxed text-ink-soft">
      <strong className="text-walnut-dark">{`${label}: `}</strong>
      {fill(written, values)}
    </p>
  );
}

/** A folder's entries get `render`; a single file of the same name (pages/services.yaml) gets Words. */
const forFolder = (folder: string, render: (shown: Shown) => ReactNode) =>
  template((shown) => (shown.props.collection.get("name") === folder ? render(shown) : <Words {...shown} />));

const { CMS } = window;
CMS.registerPreviewStyle("/admin/site.css");
for (const name of preview.files) CMS.registerPreviewTemplate(name, template(Words));
CMS.registerPreviewTemplate(
  "services",
  forFolder("services", ({ fields, data }) => <ServiceContent {...servicePreview(fields, data, preview)} />),
);
CMS.registerPreviewTemplate(
  "articles",
  forFolder("articles", ({ fields, data, slug }) => {
    const { markdown, ...article } = articlePreview(fields, data, preview, slug);
    return <ArticleContent {...article} html={renderMarkdown(markdown)} />;
  }),
);
CMS.registerPreviewTemplate(
  "towns",
  forFolder("towns", ({ fields, data }) => <TownContent {...townPreview(fields, data, preview)} />),
);
CMS.registerPreviewTemplate(
  "projects",
  forFolder("projects", ({ fields, data }) => (
    <div className="bg-cream p-8">
      <div className="mx-auto max-w-sm">
        <ProjectCard project={projectPreview(fields, data, preview)} beforeAfterMark={preview.beforeAfterMark} />
      </div>
    </div>
  )),
);
CMS.registerPreviewTemplate(
  "testimonials",
  forFolder("testimonials", ({ fields, data }) => {
    const review = testimonialPreview(fields, data, preview);
    return (
      <div className="bg-cream p-8">
        <TestimonialCard text={review.text} author={review.author} detail={review.location} rating={review.rating} />
      </div>
    );
  }),
);
