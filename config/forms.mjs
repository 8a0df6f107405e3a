/**
 * The limits of the site's two forms, shared by the forms (checked before
 * sending), their tests and `npm run serve` (which refuses what the host
 * would refuse). Types: forms.d.mts.
 */

/** Netlify Forms accept at most 8 MB of uploads per submission; endpoints such as Formspree allow more. */
export const FORM_LIMITS = {
  /** photos per inquiry */
  maxPhotos: 5,
  /** all photos of one inquiry together, in bytes */
  maxPhotoBytes: 8 * 1024 * 1024,
  /** a submission sent sooner than this after the form appeared is a bot's (dropped silently) */
  minFillMs: 3000,
  /** how long one attempt to send may take before it counts as failed */
  sendTimeoutMs: 30_000,
};

/** The name of the honeypot field of both forms (`netlify-honeypot`); people never see it. */
export const HONEYPOT_FIELD = "website";

/** The forms' names (`form-name`), as Netlify's deploy-time detection records them. */
export const FORM_NAMES = { inquiry: "project-inquiry", job: "job-application" };

/** Where a form posts when delivery is `netlify` (and where the visitor lands without JavaScript). */
export const THANK_YOU_PATH = "/thank-you";
