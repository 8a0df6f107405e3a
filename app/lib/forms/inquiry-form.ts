import words from "virtual:content/forms/inquiry";
import site from "virtual:content/site";
/**
 * The project inquiry form on /contact: its words come from
 * app/content/forms/inquiry.yaml; the town and project-type choices follow the
 * service-area towns and the services.
 */

export const inquiryForm = {
  ...words,
  towns: [
    ...site.towns.map((t) => ({ value: t.city, label: t.city })),
    { value: words.otherTown, label: words.otherTown },
  ],
  projectTypes: [
    ...site.services.map((s) => ({ value: s.name, label: s.name })),
    { value: words.otherProjectType, label: words.otherProjectType },
  ],
};
