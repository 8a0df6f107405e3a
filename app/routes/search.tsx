import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { SiteLink } from "~/components/layout/site-link";
import { PillLinks } from "~/components/ui/links";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { buttonClasses } from "~/components/ui/button";
import { excerptParts, searchSite, type SearchHit } from "~/lib/pagefind";
import { headFromLoader } from "~/lib/head/basics";
import { pageHead } from "~/lib/head/page-head";
import { trail } from "~/lib/trail";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/search";
import { getPage } from "~/lib/content/content.server";
import { fill } from "~/lib/content/fill";
import site from "virtual:content/site";

/** Kept out of its own index; React runs in the browser on this page (app/root.tsx, decision 026). */
export const handle = { searchable: false, hydrate: true };

const pageTrail = trail({ name: "Search", path: site.paths.search });

/** Runs at build time only: the page's copy goes into the page, not the JavaScript. */
export function loader() {
  const { path, title, description, ...copy } = getPage("search");
  return { head: pageHead({ title, description, path }, { trail: pageTrail, noindex: true }), copy };
}

export const meta = headFromLoader;

type State = { status: "idle" } | { status: "searching" } | { status: "done"; hits: SearchHit[] } | { status: "error" };

type Copy = Route.ComponentProps["loaderData"]["copy"];

function Suggestions({ suggestions }: { suggestions: Copy["suggestions"] }) {
  return <PillLinks links={suggestions} size="large" className="mt-4" />;
}

type Results = { query: string; hits: SearchHit[] } | { query: string; failed: true };

/** What the results area shows for the current query, derived from the last answer received. */
function stateFor(query: string, results: Results | null): State {
  if (!query) return { status: "idle" };
  if (results?.query !== query) return { status: "searching" };
  return "hits" in results ? { status: "done", hits: results.hits } : { status: "error" };
}

/** The site search: results as you type, the query kept in the URL (?q=). */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const urlQuery = hydrated ? (params.get("q") ?? "") : "";
  const [query, setQuery] = useState<string | null>(null);
  const current = query ?? urlQuery;
  const [results, setResults] = useState<Results | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const trimmed = current.trim();
  const state = stateFor(trimmed, results);

  const onChange = (value: string) => {
    setQuery(value);
    setParams(value ? { q: value } : {}, { replace: true, preventScrollReset: true });
  };

  // The box is uncontrolled, so hydration leaves alone what it holds: a visitor on a slow
  // connection may have typed before the page hydrated. Once hydrated, act on that text as if it
  // had just been typed; if the box is empty, show the query of the URL (/search?q=...) in it.
  useEffect(() => {
    const input = inputRef.current;
    if (!hydrated || !input) return;
    if (input.value) {
      if (input.value !== current) onChange(input.value);
    } else input.value = current;
    // Runs once, at hydration; `onChange` and `current` are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  useEffect(() => {
    if (!hydrated || !trimmed) return;
    let stale = false;
    const timer = setTimeout(() => {
      searchSite(trimmed)
        .then((hits) => !stale && setResults({ query: trimmed, hits }))
        .catch(() => !stale && setResults({ query: trimmed, failed: true }));
    }, 150);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [trimmed, hydrated]);

  return (
    <>
      <PageHero trail={pageTrail} eyebrow={copy.hero.eyebrow} heading={copy.hero.heading} lead={copy.hero.lead} />
      <Section aria-label={copy.button}>
        <div className="max-w-3xl">
          <form
            role="search"
            action={site.paths.search}
            method="get"
            onSubmit={(event) => event.preventDefault()}
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <div className="flex-1">
              <label htmlFor={inputId} className="font-semibold text-walnut-dark">
                {copy.label}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                name="q"
                type="search"
                defaultValue=""
                onChange={(e) => onChange(e.target.value)}
                placeholder={copy.placeholder}
                autoComplete="off"
                className="mt-2 block min-h-12 w-full rounded-md border border-walnut/30 bg-white px-4 text-lg"
              />
            </div>
            <button type="submit" className={buttonClasses("primary")}>
              <Icon name="search" className="size-5" />
              {copy.button}
            </button>
          </form>
          {/* break-words: the query is echoed here, and one long word must wrap, not widen the page. */}
          <div aria-live="polite" className="mt-8 break-words">
            {state.status === "idle" && (
              <div>
                <p className="text-ink-soft">{copy.idle}</p>
                <Suggestions suggestions={copy.suggestions} />
              </div>
            )}
            {state.status === "searching" && <p className="text-ink-soft">{copy.searching}</p>}
            {state.status === "error" && <p className="text-ink-soft">{copy.unavailable}</p>}
            {state.status === "done" && state.hits.length === 0 && (
              <div>
                <h2 className="text-2xl font-semibold">{fill(copy.noResults, { query: trimmed })}</h2>
                <p className="mt-2 text-ink-soft">{copy.noResultsHelp}</p>
                <Suggestions suggestions={copy.suggestions} />
              </div>
            )}
            {state.status === "done" && state.hits.length > 0 && (
              <>
                <p className="text-ink-soft">
                  {fill(state.hits.length === 1 ? copy.oneResult : copy.results, {
                    count: String(state.hits.length),
                    query: trimmed,
                  })}
                </p>
                <ol className="mt-4 space-y-4">
                  {state.hits.map((hit) => (
                    <li key={hit.url} className="rounded-xl border border-linen bg-paper p-5">
                      <h2 className="text-xl font-semibold">
                        <SiteLink to={hit.url} className="hover:text-rust hover:underline">
                          {hit.title}
                        </SiteLink>
                      </h2>
                      <p className="mt-2 text-ink-soft">
                        {excerptParts(hit.excerpt).map((part, i) =>
                          part.mark ? (
                            <mark key={i} className="rounded bg-honey/50 px-0.5 text-ink">
                              {part.text}
                            </mark>
                          ) : (
                            <span key={i}>{part.text}</span>
                          ),
                        )}
                      </p>
                    </li>
                  ))}
                </ol>
              </>
            )}
            {state.status === "error" && <Suggestions suggestions={copy.suggestions} />}
            <noscript>
              <p className="text-ink-soft">{copy.noScript}</p>
              <Suggestions suggestions={copy.suggestions} />
            </noscript>
          </div>
        </div>
      </Section>
    </>
  );
}
