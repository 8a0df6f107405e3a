/**
 * The limits of the site's two forms, shared by the forms (checked before
 * sending), their tests and `npm run serve` (which refuses what the host
 * would refuse).
 */

/** Netlify Forms accept at most 8 MB of uploads per submission; endpoints such as Formspree allow more. */
export const FORM_LIMITS = {
  /** photos per inquiry */
  maxPhotos: 5,
  /** all photos of one inquiry together, in bytes */
  maxPhotoBytes: 8 * 1024 * 1024,
  /**
   * a submission sent sooner than this after the form appeared is marked in its `suspicion` field,
   * for the host's spam filter and the owner to weigh; it is delivered like any other (decision 008)
   */
  suspectFillMs: 3000,
  /** how long one attempt to send may take before it counts as failed */
  sendTimeoutMs: 30_000,
};

/**
 * The name of the honeypot field of both forms (`data-netlify-honeypot`): the host refuses a post
 * that fills it. People never see it, and no autofill heuristic reads this name as a name, an
 * address, a phone, an e-mail, a company or a website (tests/e2e/forms.spec.ts has Chromium's
 * autofill try).
 */
export const HONEYPOT_FIELD = "kgb-trap";

/** The field that carries what made the page suspect a submission (a very fast fill), in words. */
export const SUSPICION_FIELD = "suspicion";

/** The forms' names (`form-name`), as Netlify's deploy-time detection records them. */
export const FORM_NAMES = { inquiry: "project-inquiry", job: "job-application" };

/** Where a form posts when delivery is `netlify` (and where the visitor lands without JavaScript). */
export const THANK_YOU_PATH = "/thank-you";
