/**
 * The editor's preview pane in the site's own style: the site's stylesheet, and templates for every
 * collection of entries (a review, a service, a planning guide, a portfolio project, a town) and for
 * the business facts, built with the same classes as the site's components. Their words are the
 * site's: a `{placeholder}` is filled in as the build fills it, from the business facts the editor's
 * page gives (`data-facts`, app/lib/content/admin-page.ts) and, in a service, from its estimator's
 * figures (`{duration}`, `{resale}`, as app/content/schema.ts's serviceFileSchema does).
 * Plain script: Decap provides `CMS` and `h` (its React's createElement) as globals.
 */
/* global CMS, h */
CMS.registerPreviewStyle("/admin/site.css");

/** The business facts by name ({ phone: "(781) 555-0142", city: "Weston", ... }). */
const facts = JSON.parse((document.currentScript && document.currentScript.dataset.facts) || "{}");
/** The site's words around an entry: the contact cards' headings, the guides' small lines. */
const words = JSON.parse((document.currentScript && document.currentScript.dataset.words) || "{}");
/** A text with its {placeholders} filled in from `values`; an unknown name stays as written. */
const fill = (value, values = facts) =>
  String(value).replace(/\{([a-zA-Z]+)\}/g, (whole, name) => (name in values ? values[name] : whole));
const text = (data, key, values) => fill(data.getIn(key.split(".")) || "", values);
const list = (data, key) => {
  const value = data.getIn(key.split("."));
  return value && value.toJS ? value.toJS() : [];
};

function Testimonial({ entry }) {
  const data = entry.get("data");
  return h(
    "div",
    { className: "bg-cream p-8" },
    h(
      "figure",
      { className: "flex h-full flex-col rounded-xl border border-linen bg-paper p-6 shadow-sm" },
      h("p", { className: "text-honey", "aria-label": "5 stars" }, "★★★★★"),
      h("blockquote", { className: "mt-4 flex-1 leading-relaxed text-ink-soft" }, `“${text(data, "text")}”`),
      h(
        "figcaption",
        { className: "mt-5" },
        h("p", { className: "font-semibold text-walnut-dark" }, text(data, "author")),
        // On the site, how long ago is computed from the date when the site is built.
        h("p", { className: "text-sm text-ink-soft" }, `${text(data, "location")} · ${text(data, "datePublished")}`),
      ),
    ),
  );
}

function Service({ entry }) {
  const data = entry.get("data");
  // A figure may show the estimator's construction time or resale share: {duration}, {resale}.
  const estimate = list(data, "estimate")[0] || {};
  const figures = { ...facts, duration: estimate.duration || "", resale: estimate.resale || "" };
  return h(
    "div",
    { className: "bg-cream" },
    h(
      "section",
      { className: "container-page py-12" },
      h("p", { className: "text-sm font-semibold tracking-[0.16em] text-rust uppercase" }, text(data, "hero.eyebrow")),
      h("h1", { className: "mt-3 text-4xl font-semibold" }, text(data, "hero.heading")),
      h("p", { className: "mt-5 max-w-3xl text-lg leading-relaxed text-ink-soft" }, text(data, "hero.lead")),
      h(
        "ul",
        { className: "mt-8 grid gap-4 sm:grid-cols-3" },
        list(data, "facts").map((f, i) =>
          h(
            "li",
            { key: i, className: "rounded-xl border border-linen bg-paper p-5" },
            h("p", { className: "font-serif text-3xl font-semibold text-walnut-dark" }, fill(f.value, figures)),
            h("p", { className: "text-sm text-ink-soft" }, fill(f.label)),
          ),
        ),
      ),
      h("h2", { className: "mt-12 text-3xl font-semibold" }, text(data, "intro.heading")),
      ...list(data, "intro.paragraphs").map((p, i) =>
        h("p", { key: `p${i}`, className: "mt-5 max-w-3xl text-lg leading-relaxed text-ink-soft" }, fill(p)),
      ),
      h("h2", { className: "mt-12 text-3xl font-semibold" }, text(data, "benefits.heading")),
      h(
        "div",
        { className: "mt-6 grid gap-6 sm:grid-cols-2" },
        list(data, "benefits.items").map((b, i) =>
          h(
            "article",
            { key: i, className: "rounded-xl border border-linen bg-paper p-6 shadow-sm" },
            h("h3", { className: "text-xl font-semibold" }, fill(b.title)),
            h("p", { className: "mt-2 leading-relaxed text-ink-soft" }, fill(b.description)),
          ),
        ),
      ),
    ),
  );
}

