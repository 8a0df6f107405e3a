/**
 * The job application on /join-team (spec sections 5, 8 and 9): its words come
 * from app/content/forms/job-application.yaml; the values its lists send are
 * fixed in app/content/schema.ts.
 */
import type { availabilityValues, experienceValues } from "~/content/schema";
import words from "virtual:content/forms/job";

export const jobForm = words;
export const experienceOptions = words.experienceOptions;
export const availabilityOptions = words.availabilityOptions;

export type JobApplication = {
  name: string;
  email: string;
  phone: string;
  experience: "" | (typeof experienceValues)[number];
  skills: string;
  availability: "" | (typeof availabilityValues)[number];
  message: string;
};

/** The validation messages of the two required fields (spec section 5). */
export const applicationErrors = words.errors;

export const emptyApplication: JobApplication = {
  name: "",
  email: "",
  phone: "",
  experience: "",
  skills: "",
  availability: "",
  message: "",
};

export const applicationMessages = words;
