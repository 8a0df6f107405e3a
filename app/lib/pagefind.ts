/**
 * The site search runs in the browser over the static index that pagefind
 * builds from the pre-rendered pages (scripts/postbuild.ts): nothing is sent
 * anywhere. The index's script is loaded on the search page only.
 */
export type SearchHit = { url: string; title: string; excerpt: string };

type PagefindResult = { data: () => Promise<{ url: string; meta: { title?: string }; excerpt: string }> };
type Pagefind = {
  init?: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
  debouncedSearch?: unknown;
};

let loading: Promise<Pagefind> | undefined;

function load(): Promise<Pagefind> {
  const url = "/pagefind/pagefind.js";
  loading ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (pf) => {
    await pf.init?.();
    return pf;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export async function searchSite(query: string, limit = 12): Promise<SearchHit[]> {
  const pagefind = await load();
  const response = await pagefind.search(query);
  const results = await Promise.all((response?.results ?? []).slice(0, limit).map((r) => r.data()));
  return results.map((r) => ({
    url:
      r.url
        .replace(/index\.html$/, "")
        .replace(/\.html$/, "")
        .replace(/(.)\/$/, "$1") || "/",
    title: r.meta.title ?? r.url,
    excerpt: r.excerpt,
  }));
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&#x27;": "'",
};

/**
 * Splits a pagefind excerpt ("text <mark>match</mark> text") into plain-text
 * pieces, so it can be rendered as text with highlights and never as HTML.
 */
export function excerptParts(excerpt: string): { text: string; mark: boolean }[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/g)
    .filter(Boolean)
    .map((part) => {
      const mark = part.startsWith("<mark>");
      const text = part.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#39|#x27);/g, (e) => entities[e] ?? e);
      return { text, mark };
    });
}
