/** The job application's fields, options and messages (spec sections 5, 8 and 9). */
export const experienceOptions = [
  { value: "entry", label: "Entry Level (0-2 years)" },
  { value: "mid", label: "Mid Level (3-7 years)" },
  { value: "senior", label: "Senior Level (8+ years)" },
  { value: "expert", label: "Expert (15+ years)" },
] as const;

export const availabilityOptions = [
  { value: "immediately", label: "Immediately" },
  { value: "2weeks", label: "2 weeks notice" },
  { value: "1month", label: "1 month" },
  { value: "flexible", label: "Flexible" },
] as const;

export type JobApplication = {
  name: string;
  email: string;
  phone: string;
  experience: "" | (typeof experienceOptions)[number]["value"];
  skills: string;
  availability: "" | (typeof availabilityOptions)[number]["value"];
  message: string;
};

/** The validation messages of the two required fields (spec section 5). */
export const applicationErrors = {
  name: "Please enter your full name.",
  email: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address, like name@example.com.",
} as const;

export const emptyApplication: JobApplication = {
  name: "",
  email: "",
  phone: "",
  experience: "",
  skills: "",
  availability: "",
  message: "",
};

export const applicationMessages = {
  successTitle: "Application Submitted!",
  successDescription: "Thank you for your interest. We'll be in touch soon.",
  failureTitle: "Your application was not sent",
  failureDescription:
    "We couldn't reach our office just now. Everything you typed is still in the form: please try again in a few minutes, or call us at",
} as const;
