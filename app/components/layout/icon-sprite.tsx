import { useEffect, useState } from "react";
import sprite, { symbols as built } from "virtual:icon-sprite";

/** The id of the page's icon sprite, which `<Icon>`s refer to (`href="#name"`). */
export const ICON_SPRITE_ID = "icons";

/** What the page carries: the pre-render writes every symbol, and the build keeps those the page draws (scripts/page-html.ts). */
const inPage = typeof document === "undefined" ? built : (document.getElementById(ICON_SPRITE_ID)?.innerHTML ?? "");

/**
 * The icons' symbols, in the page, so that an icon is drawn with the text it sits in and costs no
 * request. Once the page is running, the sprite file (cached for good) brings the symbols the page
 * did not draw, for the pages a visitor goes to next.
 */
export function IconSprite() {
  const [symbols, setSymbols] = useState(inPage);
  useEffect(() => {
    let live = true;
    fetch(sprite)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((svg) => live && setSymbols(svg.replace(/^<svg[^>]*>|<\/svg>$/g, "")))
      // Without it the icons of the next page are blank, and a reload draws them: nothing to tell the visitor.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return (
    <svg id={ICON_SPRITE_ID} className="hidden" aria-hidden="true" dangerouslySetInnerHTML={{ __html: symbols }} />
  );
}
