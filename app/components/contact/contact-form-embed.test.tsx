// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { inquiryForm } from "~/lib/forms/inquiry-form";
import { CONTACT_SCRIPT_ATTR, ContactFormEmbed, EMBED_TIMEOUT_MS } from "./contact-form-embed";

const FORM_URL = "https://forms.contact.test/f/kgb-project";
const SCRIPT_URL = "https://forms.contact.test/embed.js";

const embedScript = () => document.querySelector<HTMLScriptElement>(`script[${CONTACT_SCRIPT_ATTR}]`);
const frame = () => document.querySelector("iframe");
const notice = () => screen.queryByText(inquiryForm.embedFailed);
const ourForm = () => screen.queryByRole("button", { name: inquiryForm.submit });

describe("the contact page's provider form", () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows the provider's frame and adds its script, and removes the script when the visitor leaves", () => {
    const { unmount } = render(<ContactFormEmbed formUrl={FORM_URL} scriptUrl={SCRIPT_URL} />);
    expect(frame()?.src).toBe(FORM_URL);
    expect(frame()?.height).toBe("918");
    expect(embedScript()?.src).toBe(SCRIPT_URL);
    expect(ourForm()).toBeNull();
    unmount();
    expect(embedScript()).toBeNull();
  });

  it("gives the visitor our own form, with a word why, when the provider's script fails to load", () => {
    render(<ContactFormEmbed formUrl={FORM_URL} scriptUrl={SCRIPT_URL} />);
    fireEvent.error(embedScript()!);
    expect(frame()).toBeNull();
    expect(notice()).not.toBeNull();
    expect(ourForm()).not.toBeNull();
    expect(embedScript()).toBeNull();
  });

  it("keeps our own form when a blocked frame reports loaded in the same moment the script fails (an ad blocker blocks both)", () => {
    render(<ContactFormEmbed formUrl={FORM_URL} scriptUrl={SCRIPT_URL} />);
    const blockedFrame = frame()!;
    // Both events arrive before React renders again, in this order.
    act(() => {
      embedScript()!.dispatchEvent(new Event("error"));
      blockedFrame.dispatchEvent(new Event("load"));
    });
    expect(frame()).toBeNull();
    expect(notice()).not.toBeNull();
    expect(ourForm()).not.toBeNull();
  });

  it("keeps the provider's form once its frame has loaded, until the script fails", () => {
    vi.useFakeTimers();
    render(<ContactFormEmbed formUrl={FORM_URL} scriptUrl={SCRIPT_URL} />);
    fireEvent.load(frame()!);
    act(() => {
      vi.advanceTimersByTime(EMBED_TIMEOUT_MS * 2);
    });
    expect(frame()).not.toBeNull();
    fireEvent.error(embedScript()!);
    expect(frame()).toBeNull();
    expect(notice()).not.toBeNull();
  });

  it(`gives the visitor our own form when the frame has not loaded after ${EMBED_TIMEOUT_MS / 1000} s`, () => {
    vi.useFakeTimers();
    render(<ContactFormEmbed formUrl={FORM_URL} scriptUrl={SCRIPT_URL} />);
    act(() => {
      vi.advanceTimersByTime(EMBED_TIMEOUT_MS - 1);
    });
    expect(frame()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(frame()).toBeNull();
    expect(notice()).not.toBeNull();
  });

  it("shows our own form, with no notice, when no provider is configured", () => {
    render(<ContactFormEmbed formUrl="" scriptUrl="" />);
    expect(frame()).toBeNull();
    expect(embedScript()).toBeNull();
    expect(ourForm()).not.toBeNull();
    expect(notice()).toBeNull();
  });
});
