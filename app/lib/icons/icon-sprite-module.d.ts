/** The icon sprite (`app/lib/icons/icon-sprite-plugin.ts`). */
declare module "virtual:icon-sprite" {
  /** The URL of the sprite file. */
  const url: string;
  export default url;
  /** Its `<symbol>`s, in the pre-render; "" in the browser's build. */
  export const symbols: string;
  /** The SVG favicon as a data: URL, in the pre-render; "" in the browser's build. */
  export const favicon: string;
}
