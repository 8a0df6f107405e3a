import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClasses } from "~/components/ui/button";
import type { EstimatePageCopy } from "~/content/schema";
import {
  budgetFor,
  choiceFromParams,
  dollars,
  drivers,
  estimateRange,
  formatMonth,
  formatWhole,
  paramsOf,
  sizeOf,
  sizeWords,
  type Choice,
  type ProjectType,
} from "~/lib/estimate";
import { fill } from "~/lib/content/fill";
import { prefillInquiry } from "~/lib/forms/inquiry-draft";
import { useHydrated } from "~/lib/use-hydrated";

const control =
  "mt-2 block w-full rounded-md border border-walnut/30 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-forest";
const choiceRow =
  "flex cursor-pointer gap-3 rounded-lg border border-linen bg-white p-3 has-checked:border-forest has-checked:bg-forest/5";

function Group({ legend, children, className }: { legend: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={className}>
      <legend className="font-semibold text-walnut-dark">{legend}</legend>
      <div className="mt-2 grid gap-2">{children}</div>
    </fieldset>
  );
}

/**
 * The calculator: the choices live in the address (so Back and a shared link work), the result is
 * announced as it changes. It is in the pre-rendered page, shown only where scripts run (the price
 * table below is the page without them), and opens on the first type's defaults until hydrated, then
 * on the address's choices.
 */
