/**
 * The modules `app/lib/content/content-modules-plugin.ts` serves to the browser's code; each type is inferred from
 * the content loader and app/lib/content/modules.ts, which build the modules: nothing here is kept by hand.
 */
declare module "virtual:content/site" {
  import type { SiteFacts } from "~/lib/content/modules";
  const site: SiteFacts;
  export default site;
}
declare module "virtual:content/not-found" {
  import type { Content } from "~/lib/content/load";
  const page: Content["pages"]["notFound"];
  export default page;
}
declare module "virtual:content/forms/common" {
  import type { Content } from "~/lib/content/load";
  const form: Content["forms"]["common"];
  export default form;
}
declare module "virtual:content/forms/inquiry" {
  import type { Content } from "~/lib/content/load";
  const form: Content["forms"]["inquiry"];
  export default form;
}
declare module "virtual:content/forms/job" {
  import type { Content } from "~/lib/content/load";
  const form: Content["forms"]["job"];
  export default form;
}
declare module "virtual:content/editor-preview" {
  import type { EditorPreview } from "~/lib/content/modules";
  const preview: EditorPreview;
  export default preview;
}
