import { SiteLink } from "~/components/layout/site-link";
import { dollars, estimateRange, sizeWords, typicalSize, type ProjectType } from "~/lib/estimate";
import { fill } from "~/lib/content/fill";

/**
 * Every project type's typical range (its usual size, no options) per finish level: the page
 * without JavaScript, and the price guide below the calculator with it.
 *
 * One header structure at every width, so a screen reader names a price's project and finish level
 * wherever it is read: a header row (Project and the finish levels), then one row per project, its
 * name heading the row and one range per finish level. Every row is as wide as the header row.
 * Below `sm` only the layout changes (CSS, no script): each row is a three-column grid whose row
 * header takes a line of its own above the three ranges, and the Project column header is read but
 * not shown, so the ranges keep the width of a phone. Chromium, Firefox and Safari keep a table's
 * semantics when its rows are laid out as a grid.
 */
export function PriceTable({
  types,
  finishNames,
  copy,
}: {
  types: readonly ProjectType[];
  finishNames: readonly string[];
  copy: { caption: string; typeColumn: string; typicalSize: string };
}) {
  const row = "border-b border-linen max-sm:grid max-sm:grid-cols-3";
  return (
    // Narrower than a phone, the table scrolls in its own box, never the page.
    <div className="overflow-x-auto rounded-xl border border-linen bg-paper shadow-sm">
      <table className="w-full border-collapse text-left" data-price-table="">
        <caption className="sr-only">{copy.caption}</caption>
        <thead>
          <tr className={`${row} text-sm text-walnut-dark`}>
            <th scope="col" className="p-4 max-sm:sr-only">
              {copy.typeColumn}
            </th>
            {finishNames.map((name) => (
              <th key={name} scope="col" className="p-4 max-sm:px-2 max-sm:py-3">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {types.map(({ slug, path, estimate }) => {
            const amount = typicalSize(estimate);
            return (
              <tr key={slug} data-type={slug} className={`${row} align-top last:border-0`}>
                <th scope="row" className="p-4 font-normal max-sm:col-span-3 max-sm:px-2 max-sm:pt-3 max-sm:pb-0">
                  <SiteLink to={path} className="font-semibold text-walnut-dark underline-offset-4 hover:underline">
                    {estimate.name}
                  </SiteLink>
                  <span className="block text-sm text-ink-soft">
                    {fill(copy.typicalSize, { size: sizeWords(estimate, amount) })}
                  </span>
                </th>
                {estimate.finishes.map((_, finish) => {
                  const range = estimateRange(estimate, { amount, finish, options: [], old: false });
                  return (
                    <td key={finish} className="p-4 tabular-nums max-sm:px-2 max-sm:pt-1 max-sm:pb-3 max-sm:text-sm">
                      <span className="whitespace-nowrap">{dollars(range.low)}</span>
                      {" – "}
                      <span className="whitespace-nowrap">{dollars(range.high)}</span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
