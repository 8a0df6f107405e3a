/**
 * The project inquiry form on /contact: its words come from
 * app/content/forms/inquiry.yaml; the town and project-type choices follow the
 * service-area towns and the services.
 */
import { inquiryFormCopy } from "virtual:content/inquiryFormCopy";
import { serviceCatalog } from "virtual:content/serviceCatalog";
import { townCatalog } from "virtual:content/townCatalog";

export const inquiryForm = {
  ...inquiryFormCopy,
  towns: [
    ...townCatalog.map((t) => ({ value: t.city, label: t.city })),
    { value: inquiryFormCopy.otherTown, label: inquiryFormCopy.otherTown },
  ],
  projectTypes: [
    ...serviceCatalog.map((s) => ({ value: s.name, label: s.name })),
    { value: inquiryFormCopy.otherProjectType, label: inquiryFormCopy.otherProjectType },
  ],
};
