// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { availabilityOptions, experienceOptions } from "~/content/job-application";
import { DRAFT_KEY, JobApplicationForm } from "./job-application-form";

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { exact: false });

describe("the job application form", () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("has the seven fields of the specification with their types, rows and options", () => {
    render(<JobApplicationForm endpoint="" />);
    expect(field("Full Name").type).toBe("text");
    expect(field("Email").type).toBe("email");
    expect(field("Phone Number").type).toBe("tel");
    expect((field("Skills") as unknown as HTMLTextAreaElement).rows).toBe(3);
    expect((field("Tell Us About Yourself") as unknown as HTMLTextAreaElement).rows).toBe(4);
    const options = (label: string) =>
      [...(field(label) as unknown as HTMLSelectElement).options].filter((o) => o.value).map((o) => [o.value, o.text]);
    expect(options("Years of Experience")).toEqual(experienceOptions.map((o) => [o.value, o.label]));
    expect(options("When can you start")).toEqual(availabilityOptions.map((o) => [o.value, o.label]));
    expect(field("Full Name").autocomplete).toBe("name");
    expect(field("Email").autocomplete).toBe("email");
  });

  it("an empty submission shows both required messages and focuses Full Name", async () => {
    const user = userEvent.setup();
    render(<JobApplicationForm endpoint="" />);
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Please enter your full name.")).toBeTruthy();
    expect(screen.getByText("Please enter your email address.")).toBeTruthy();
    expect(document.activeElement).toBe(field("Full Name"));
    expect(field("Full Name").getAttribute("aria-invalid")).toBe("true");
    expect(field("Full Name").getAttribute("aria-describedby")).toBe("name-error");
    expect(console.log).not.toHaveBeenCalled();
  });

  it("rejects an invalid e-mail and keeps what was typed", async () => {
    const user = userEvent.setup();
    render(<JobApplicationForm endpoint="" />);
    await user.type(field("Full Name"), "Ana Ruiz");
    await user.type(field("Email"), "ana@");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText(/Please enter a valid email address/)).toBeTruthy();
    expect(field("Full Name").value).toBe("Ana Ruiz");
    expect(field("Email").value).toBe("ana@");
    expect(document.activeElement).toBe(field("Email"));
  });

  it("a valid submission logs the values, confirms, and empties every field", async () => {
    const user = userEvent.setup();
    render(<JobApplicationForm endpoint="" />);
    await user.type(field("Full Name"), "Ana Ruiz");
    await user.type(field("Email"), "ana@example.com");
    await user.type(field("Phone Number"), "(617) 555-0100");
    await user.selectOptions(field("Years of Experience"), "senior");
    await user.type(field("Skills"), "Trim, cabinets");
    await user.selectOptions(field("When can you start"), "2weeks");
    await user.type(field("Tell Us About Yourself"), "Ten years of finish work.");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Application Submitted!")).toBeTruthy();
    expect(screen.getByText("Thank you for your interest. We'll be in touch soon.")).toBeTruthy();
    expect(console.log).toHaveBeenCalledWith("Job application submitted:", {
      name: "Ana Ruiz",
      email: "ana@example.com",
      phone: "(617) 555-0100",
      experience: "senior",
      skills: "Trim, cabinets",
      availability: "2weeks",
      message: "Ten years of finish work.",
    });
    for (const label of [
      "Full Name",
      "Email",
      "Phone Number",
      "Years of Experience",
      "Skills",
      "When can you start",
      "Tell Us About Yourself",
    ]) {
      expect(field(label).value, label).toBe("");
    }
  });

  it("when delivery finally fails, the values stay and the applicant is offered the phone number", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(async () => new Response(null, { status: 400 }));
    vi.stubGlobal("fetch", fetchMock);
    render(<JobApplicationForm endpoint="https://jobs.example.net/apply" />);
    await user.type(field("Full Name"), "Ana Ruiz");
    await user.type(field("Email"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    expect(await screen.findByText("Your application was not sent")).toBeTruthy();
    expect(screen.getByRole("status").querySelector('a[href^="tel:"]')).toBeTruthy();
    expect(field("Full Name").value).toBe("Ana Ruiz");
    expect(screen.queryByText("Application Submitted!")).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("keeps a draft across a reload until it is sent", async () => {
    const user = userEvent.setup();
    const first = render(<JobApplicationForm endpoint="" />);
    await user.type(field("Full Name"), "Ana Ruiz");
    await user.type(field("Skills"), "Stairs");
    first.unmount();
    render(<JobApplicationForm endpoint="" />);
    await waitFor(() => expect(field("Full Name").value).toBe("Ana Ruiz"));
    expect(field("Skills").value).toBe("Stairs");
    await user.type(field("Email"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Submit Application" }));
    await screen.findByText("Application Submitted!");
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}") as { name?: string };
    expect(draft.name ?? "").toBe("");
  });
});
