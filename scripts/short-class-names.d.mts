/** The class names a stylesheet's selectors name (keyframes aside). */
export function classesIn(css: string): Set<string>;
/**
 * Gives each class the stylesheet styles in a built page a name of one or two letters in its class attributes
 * and its inlined <style>; `names` maps each short name to Tailwind's.
 */
export function shortClassNames(html: string, stylesheet: Set<string>): { html: string; names: Record<string, string> };
