/**
 * The editor's preview pane in the site's own style: the site's stylesheet, and templates for a
 * review, a service and a planning guide built with the same classes as the site's components.
 * Plain script: Decap provides `CMS` and `h` (its React's createElement) as globals.
 */
/* global CMS, h */
CMS.registerPreviewStyle("/admin/site.css");

const text = (data, key) => data.getIn(key.split(".")) || "";
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
        h("p", { className: "text-sm text-ink-soft" }, `${text(data, "location")} · ${text(data, "timeAgo")}`),
      ),
    ),
  );
}

function Service({ entry }) {
  const data = entry.get("data");
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
            h("p", { className: "font-serif text-3xl font-semibold text-walnut-dark" }, f.value),
            h("p", { className: "text-sm text-ink-soft" }, f.label),
          ),
        ),
      ),
      h("h2", { className: "mt-12 text-3xl font-semibold" }, text(data, "intro.heading")),
      ...list(data, "intro.paragraphs").map((p, i) =>
        h("p", { key: `p${i}`, className: "mt-5 max-w-3xl text-lg leading-relaxed text-ink-soft" }, p),
      ),
      h("h2", { className: "mt-12 text-3xl font-semibold" }, text(data, "benefits.heading")),
      h(
        "div",
        { className: "mt-6 grid gap-6 sm:grid-cols-2" },
        list(data, "benefits.items").map((b, i) =>
          h(
            "article",
            { key: i, className: "rounded-xl border border-linen bg-paper p-6 shadow-sm" },
            h("h3", { className: "text-xl font-semibold" }, b.title),
            h("p", { className: "mt-2 leading-relaxed text-ink-soft" }, b.description),
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
        text(data, "category") === "Local" ? "Local guide" : "Planning guide",
      ),
      h("h1", { className: "mt-3 text-4xl font-semibold" }, text(data, "title")),
      h("p", { className: "mt-5 text-lg leading-relaxed text-ink-soft" }, text(data, "excerpt")),
      h("p", { className: "mt-4 text-base text-ink-soft" }, `${text(data, "date")} · ${text(data, "readTime")}`),
    ),
    h("article", { className: "container-page max-w-3xl pb-16" }, h("div", { className: "prose-article" }, widgetFor("body"))),
  );
}

CMS.registerPreviewTemplate("testimonials", Testimonial);
CMS.registerPreviewTemplate("services", Service);
CMS.registerPreviewTemplate("articles", Article);
