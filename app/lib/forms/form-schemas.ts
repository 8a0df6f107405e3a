/**
 * The forms' fields and rules: the forms validate with them, render their
 * fields' names from them (which Netlify's deploy-time detection reads), and
 * the tests read the field names from them. No library: the rules are few, and
 * the JavaScript of /contact and /join-team stays small. Each form's fields
 * are in its own module (job-application-spec.ts, project-inquiry-spec.ts), so
 * a page ships only its own.
 */
import { FORM_LIMITS, HONEYPOT_FIELD, SUSPICION_FIELD } from "../../../config/form-settings.ts";
import { commonForm } from "~/lib/forms/common-form";
import { EMAIL_PATTERN } from "./email-pattern";

export type Option = { readonly value: string; readonly label: string };

type Base = { name: string; label: string; required?: string };
export type FieldSpec =
  | (Base & { kind: "text" | "tel"; autoComplete?: string; trim?: boolean })
  | (Base & { kind: "email"; autoComplete?: string; trim?: boolean; invalid: string })
  | (Base & { kind: "textarea"; rows: number; placeholder?: string })
  | (Base & { kind: "select"; options: readonly Option[]; empty: string; autoComplete?: string })
  /** filled by the site, not typed (the estimate the visitor made): sent, never shown or checked */
  | (Base & { kind: "hidden" });

export type FormSpec = {
  /** the form's `name` and `form-name` */
  name: string;
  fields: readonly FieldSpec[];
  /** names of the single-file photo inputs, if the form takes photos */
  photoFields: readonly string[];
};

export type Values = Record<string, string>;
export type Errors = Record<string, string>;
/** What the checks need to know of a chosen file. */
export type FileLike = { name: string; type: string; size: number };

export { EMAIL_PATTERN } from "./email-pattern";

/** Every name a form posts, as Netlify's detection must find them in the HTML. */
export function postedFieldNames(spec: FormSpec): string[] {
  return ["form-name", HONEYPOT_FIELD, SUSPICION_FIELD, ...spec.fields.map((f) => f.name), ...spec.photoFields];
}

/** The value a field is sent with: trimmed where the rule says so, else exactly as typed. */
export function normalise(field: FieldSpec, raw: string): string {
  return "trim" in field && field.trim ? raw.trim() : raw;
}

/** One field's error message, or undefined. */
export function fieldError(field: FieldSpec, raw: string): string | undefined {
  const value = raw.trim();
  if (field.required && !value) return field.required;
  if (field.kind === "email" && value && !EMAIL_PATTERN.test(value)) return field.invalid;
  if (field.kind === "select" && value && !field.options.some((o) => o.value === raw)) return field.empty;
  return undefined;
}

/** Every field's error, in the form's order (the first is the one to focus). */
export function validate(spec: FormSpec, values: Values): Errors {
  const found: Errors = {};
  for (const field of spec.fields) {
    const error = fieldError(field, values[field.name] ?? "");
    if (error) found[field.name] = error;
  }
  return found;
}

/** Megabytes to one decimal, rounded up for what was chosen and down for the limit, so "more than" reads true. */
const megabytes = (bytes: number, round: (n: number) => number) => `${round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The photos' error, checked before anything is sent: images only, at most maxPhotoBytes together. */
export function photosError(files: readonly FileLike[], limits = FORM_LIMITS): string | undefined {
  const notImage = files.find((f) => !f.type.startsWith("image/"));
  if (notImage) return commonForm.photos.notAnImage(notImage.name);
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (total > limits.maxPhotoBytes)
    return commonForm.photos.tooLarge(megabytes(total, Math.ceil), megabytes(limits.maxPhotoBytes, Math.floor));
  return undefined;
}

/**
 * A mailto: link that carries what was typed, for when sending failed: the
 * visitor's own e-mail program sends it instead.
 */
export function mailtoWithValues(address: string, subject: string, spec: FormSpec, values: Values, photos: number) {
  const lines = [commonForm.failure.emailIntro, ""];
  for (const field of spec.fields) {
    const value = values[field.name];
    if (!value) continue;
    const shown = field.kind === "select" ? (field.options.find((o) => o.value === value)?.label ?? value) : value;
    lines.push(field.kind === "textarea" ? `${field.label}:\n${shown}` : `${field.label}: ${shown}`);
  }
  if (photos > 0) lines.push("", commonForm.failure.emailPhotos);
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join("\n"))}`;
}
