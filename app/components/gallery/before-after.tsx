import { useEffect, useRef, useState, type CSSProperties } from "react";
import type { BeforeAfter as Pair } from "~/content/schema";
import { fill } from "~/lib/content/fill";
import { Art } from "../ui/art";
import { Icon } from "../ui/icon";

/** The comparison's words (the project page's file): labels, the slider's name and its announced position. */
export type BeforeAfterWords = {
  before: string;
  after: string;
  /** the range's name; {caption} is the pair's caption */
  slider: string;
  /** what a screen reader announces as the slider moves; {before} and {after} are percents */
  position: string;
};

/** The slider's position: the share of the width, from the left, showing the before picture. */
export const START = 50;
export const positionText = (words: BeforeAfterWords, before: number) =>
  fill(words.position, { before: String(before), after: String(100 - before) });

const sizes = "(min-width: 1024px) 60rem, 100vw";

/**
 * A before/after pair. With JavaScript, one box of a fixed aspect ratio: the after picture clipped
 * over the before one from the slider's position, the slider a labelled range input over the whole
 * box (drag or tap anywhere, arrow keys, Home/End), its position announced as its value text. Without
 * JavaScript, the two pictures side by side (stacked on a phone), labelled. Each mode's layout is the
 * stylesheet's (`@media (scripting: ...)` in app/app.css), so the page's first paint already has the
 * final layout and nothing moves when React starts.
 */
export function BeforeAfter({ pair, words }: { pair: Pair; words: BeforeAfterWords }) {
  const [before, setBefore] = useState(START);
  const range = useRef<HTMLInputElement>(null);
  // A slider moved before React started (the range works without it): the picture follows it.
  useEffect(() => {
    const moved = Number(range.current?.value ?? START);
    if (moved !== START) setBefore(moved);
  }, []);
  return (
    <figure className="rounded-xl border border-linen bg-paper p-3 shadow-sm sm:p-4">
      <div className="before-after" style={{ "--before-after": `${before}%` } as CSSProperties}>
        <div className="before-after-side">
          <Art image={pair.before} sizes={sizes} className="before-after-picture" />
          <span className="before-after-label">{words.before}</span>
        </div>
        <div className="before-after-side before-after-after">
          <Art image={pair.after} sizes={sizes} className="before-after-picture" />
          <span className="before-after-label">{words.after}</span>
        </div>
        <input
          ref={range}
          type="range"
          className="before-after-range"
          min={0}
          max={100}
          step={1}
          value={before}
          onChange={(event) => setBefore(Number(event.currentTarget.value))}
          aria-label={fill(words.slider, { caption: pair.caption })}
          aria-valuetext={positionText(words, before)}
        />
        <span className="before-after-handle" aria-hidden="true">
          <span className="before-after-knob">
            <Icon name="chevron-left" className="size-4" />
            <Icon name="chevron-right" className="size-4" />
          </span>
        </span>
      </div>
      <figcaption className="px-1 pt-3 text-ink-soft">{pair.caption}</figcaption>
    </figure>
  );
}
