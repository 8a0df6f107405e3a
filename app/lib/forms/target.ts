import { THANK_YOU_PATH } from "../../../config/form-settings.ts";

/**
 * Where the forms post, from the build configuration: with Netlify Forms, to the
 * thank-you page (the host records the post and answers with that page); with an
 * endpoint, to the endpoint (whose own setting sends the visitor back to it).
 */
export const formDelivery = {
  delivery: __BUILD_CONFIG__.formsDelivery,
  target: __BUILD_CONFIG__.formsDelivery === "endpoint" ? __BUILD_CONFIG__.formsEndpoint : THANK_YOU_PATH,
} as const;
