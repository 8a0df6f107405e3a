import { useEffect } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { pages } from "~/lib/content/site-pages";
import { pageMeta } from "~/lib/seo";

export const handle = { searchable: false };

const notFoundText = {
  title: "404",
  heading: "Page Not Found",
  text: "Sorry, we couldn't find the page you're looking for. The page may have been moved or no longer exists.",
  button: "Return to Home",
} as const;

export function meta() {
  return pageMeta({
    title: `${notFoundText.title}: ${notFoundText.heading}`,
    description: pages.notFound.description,
    canonicalPath: pages.notFound.path,
    notFound: true,
  });
}

export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at "${pathname}"`);
  }, [pathname]);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="font-serif text-8xl font-semibold text-oak-deep sm:text-9xl">{notFoundText.title}</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{notFoundText.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-soft">{notFoundText.text}</p>
      <ButtonLink to={pages.home.path} className="mt-8">
        {notFoundText.button}
      </ButtonLink>
    </section>
  );
}