function Article({ entry, widgetFor }) {
  const data = entry.get("data");
  return h(
    "div",
    { className: "bg-cream" },
    h(
      "header",
      { className: "container-page max-w-3xl py-12" },
      h(
        "p",
        { className: "text-sm font-semibold tracking-[0.16em] text-rust uppercase" },
        text(data, "category") === "Local" ? words.localGuide : words.guide,
      ),
      h("h1", { className: "mt-3 text-4xl font-semibold" }, text(data, "title")),
      h("p", { className: "mt-5 text-lg leading-relaxed text-ink-soft" }, text(data, "excerpt")),
      h("p", { className: "mt-4 text-base text-ink-soft" }, `${text(data, "date")} · ${text(data, "readTime")}`),
    ),
    h("article", { className: "container-page max-w-3xl pb-16" }, h("div", { className: "prose-article" }, widgetFor("body"))),
  );
}

/**
 * A picture as the preview can show it: an upload from the editor (a file name with its kind, shown
 * from the editor's own copy at once), or an illustration's name (its 800-wide copy on the site).
 */
function picture(getAsset, value, alt, className) {
  if (!value) return h("div", { className: `${className} bg-linen` });
  const src = /\.[a-z]+$/i.test(value) ? String(getAsset(value)) : `/img/${value.replace(/^\//, "")}-800.jpg`;
  return h("img", { src, alt, className: `${className} object-cover` });
}

function Project({ entry, getAsset }) {
  const data = entry.get("data");
  const video = Boolean(text(data, "videoUrl"));
  return h(
    "div",
    { className: "bg-cream p-8" },
    h(
      "article",
      { className: "mx-auto flex max-w-sm flex-col rounded-xl border border-linen bg-paper shadow-sm" },
      h(
        "div",
        { className: "relative overflow-hidden rounded-t-[11px]" },
        picture(getAsset, text(data, "image.art"), text(data, "image.alt"), "aspect-[3/2] w-full"),
        h(
          "span",
          {
            className:
              "absolute top-3 left-3 rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold tracking-wide text-walnut-dark uppercase shadow",
          },
          video ? "Video" : text(data, "category"),
        ),
      ),
      h(
        "div",
        { className: "flex flex-1 flex-col p-6" },
        h("h3", { className: "text-xl font-semibold" }, text(data, "title")),
        h("p", { className: "mt-1 text-sm text-ink-soft" }, text(data, "location")),
        h("p", { className: "mt-3 leading-relaxed text-ink-soft" }, text(data, "description")),
      ),
    ),
  );
}

function Town({ entry, getAsset }) {
  const data = entry.get("data");
  return h(
    "div",
    { className: "bg-cream" },
    h(
      "section",
      { className: "container-page grid gap-8 py-12 lg:grid-cols-2" },
      h(
        "div",
        null,
        h(
          "p",
          { className: "text-sm font-semibold tracking-[0.16em] text-rust uppercase" },
          `${text(data, "county")} County`,
        ),
        h("h1", { className: "mt-3 text-4xl font-semibold" }, `${text(data, "city")}, MA`),
        h("p", { className: "mt-5 text-lg leading-relaxed text-ink-soft" }, text(data, "intro")),
      ),
      picture(getAsset, text(data, "image.art"), text(data, "image.alt"), "aspect-[3/2] w-full rounded-xl"),
    ),
  );
}

