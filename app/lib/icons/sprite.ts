import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { spriteIcons } from "../../components/ui/icon-names.ts";

const pascal = (kebab: string) => kebab.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * One SVG sprite with a `<symbol>` per icon in `spriteIcons`, drawn from Lucide's own components
 * (their paths, their 24x24 box). `<Icon>` refers to a symbol by name; the stroke, its width and
 * the size come from the `<svg>` that uses it.
 */
export function iconSprite(): string {
  const symbols = Object.entries(spriteIcons).map(([name, lucideName]) => {
    const component = (lucide as unknown as Record<string, ComponentType | undefined>)[pascal(lucideName)];
    if (!component) throw new Error(`icon "${name}": lucide-react has no icon "${lucideName}"`);
    const paths = renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>|<\/svg>$/g, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${paths}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
