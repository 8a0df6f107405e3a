/** The URL of the icon sprite (`app/lib/icons/vite-plugin.ts`). */
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}
