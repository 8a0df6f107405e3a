/** The job application's fields and rules (spec section 5). */
import { FORM_NAMES } from "../../../config/form-settings.ts";
import { applicationErrors, availabilityOptions, experienceOptions, jobForm } from "~/lib/forms/job-application";
import type { FormSpec } from "./form-schemas";

export const jobApplicationSpec: FormSpec = {
  name: FORM_NAMES.job,
  photoFields: [],
  fields: [
    {
      name: "name",
      label: jobForm.labels.name,
      kind: "text",
      autoComplete: "name",
      trim: true,
      required: applicationErrors.name,
    },
    {
      name: "email",
      label: jobForm.labels.email,
      kind: "email",
      autoComplete: "email",
      trim: true,
      required: applicationErrors.email,
      invalid: applicationErrors.emailInvalid,
    },
    { name: "phone", label: jobForm.labels.phone, kind: "tel", autoComplete: "tel" },
    {
      name: "experience",
      label: jobForm.labels.experience,
      kind: "select",
      options: experienceOptions,
      empty: jobForm.empty.experience,
    },
    {
      name: "skills",
      label: jobForm.labels.skills,
      kind: "textarea",
      rows: 3,
      placeholder: jobForm.placeholders.skills,
    },
    {
      name: "availability",
      label: jobForm.labels.availability,
      kind: "select",
      options: availabilityOptions,
      empty: jobForm.empty.availability,
    },
    { name: "message", label: jobForm.labels.message, kind: "textarea", rows: 4 },
  ],
};
