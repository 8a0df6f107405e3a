import { SiteLink } from "~/components/layout/site-link";
import { dollars, estimateRange, sizeWords, typicalSize, type ProjectType } from "~/lib/estimate";
import { fill } from "~/lib/content/fill";

/**
 * Every project type's typical range (its usual size, no options) per finish level: the page
 * without JavaScript, and the price guide below the calculator with it.
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
  return (
    // On a phone the project's name takes a row of its own above its three ranges (the row group's
    // header), so the four columns never outgrow the screen; from sm up it heads its row. Only one of
    // the two headers is ever displayed, so a screen reader meets one. Narrower still, the table
    // scrolls in its own box, never the page.
    <div className="overflow-x-auto rounded-xl border border-linen bg-paper shadow-sm">
      <table className="w-full border-collapse text-left" data-price-table="">
        <caption className="sr-only">{copy.caption}</caption>
        <thead>
          <tr className="border-b border-linen text-sm text-walnut-dark">
            <th scope="col" className="hidden sm:table-cell sm:p-4">
              {copy.typeColumn}
            </th>
            {finishNames.map((name) => (
              <th key={name} scope="col" className="px-2 py-3 sm:p-4">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        {types.map(({ slug, path, estimate }) => {
          const amount = typicalSize(estimate);
          const project = (
            <>
              <SiteLink to={path} className="font-semibold text-walnut-dark underline-offset-4 hover:underline">
                {estimate.name}
              </SiteLink>
              <span className="block text-sm text-ink-soft">
                {fill(copy.typicalSize, { size: sizeWords(estimate, amount) })}
              </span>
            </>
          );
          return (
            <tbody key={slug} data-type={slug} className="border-b border-linen last:border-0">
              <tr className="sm:hidden">
                <th scope="rowgroup" colSpan={finishNames.length} className="px-2 pt-3 font-normal">
                  {project}
                </th>
              </tr>
              <tr className="align-top">
                <th scope="row" className="hidden font-normal sm:table-cell sm:p-4">
                  {project}
                </th>
                {estimate.finishes.map((_, finish) => {
                  const range = estimateRange(estimate, { amount, finish, options: [], old: false });
                  return (
                    <td key={finish} className="px-2 pt-1 pb-3 text-sm tabular-nums sm:p-4 sm:text-base">
                      <span className="whitespace-nowrap">{dollars(range.low)}</span>
                      {" – "}
                      <span className="whitespace-nowrap">{dollars(range.high)}</span>
                    </td>
                  );
                })}
              </tr>
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
