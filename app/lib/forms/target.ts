import { THANK_YOU_PATH } from "../../../config/forms.mjs";
import { buildConfig } from "~/config/env";

/**
 * Where the forms post, from the build configuration: with Netlify Forms, to the
 * thank-you page (the host records the post and answers with that page); with an
 * endpoint, to the endpoint (whose own setting sends the visitor back to it).
 */
export const formDelivery = {
  delivery: buildConfig.formsDelivery,
  target: buildConfig.formsDelivery === "endpoint" ? buildConfig.formsEndpoint : THANK_YOU_PATH,
} as const;
