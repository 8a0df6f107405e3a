import { describe, expect, it } from "vitest";
import { FORM_LIMITS, HONEYPOT_FIELD, SUSPICION_FIELD } from "../../../config/form-settings.ts";
import { commonForm } from "~/lib/forms/common-form";
import { inquiryForm } from "~/lib/forms/inquiry-form";
import { jobApplicationSpec } from "./job-application-spec";
import { projectInquirySpec } from "./project-inquiry-spec";
import { mailtoWithValues, photosError, postedFieldNames, validate } from "./form-schemas";
import { getCollection } from "~/lib/content/content.server";

const serviceCatalog = getCollection("services");
const townCatalog = getCollection("towns");

const MB = 1024 * 1024;

describe("the forms' schema", () => {
  it("the inquiry offers the service-area towns plus its other town, and the services plus its other project type", () => {
    const options = (name: string) => {
      const field = projectInquirySpec.fields.find((f) => f.name === name);
      return field?.kind === "select" ? field.options.map((o) => o.label) : [];
    };
    expect(options("town")).toEqual([...townCatalog.map((t) => t.city), inquiryForm.otherTown]);
    expect(options("project-type")).toEqual([...serviceCatalog.map((s) => s.name), inquiryForm.otherProjectType]);
    expect(options("budget").length).toBeGreaterThan(2);
    expect(options("timeline").length).toBeGreaterThan(2);
  });

  it("names every posted field, the honeypot, the suspicion and form-name included, and up to 5 photos", () => {
    expect(postedFieldNames(projectInquirySpec)).toEqual([
      "form-name",
      HONEYPOT_FIELD,
      SUSPICION_FIELD,
      "name",
      "email",
      "phone",
      "town",
      "project-type",
      "budget",
      "timeline",
      "message",
      // the estimate priced at /estimate, when the visitor came from its "Send this to us"
      "estimate",
      "photo-1",
      "photo-2",
      "photo-3",
      "photo-4",
      "photo-5",
    ]);
    expect(postedFieldNames(jobApplicationSpec)).toEqual([
      "form-name",
      HONEYPOT_FIELD,
      SUSPICION_FIELD,
      ...["name", "email", "phone", "experience", "skills", "availability", "message"],
    ]);
  });

  it("the inquiry needs a name, a valid e-mail and a few words; the rest is optional", () => {
    expect(validate(projectInquirySpec, {})).toEqual({
      name: inquiryForm.errors.name,
      email: inquiryForm.errors.email,
      message: inquiryForm.errors.message,
    });
    expect(validate(projectInquirySpec, { name: " ", email: "a@b", message: "\n" })).toEqual({
      name: inquiryForm.errors.name,
      email: inquiryForm.errors.emailInvalid,
      message: inquiryForm.errors.message,
    });
    expect(validate(projectInquirySpec, { name: "Ana", email: " ana@example.com ", message: "Bath" })).toEqual({});
    expect(
      validate(projectInquirySpec, { name: "Ana", email: "ana@example.com", message: "x", town: "Paris" }),
    ).toEqual({ town: inquiryForm.empty.town });
  });

  it("photos: images only, at most 8 MB together", () => {
    expect(photosError([])).toBeUndefined();
    expect(photosError([{ name: "a.jpg", type: "image/jpeg", size: 3 * MB }])).toBeUndefined();
    expect(photosError([{ name: "plan.pdf", type: "application/pdf", size: 1000 }])).toMatch(
      /“plan\.pdf” is not a photo/,
    );
    expect(photosError([{ name: "x", type: "", size: 10 }])).toMatch(/not a photo/);
    const two = [
      { name: "a.jpg", type: "image/jpeg", size: FORM_LIMITS.maxPhotoBytes / 2 },
      { name: "b.heic", type: "image/heic", size: FORM_LIMITS.maxPhotoBytes / 2 + 1 },
    ];
    expect(photosError(two)).toBe(
      "These photos come to 8.1 MB, more than the 8 MB we can receive. Please leave one out, or send smaller photos.",
    );
  });

  it("the e-mail fallback carries what was typed, with the lists' words and a note about photos", () => {
    const href = mailtoWithValues(
      "hello@example.com",
      "Project inquiry",
      projectInquirySpec,
      { name: "Ana & Bo", email: "ana@example.com", town: inquiryForm.otherTown, message: "Line 1\nLine 2 ?&=#" },
      2,
    );
    expect(href.startsWith("mailto:hello@example.com?subject=Project%20inquiry&body=")).toBe(true);
    const body = decodeURIComponent(href.split("&body=")[1]!);
    const { labels } = inquiryForm;
    expect(body).toContain(`${labels.name}: Ana & Bo`);
    expect(body).toContain(`${labels.town}: ${inquiryForm.otherTown}`);
    expect(body).toContain(`${labels.message}:\nLine 1\nLine 2 ?&=#`);
    expect(body).toContain(commonForm.failure.emailPhotos);
    expect(body).not.toContain(labels.phone);
  });
});