/** The business facts where the site shows them: the top bar, the contact cards and the footer. */
function Business({ entry }) {
  const data = entry.get("data");
  const card = (title, ...lines) =>
    h(
      "article",
      { className: "rounded-xl border border-linen bg-paper p-5 shadow-sm" },
      h("h3", { className: "font-semibold text-walnut-dark" }, title),
      ...lines.map((line, i) => h("p", { key: i, className: "mt-1 text-ink-soft" }, line)),
    );
  return h(
    "div",
    { className: "bg-cream" },
    h(
      "div",
      { className: "bg-walnut-dark px-6 py-2 text-sm text-paper" },
      `${text(data, "phone")} · ${text(data, "tagline")}`,
    ),
    h(
      "section",
      { className: "container-page grid gap-4 py-10 sm:grid-cols-2" },
      card(words.phone, text(data, "phone"), `After hours: ${text(data, "afterHoursPhone")}`),
      card(words.email, text(data, "email")),
      card(
        words.location,
        text(data, "address.street"),
        `${text(data, "address.city")}, ${text(data, "address.region")} ${text(data, "address.postalCode")}`,
      ),
      card(words.hours, ...list(data, "hoursDisplay").map((r) => fill(`${r.days}: ${r.hours}`))),
    ),
    h(
      "footer",
      { className: "bg-walnut-dark px-6 py-8 text-paper" },
      h("p", { className: "font-serif text-2xl font-semibold" }, text(data, "name")),
      h("p", { className: "mt-2 max-w-xl text-paper/80" }, text(data, "blurb")),
      h("p", { className: "mt-4 text-sm text-paper/70" }, text(data, "licence")),
      h("p", { className: "text-sm text-paper/70" }, `© ${text(data, "copyrightYear")} ${text(data, "legalName")}`),
    ),
  );
}

/**
 * Every other file (a page's texts, a form's words, the menus): each field's label and its words, as
 * Decap's own preview lists them, with the business facts filled in. A `{name}` filled only when a
 * page is shown ({town}, {count}, {query}) stays, since it changes with the page or the visitor.
 */
function Words({ entry, fields }) {
  const value = (field, data, key, values) => {
    if (field.get("widget") === "hidden" || data === undefined || data === null || data === "") return null;
    const label = field.get("label") || field.get("name");
    const inner = field.get("fields") || (field.get("field") && [field.get("field")]);
    if (data && data.toJS && inner) {
      const items = field.get("widget") === "list" ? data.toArray() : [data];
      return h(
        "section",
        { key, className: "mt-4 border-l-2 border-linen pl-4" },
        h("h3", { className: "font-semibold text-walnut-dark" }, label),
        ...items.map((item, i) =>
          h(
            "div",
            { key: i, className: "mt-2" },
            ...inner.map((f, j) => value(f, field.get("fields") ? item.get(f.get("name")) : item, j, values)),
          ),
        ),
      );
    }
    const written = data && data.toJS ? data.toJS().join(", ") : String(data);
    return h(
      "p",
      { key, className: "mt-2 leading-relaxed text-ink-soft" },
      h("strong", { className: "text-walnut-dark" }, `${label}: `),
      fill(written, values),
    );
  };
  const data = entry.get("data");
  // A {name} naming a text of the same file is filled from it, as the site fills the inquiry form's {heading}.
  const own = Object.fromEntries(
    Object.entries(data.toJS()).flatMap(([k, v]) => (typeof v === "string" ? [[k, fill(v)]] : [])),
  );
  const values = { ...facts, ...own };
  return h(
    "div",
    { className: "bg-cream p-6" },
    ...fields.map((f, i) => value(f, data.get(f.get("name")), i, values)),
  );
}

/** A template for the entries of a folder; a file of the same name (pages/services.yaml) gets Words. */
const forFolder = (folder, Template) => (props) =>
  h(props.collection.get("name") === folder ? Template : Words, props);

const files = ((document.currentScript && document.currentScript.dataset.files) || "").split(" ").filter(Boolean);
for (const name of files) CMS.registerPreviewTemplate(name, Words);
CMS.registerPreviewTemplate("testimonials", forFolder("testimonials", Testimonial));
CMS.registerPreviewTemplate("projects", forFolder("projects", Project));
CMS.registerPreviewTemplate("towns", forFolder("towns", Town));
CMS.registerPreviewTemplate("business", Business);
CMS.registerPreviewTemplate("services", forFolder("services", Service));
CMS.registerPreviewTemplate("articles", forFolder("articles", Article));
