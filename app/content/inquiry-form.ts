/**
 * The project inquiry form on /contact: its labels, the choices of its lists
 * and its messages. Towns and project types follow the service-area towns and
 * the services; the other lists are the owner's to change here.
 */
import { serviceCatalog } from "virtual:content/serviceCatalog";
import { townCatalog } from "virtual:content/townCatalog";

export const inquiryForm = {
  heading: "Tell us about your project",
  lead: "A few words about your house and what you would like to change are enough. We reply within 1 business day and set up a free visit at a time that suits you.",
  labels: {
    name: "Full Name",
    email: "Email",
    phone: "Phone",
    town: "Town",
    projectType: "Project type",
    budget: "Budget range",
    timeline: "Timeline",
    message: "Tell us about your project",
    photos: "Photos",
  },
  placeholders: {
    message: "The rooms, what bothers you about them today, what you would like instead, the age of the house...",
  },
  empty: {
    town: "Select your town",
    projectType: "Select a project type",
    budget: "Select a budget range",
    timeline: "Select a timeline",
  },
  towns: [...townCatalog.map((t) => ({ value: t.city, label: t.city })), { value: "Other", label: "Other" }],
  projectTypes: [
    ...serviceCatalog.map((s) => ({ value: s.name, label: s.name })),
    { value: "Something else", label: "Something else" },
  ],
  budgets: [
    { value: "Under $25,000", label: "Under $25,000" },
    { value: "$25,000 - $75,000", label: "$25,000 - $75,000" },
    { value: "$75,000 - $150,000", label: "$75,000 - $150,000" },
    { value: "$150,000 - $300,000", label: "$150,000 - $300,000" },
    { value: "Over $300,000", label: "Over $300,000" },
    { value: "Not sure yet", label: "Not sure yet" },
  ],
  timelines: [
    { value: "As soon as possible", label: "As soon as possible" },
    { value: "Within 3 months", label: "Within 3 months" },
    { value: "3 to 6 months", label: "3 to 6 months" },
    { value: "6 to 12 months", label: "6 to 12 months" },
    { value: "Just planning", label: "Just planning for now" },
  ],
  errors: {
    name: "Please enter your full name.",
    email: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address, like name@example.com.",
    message: "Please tell us a little about your project.",
  },
  submit: "Send My Project Details",
  sentTitle: "Thank you! Your project details reached us.",
  sentDescription: "We reply within 1 business day. If it is urgent, please call us.",
  sendAnother: "Send another message",
  failureTitle: "Your message was not sent",
  /** shown above our own form when the provider's embedded form does not load */
  embedFailed:
    "Our online form provider is not loading right now, so here is our own form: it reaches us just the same.",
} as const;
