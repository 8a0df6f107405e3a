/** The rules of `css` (the whole stylesheet) that can apply to `html` (a built page), in their order. */
export function usedCss(css: string, html: string): string;
