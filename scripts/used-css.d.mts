import type { Rule } from "postcss";

/** The rules of `css` (the whole stylesheet) that can apply to `html` (a built page), in their order. */
export function usedCss(css: string, html: string): string;
/** The stylesheet a page's code loads when it starts: `css` less what every one of `pages` carries already. */
export function lateCss(css: string, pages: string[]): string;
/** An attribute value as the browser reads it (the few entities React writes). */
export function decode(text: string): string;
/** Whether a rule is a keyframe of @keyframes (its "selector" names no element). */
export function isKeyframe(rule: Rule): boolean;
