import { SiteLink } from "~/components/layout/site-link";
import { dollars, estimateRange, fill, sizeWords, typicalSize, type ProjectType } from "~/lib/estimate";

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
    // On the narrowest phones the four columns are wider than the screen: the table scrolls on its
    // own (a data table keeps its rows and columns), never the page; with a row's link focused, the
    // arrow keys scroll it.
    <div className="overflow-x-auto rounded-xl border border-linen bg-paper shadow-sm">
      <table className="w-full border-collapse text-left" data-price-table="">
        <caption className="sr-only">{copy.caption}</caption>
        <thead>
          <tr className="border-b border-linen text-sm text-walnut-dark">
            <th scope="col" className="px-2 py-3 sm:p-4">
              {copy.typeColumn}
            </th>
            {finishNames.map((name) => (
              <th key={name} scope="col" className="px-2 py-3 sm:p-4">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {types.map(({ slug, path, estimate }) => {
            const amount = typicalSize(estimate);
            return (
              <tr key={slug} data-type={slug} className="border-b border-linen align-top last:border-0">
                <th scope="row" className="px-2 py-3 font-normal sm:p-4">
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
                    <td key={finish} className="px-2 py-3 text-sm tabular-nums sm:p-4 sm:text-base">
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
