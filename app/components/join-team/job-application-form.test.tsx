// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_LIMITS, HONEYPOT_FIELD, SUSPICION_FIELD } from "../../../config/form-settings.ts";
import { commonForm } from "~/lib/forms/common-form";
import { applicationErrors, availabilityOptions, experienceOptions, jobForm } from "~/lib/forms/job-application";
import { jobApplicationSpec } from "~/lib/forms/job-application-spec";
import { postedFieldNames } from "~/lib/forms/form-schemas";
import { DRAFT_KEY, JobApplicationForm } from "./job-application-form";

/** The form's words are the owner's (app/content/forms/job-application.yaml): the test reads them there. */
const { labels } = jobForm;
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { exact: false });
const submit = () => screen.getByRole("button", { name: jobForm.submit });
const confirmation = () => screen.findByText(jobForm.successTitle);

let now = 0;
/** A person takes longer than the page finds suspect; the form's clock is performance.now(). */
const takeYourTime = () => (now += FORM_LIMITS.suspectFillMs + 1);

function host(...statuses: number[]) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: statuses.shift() ?? 200 }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(labels.name), "Ana Ruiz");
  await user.type(field(labels.email), "ana@example.com");
}

describe("the job application form", () => {
  beforeEach(() => {
    sessionStorage.clear();
    now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("has the seven fields of the specification with their types, rows and options", () => {
    render(<JobApplicationForm />);
    expect(field(labels.name).type).toBe("text");
    expect(field(labels.email).type).toBe("email");
    expect(field(labels.phone).type).toBe("tel");
    expect((field(labels.skills) as unknown as HTMLTextAreaElement).rows).toBe(3);
    expect((field(labels.message) as unknown as HTMLTextAreaElement).rows).toBe(4);
    const options = (label: string) =>
      [...(field(label) as unknown as HTMLSelectElement).options].filter((o) => o.value).map((o) => [o.value, o.text]);
    expect(options(labels.experience)).toEqual(experienceOptions.map((o) => [o.value, o.label]));
    expect(options(labels.availability)).toEqual(availabilityOptions.map((o) => [o.value, o.label]));
    expect(field(labels.name).autocomplete).toBe("name");
    expect(field(labels.email).autocomplete).toBe("email");
  });

  it("is a Netlify form that posts every field, with the privacy line beside the button", () => {
    const { container } = render(<JobApplicationForm delivery="netlify" target="/thank-you" />);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("data-netlify")).toBe("true");
    expect(form.getAttribute("data-netlify-honeypot")).toBe(HONEYPOT_FIELD);
    expect(form.getAttribute("action")).toBe("/thank-you");
    expect(form.getAttribute("enctype")).toBe("multipart/form-data");
    const names = [...form.querySelectorAll("[name]")].map((el) => el.getAttribute("name"));
    expect(names.sort()).toEqual(postedFieldNames(jobApplicationSpec).sort());
    expect(screen.getByText(jobForm.privacy)).toBeTruthy();
  });

  it("posts to the endpoint, without Netlify's attributes, when delivery is an endpoint", () => {
    const { container } = render(<JobApplicationForm delivery="endpoint" target="https://forms.example.net/f/abc" />);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("https://forms.example.net/f/abc");
    expect(form.hasAttribute("data-netlify")).toBe(false);
    // The endpoint gets the same fields as Netlify: the suspicion and the honeypot included.
    const names = [...form.querySelectorAll("[name]")].map((el) => el.getAttribute("name"));
    expect(names.sort()).toEqual(postedFieldNames(jobApplicationSpec).sort());
  });

  it("to an endpoint too, a fast fill is sent with its suspicion", async () => {
    const user = userEvent.setup();
    const fetchMock = host(200);
    render(<JobApplicationForm delivery="endpoint" target="https://forms.example.net/f/abc" />);
    fireEvent.input(field(labels.name), { target: { value: "Ana Ruiz" } });
    fireEvent.input(field(labels.email), { target: { value: "ana@example.com" } });
    now += 1200;
    await user.click(submit());
    expect(await confirmation()).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("https://forms.example.net/f/abc");
    expect((init!.body as FormData).get(SUSPICION_FIELD)).toBe(commonForm.suspicion("1.2"));
  });

  it("an empty submission shows both required messages and focuses Full Name", async () => {
    const user = userEvent.setup();
    const fetchMock = host();
    render(<JobApplicationForm />);
    await user.click(submit());
    expect(await screen.findByText(applicationErrors.name)).toBeTruthy();
    expect(screen.getByText(applicationErrors.email)).toBeTruthy();
    expect(document.activeElement).toBe(field(labels.name));
    expect(field(labels.name).getAttribute("aria-invalid")).toBe("true");
    expect(field(labels.name).getAttribute("aria-describedby")).toBe("job-application-name-error");
    expect(console.log).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects an invalid e-mail and keeps what was typed", async () => {
    const user = userEvent.setup();
    render(<JobApplicationForm />);
    await user.type(field(labels.name), "Ana Ruiz");
    await user.type(field(labels.email), "ana@");
    await user.click(submit());
    expect(await screen.findByText(applicationErrors.emailInvalid)).toBeTruthy();
    expect(field(labels.name).value).toBe("Ana Ruiz");
    expect(field(labels.email).value).toBe("ana@");
    expect(document.activeElement).toBe(field(labels.email));
  });

  it("a valid submission is delivered, then logged, confirmed, and every field emptied", async () => {
    const user = userEvent.setup();
    const fetchMock = host(200);
    render(<JobApplicationForm delivery="netlify" target="/thank-you" />);
    await user.type(field(labels.name), "  Ana Ruiz ");
    await user.type(field(labels.email), "ana@example.com");
    await user.type(field(labels.phone), "(617) 555-0100");
    await user.selectOptions(field(labels.experience), "senior");
    await user.type(field(labels.skills), "Trim, cabinets");
    await user.selectOptions(field(labels.availability), "2weeks");
    await user.type(field(labels.message), "Ten years of finish work.");
    takeYourTime();
    await user.click(submit());
    expect(await confirmation()).toBeTruthy();
    expect(screen.getByText(jobForm.successDescription)).toBeTruthy();
    const values = {
      name: "Ana Ruiz",
      email: "ana@example.com",
      phone: "(617) 555-0100",
      experience: "senior",
      skills: "Trim, cabinets",
      availability: "2weeks",
      message: "Ten years of finish work.",
    };
    expect(console.log).toHaveBeenCalledWith("Job application submitted:", values);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/thank-you");
    const body = init!.body as FormData;
    expect(body.get("form-name")).toBe("job-application");
    for (const [name, value] of Object.entries(values)) expect(body.get(name), name).toBe(value);
    for (const { label } of jobApplicationSpec.fields) {
      expect(field(label).value, label).toBe("");
    }
  });

  it("when delivery fails, nothing is lost: a message, Retry, the phone and an e-mail carrying the values", async () => {
    const user = userEvent.setup();
    const fetchMock = host(400, 200);
    render(<JobApplicationForm />);
    await fillValid(user);
    await user.type(field(labels.skills), "Stairs & rails");
    takeYourTime();
    await user.click(submit());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(jobForm.failureTitle);
    expect(alert.querySelector('a[href^="tel:"]')).toBeTruthy();
    const mailto = decodeURIComponent(alert.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')!.href);
    expect(mailto).toContain(`${labels.name}: Ana Ruiz`);
    expect(mailto).toContain(`${labels.skills}:\nStairs & rails`);
    expect(field(labels.name).value).toBe("Ana Ruiz");
    expect(field(labels.skills).value).toBe("Stairs & rails");
    expect(screen.queryByText(jobForm.successTitle)).toBeNull();
    expect(console.log).not.toHaveBeenCalledWith("Job application submitted:", expect.anything());

    await user.click(screen.getByRole("button", { name: commonForm.failure.retry }));
    expect(await confirmation()).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(field(labels.name).value).toBe("");
  });

  it("sends what it suspects instead of dropping it: a fast fill says so in words, the honeypot goes to the host", async () => {
    const user = userEvent.setup();
    const fetchMock = host(200, 200, 200);
    const { container } = render(<JobApplicationForm />);
    const sentBody = (i: number) => fetchMock.mock.calls[i]![1]!.body as FormData;

    // Filled and sent within a second of the form appearing: delivered, with the time in words.
    fireEvent.input(field(labels.name), { target: { value: "Ana Ruiz" } });
    fireEvent.input(field(labels.email), { target: { value: "ana@example.com" } });
    now += 800;
    await user.click(submit());
    expect(await confirmation()).toBeTruthy();
    expect(sentBody(0).get("name")).toBe("Ana Ruiz");
    expect(sentBody(0).get(SUSPICION_FIELD)).toBe(commonForm.suspicion("0.8"));
    expect(console.log).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Dismiss notification" }));

    // A second application right after the first: delivered too; its clock started at the reset.
    fireEvent.input(field(labels.name), { target: { value: "Ben Ruiz" } });
    fireEvent.input(field(labels.email), { target: { value: "ben@example.com" } });
    now += 1500;
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(1).get(SUSPICION_FIELD)).toBe(commonForm.suspicion("1.5"));
    await user.click(await screen.findByRole("button", { name: "Dismiss notification" }));

    // The honeypot filled: posted as it is; the host refuses it, not the page.
    fireEvent.input(field(labels.name), { target: { value: "Spam Bot" } });
    fireEvent.input(field(labels.email), { target: { value: "bot@example.com" } });
    fireEvent.input(container.querySelector(`[name="${HONEYPOT_FIELD}"]`)!, { target: { value: "http://spam" } });
    takeYourTime();
    await user.click(submit());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(sentBody(2).get(HONEYPOT_FIELD)).toBe("http://spam");
    expect(sentBody(2).get(SUSPICION_FIELD)).toBe("");
  });

  it("keeps a draft across a reload until it is sent, without overwriting what is typed", async () => {
    const user = userEvent.setup();
    host(200);
    const first = render(<JobApplicationForm />);
    await user.type(field(labels.name), "Ana Ruiz");
    await user.type(field(labels.skills), "Stairs");
    await user.selectOptions(field(labels.experience), "mid");
    first.unmount();
    render(<JobApplicationForm />);
    await waitFor(() => expect(field(labels.name).value).toBe("Ana Ruiz"));
    expect(field(labels.skills).value).toBe("Stairs");
    expect(field(labels.experience).value).toBe("mid");
    await user.type(field(labels.email), "ana@example.com");
    takeYourTime();
    await user.click(submit());
    await confirmation();
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}") as { name?: string };
    expect(draft.name ?? "").toBe("");
  });
});
