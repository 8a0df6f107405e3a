import { InlineScript } from "~/lib/inline-script";
import { logMissingPath } from "~/lib/page-scripts/not-found-log";
import { ButtonLink } from "~/components/ui/button";
import { headBasics } from "~/lib/head/basics";
import page from "virtual:content/not-found";
import site from "virtual:content/site";

export const handle = { searchable: false };

/** No loader: this page also renders in the browser for paths that have no pre-rendered data. */
/** Kept out of search engines; no canonical link, structured data or social card. */
export function meta() {
  return headBasics({
    title: `${page.title}: ${page.heading}`,
    description: page.description,
    noindex: true,
  });
}

export default function NotFound() {
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-serif text-8xl font-semibold text-oak-deep sm:text-9xl">{page.title}</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{page.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-soft">{page.text}</p>
      <ButtonLink to={site.paths.home} className="mt-8">
        {page.button}
      </ButtonLink>
      <InlineScript run={logMissingPath} args={[]} />
    </section>
  );
}