export function Estimator({
  types,
  copy,
  budgets,
  contactPath,
  pageUrl,
}: {
  types: readonly ProjectType[];
  copy: EstimatePageCopy;
  budgets: readonly { value: string }[];
  contactPath: string;
  pageUrl: string;
}) {
  const hydrated = useHydrated();
  const [params, setParams] = useSearchParams();
  const finishNames = copy.finishes.map((f) => f.name);
  // A choice shows at once; the address catches up a moment later (a router navigation). Until it
  // has, the choice made is what is shown and what the next one builds on.
  const [made, setMade] = useState<{ from: string; choice: Choice } | null>(null);
  const address = hydrated ? params : new URLSearchParams();
  // Once the address has moved on (the choice arrived, or Back), it alone says what is chosen.
  if (made && made.from !== address.toString()) setMade(null);
  const choice = made?.from === address.toString() ? made.choice : choiceFromParams(address, types, finishNames);
  const type = types.find((t) => t.slug === choice.type)!;
  const { estimate } = type;
  // A size being typed counts as soon as it is a number; it goes into the address when the field is left.
  const [typed, setTyped] = useState<string | null>(null);
  const typedAmount = typed !== null && typed.trim() !== "" && Number.isFinite(Number(typed)) ? Number(typed) : NaN;
  const amount = Number.isNaN(typedAmount) ? choice.amount : sizeOf(estimate, typedAmount);
  const shown: Choice = { ...choice, amount };

  // The phone's range strip comes in with the visitor's first choice: before it, it would only cover the
  // first choices as the page opens.
  const [choosing, setChoosing] = useState(false);
  const choose = (next: Partial<Choice>) => {
    setChoosing(true);
    const merged = { ...shown, ...next };
    const nextType = types.find((t) => t.slug === merged.type)!;
    setMade({ from: address.toString(), choice: merged });
    setParams(paramsOf(merged, nextType, finishNames), { preventScrollReset: true });
  };
  const chooseType = (slug: string) => {
    const next = types.find((t) => t.slug === slug)!;
    setTyped(null);
    choose({ type: slug, amount: sizeOf(next.estimate, next.estimate.default), options: [] });
  };
  const commitTyped = () => {
    if (typed === null) return;
    setTyped(null);
    if (amount !== choice.amount) choose({ amount });
  };

  const range = estimateRange(estimate, shown);
  const rangeWords = fill(copy.result.range, { low: dollars(range.low), high: dollars(range.high) });
  const finishName = finishNames[shown.finish] ?? "";
  const summary = [
    estimate.name,
    sizeWords(estimate, amount),
    finishName,
    ...shown.options.map((i) => estimate.options?.[i]?.name ?? ""),
    ...(shown.old ? [copy.result.oldHouse] : []),
  ].join(", ");
  const moving = drivers(estimate, shown, {
    finish: fill(copy.result.finishDriver, { finish: finishName }),
    size: fill(copy.result.sizeDriver, { size: sizeWords(estimate, amount) }),
    leadSafe: copy.result.oldHouse,
  });
  const reviewed = fill(copy.result.reviewed, { month: formatMonth(estimate.reviewed) });
  const link = `${pageUrl}?${paramsOf(shown, type, finishNames).toString()}`;

  const send = () =>
    prefillInquiry({
      projectType: type.service,
      budget: budgetFor((range.low + range.high) / 2, budgets),
      line: fill(copy.message, { summary, range: rangeWords, link }),
      linePrefix: copy.message.split("{")[0] ?? "",
      figures: [
        `${copy.calculator.type}: ${estimate.name}`,
        `${copy.calculator.size}: ${sizeWords(estimate, amount)} (${amount} ${estimate.unit})`,
        `${copy.calculator.finish}: ${finishName}`,
        `${copy.calculator.options} ${shown.options.map((i) => estimate.options?.[i]?.name).join(", ") || "-"}`,
        `${copy.calculator.built}: ${shown.old ? "yes" : "no"}`,
        `${copy.result.heading}: ${rangeWords}`,
        reviewed,
        link,
      ].join("\n"),
    });

  const amountId = "estimate-amount";
  return (
    <div className="grid gap-8 lg:grid-cols-[1.25fr_1fr] lg:items-start">
      {/* A group, not a form: every choice applies as it is made, there is nothing to submit. */}
      <div
        role="group"
        aria-label={copy.calculator.label}
        className="grid gap-6 rounded-xl border border-linen bg-paper p-5 shadow-sm sm:p-7"
      >
        <div>
          <label htmlFor="estimate-type" className="font-semibold text-walnut-dark">
            {copy.calculator.type}
          </label>
          <select id="estimate-type" className={control} value={type.slug} onChange={(e) => chooseType(e.target.value)}>
            {types.map((t) => (
              <option key={t.slug} value={t.slug}>
                {t.estimate.name}
              </option>
            ))}
          </select>
        </div>
        {estimate.sizes?.length ? (
          <Group legend={copy.calculator.size}>
            {estimate.sizes.map((s, i) => (
              <label key={s.name} className={choiceRow}>
                <input
                  id={`estimate-size-${i}`}
                  type="radio"
                  name="size"
                  className="mt-1 size-4 shrink-0 accent-forest"
                  checked={s.amount === amount}
                  onChange={() => choose({ amount: s.amount })}
                />
                <span className="font-semibold text-walnut-dark">
                  {s.name}
                  <span className="block text-sm font-normal text-ink-soft">{s.description}</span>
                </span>
              </label>
            ))}
          </Group>
        ) : (
          <div>
            <label htmlFor={amountId} className="font-semibold text-walnut-dark">
              {fill(copy.calculator.amount, { unit: estimate.unit })}
            </label>
            <input
              id={amountId}
              type="number"
              inputMode="numeric"
              min={estimate.min}
              max={estimate.max}
              step={1}
              className={control}
              aria-describedby={`${amountId}-hint`}
              value={typed ?? String(amount)}
              onChange={(e) => setTyped(e.target.value)}
              onBlur={commitTyped}
              onKeyDown={(e) => e.key === "Enter" && commitTyped()}
            />
            <p id={`${amountId}-hint`} className="mt-1.5 text-sm text-ink-soft">
              {fill(copy.calculator.amountHint, {
                low: formatWhole(estimate.min),
                high: formatWhole(estimate.max),
                unit: estimate.unit,
              })}
            </p>
          </div>
        )}
        <Group legend={copy.calculator.finish}>
          {estimate.finishes.map((f, i) => (
            <label key={finishNames[i]} className={choiceRow}>
              <input
                id={`estimate-finish-${i}`}
                type="radio"
                name="finish"
                className="mt-1 size-4 shrink-0 accent-forest"
                checked={shown.finish === i}
                onChange={() => choose({ finish: i })}
              />
              <span className="font-semibold text-walnut-dark">
                {finishNames[i]}
                <span className="block text-sm font-normal text-ink-soft">{f.description}</span>
              </span>
            </label>
          ))}
        </Group>
        {!!estimate.options?.length && (
          <Group legend={copy.calculator.options}>
            {estimate.options.map((o, i) => (
              <label key={o.name} className={choiceRow}>
                <input
                  id={`estimate-option-${i}`}
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-forest"
                  checked={shown.options.includes(i)}
                  onChange={(e) =>
                    choose({
                      options: e.target.checked
                        ? [...shown.options, i].sort((a, b) => a - b)
                        : shown.options.filter((x) => x !== i),
                    })
                  }
                />
                <span className="font-semibold text-walnut-dark">
                  {o.name}
                  <span className="block text-sm font-normal text-ink-soft">{o.description}</span>
                </span>
              </label>
            ))}
          </Group>
        )}
        <div>
          <label className={choiceRow}>
            <input
              id="estimate-built"
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-forest"
              aria-describedby="estimate-built-hint"
              checked={shown.old}
              onChange={(e) => choose({ old: e.target.checked })}
            />
            <span className="font-semibold text-walnut-dark">{copy.calculator.built}</span>
          </label>
          <p id="estimate-built-hint" className="mt-1.5 text-sm text-ink-soft">
            {copy.calculator.builtHint}
          </p>
        </div>
        {/* Below the wide screen's side-by-side, the result comes after every choice: the range
            stays in view above the call bar while choosing, and leads down to the rest. */}
        {(choosing || typed !== null) && (
          <a
            href="#estimate-result"
            className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] flex items-baseline justify-between gap-3 rounded-lg bg-walnut-dark px-4 py-3 text-cream shadow-lg focus-on-dark md:bottom-2 lg:hidden"
          >
            <span className="font-semibold whitespace-nowrap tabular-nums">{rangeWords}</span>
            <span className="text-sm whitespace-nowrap text-honey underline underline-offset-4">
              {copy.result.jump}
            </span>
          </a>
        )}
      </div>
      <section
        id="estimate-result"
        aria-labelledby="estimate-result-heading"
        className="rounded-xl bg-walnut-dark p-6 text-cream shadow-lg focus-on-dark sm:p-8 lg:sticky lg:top-36"
      >
        <h2
          id="estimate-result-heading"
          className="font-sans text-sm font-semibold tracking-[0.14em] text-honey uppercase"
        >
          {copy.result.heading}
        </h2>
        <div aria-live="polite" aria-atomic="true" data-estimate-result="">
          <p className="mt-3 font-serif text-3xl leading-tight font-semibold text-cream tabular-nums sm:text-4xl">
            {rangeWords}
          </p>
          <p className="mt-2 min-h-12 text-cream/85">{summary}</p>
        </div>
        <ul className="mt-5 space-y-1.5 text-cream/90">
          <li>{fill(copy.result.duration, { duration: estimate.duration })}</li>
          {estimate.resale && <li>{fill(copy.result.resale, { resale: estimate.resale })}</li>}
        </ul>
        <h3 className="mt-6 font-sans text-base font-semibold text-honey">{copy.result.driversHeading}</h3>
        <ul className="mt-2 min-h-[4.5rem] space-y-1 text-cream/90" data-estimate-drivers="">
          {moving.length ? (
            moving.map((d) => (
              <li key={d.name}>{fill(copy.result.driver, { name: d.name, amount: dollars(d.amount) })}</li>
            ))
          ) : (
            <li>{copy.result.baseline}</li>
          )}
        </ul>
        <p className="mt-6 text-sm leading-relaxed text-cream/85">{copy.result.ballpark}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-3">
          <SiteLink to={contactPath} onClick={send} className={buttonClasses("light")}>
            {copy.result.send}
          </SiteLink>
          <p className="text-sm text-cream/75">{reviewed}</p>
        </div>
      </section>
    </div>
  );
}
