// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startReviewWidget, WIDGET_SCRIPT_ATTR } from "./review-widget";

const SRC = "https://widgets.example.net/reviews.js?id=abc123";

function setup() {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const onFallback = vi.fn();
  const stop = startReviewWidget({ src: SRC, container, hideMedia: false, onFallback });
  const script = document.querySelector<HTMLScriptElement>(`script[${WIDGET_SCRIPT_ATTR}]`);
  return { container, onFallback, stop, script };
}

describe("review widget timeline", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
    delete window.ReviewWidget;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("adds the script once per document, with its id query parameter", () => {
    setup();
    setup();
    const scripts = document.querySelectorAll(`script[${WIDGET_SCRIPT_ATTR}]`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(SRC);
  });

  it("tags the widget area with the widget id", () => {
    const { container } = setup();
    expect(container.getAttribute("data-widget-id")).toBe("abc123");
  });

  it("initialises 1000 ms after the script loads and marks the widget ready", () => {
    const init = vi.fn();
    window.ReviewWidget = { init };
    const { container, script } = setup();
    script!.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(999);
    expect(init).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(init).toHaveBeenCalledWith({ id: "abc123", container, hideMedia: false });
    expect(container.getAttribute("data-widget-ready")).toBe("true");
  });

  it("initialises 2000 ms after start when the script is already present", () => {
    setup().stop();
    const init = vi.fn();
    window.ReviewWidget = { init };
    const second = setup();
    vi.advanceTimersByTime(1999);
    expect(init).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(init).toHaveBeenCalledTimes(1);
    expect(second.container.getAttribute("data-widget-ready")).toBe("true");
  });

  it("only logs a script that fails to load", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { script, onFallback } = setup();
    script!.dispatchEvent(new Event("error"));
    expect(error).toHaveBeenCalledWith(expect.stringContaining("failed to load"));
    expect(onFallback).not.toHaveBeenCalled();
  });

  it("only logs an initialisation error, and does not mark the widget ready", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    window.ReviewWidget = {
      init: () => {
        throw new Error("boom");
      },
    };
    const { script, container } = setup();
    script!.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(1000);
    expect(error).toHaveBeenCalledWith("Error initialising the review widget:", expect.any(Error));
    expect(container.hasAttribute("data-widget-ready")).toBe(false);
  });

  it("asks for the fallback at 5000 ms when the area is still empty", () => {
    const { onFallback } = setup();
    vi.advanceTimersByTime(4999);
    expect(onFallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it("keeps the widget when it has rendered something by 5000 ms", () => {
    const { onFallback, container } = setup();
    container.appendChild(document.createElement("article"));
    vi.advanceTimersByTime(5000);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it("does nothing after it is stopped (the visitor left the page)", () => {
    const init = vi.fn();
    window.ReviewWidget = { init };
    const { onFallback, stop, script } = setup();
    script!.dispatchEvent(new Event("load"));
    stop();
    vi.advanceTimersByTime(10_000);
    expect(init).not.toHaveBeenCalled();
    expect(onFallback).not.toHaveBeenCalled();
  });
});
