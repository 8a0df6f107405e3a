/** The project inquiry's fields and rules (/contact). */
import { FORM_LIMITS, FORM_NAMES } from "../../../config/form-settings.ts";
import { inquiryForm } from "~/lib/forms/inquiry-form";
import { ESTIMATE_FIELD } from "./inquiry-draft";
import type { FormSpec } from "./form-schemas";

const { labels, errors, empty } = inquiryForm;
export const projectInquirySpec: FormSpec = {
  name: FORM_NAMES.inquiry,
  photoFields: Array.from({ length: FORM_LIMITS.maxPhotos }, (_, i) => `photo-${i + 1}`),
  fields: [
    { name: "name", label: labels.name, kind: "text", autoComplete: "name", trim: true, required: errors.name },
    {
      name: "email",
      label: labels.email,
      kind: "email",
      autoComplete: "email",
      trim: true,
      required: errors.email,
      invalid: errors.emailInvalid,
    },
    { name: "phone", label: labels.phone, kind: "tel", autoComplete: "tel" },
    { name: "town", label: labels.town, kind: "select", options: inquiryForm.towns, empty: empty.town },
    {
      name: "project-type",
      label: labels.projectType,
      kind: "select",
      options: inquiryForm.projectTypes,
      empty: empty.projectType,
    },
    { name: "budget", label: labels.budget, kind: "select", options: inquiryForm.budgets, empty: empty.budget },
    { name: "timeline", label: labels.timeline, kind: "select", options: inquiryForm.timelines, empty: empty.timeline },
    {
      name: "message",
      label: labels.message,
      kind: "textarea",
      rows: 6,
      placeholder: inquiryForm.placeholders.message,
      required: errors.message,
    },
    // What the visitor priced in the estimator ("Send this to us"), for the office.
    { name: ESTIMATE_FIELD, label: labels.estimate, kind: "hidden" },
  ],
};
