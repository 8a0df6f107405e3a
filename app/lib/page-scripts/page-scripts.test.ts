// @vitest-environment jsdom
/**
 * The content pages' own scripts, as the pages carry them: each test runs the text <InlineScript>
 * writes (callSource) in a fresh function, which sees only the browser's globals, so a script that
 * leaned on anything outside itself fails here as it would in the page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { callSource } from "../inline-script";
import { businessHour } from "../business-hours";
import { containThirdPartyErrors } from "../../components/third-party-errors";
import { startReviewWidget, WIDGET_SCRIPT_ATTR, widgetTimings } from "../review-widget";
import { PHONE_NUMBER_ATTR, phoneClock } from "./phone-clock";
import { reviewsBlock } from "./reviews-block-script";
import { scrollVar } from "./scroll-var";
import { servicesMenu } from "./services-menu";
import site from "virtual:content/site";

const { business } = site;
// The text as the page carries it, run where it sees only the globals, as an inline script does.
// eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- that is the point
const run = (source: string) => new Function(source)() as unknown;

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the phone clock", () => {
  const lines = {
    start: business.phoneHours.start,
    end: business.phoneHours.end,
    main: { display: business.phone.display, e164: business.phone.e164 },
    afterHours: { display: business.afterHoursPhone.display, e164: business.afterHoursPhone.e164 },
  };
  const eastern = (hour: number, minute = 0) =>
    new Date(`2026-07-15T${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00-04:00`);

  it("switches every number to the after-hours line at the end of phone hours, without a reload", () => {
    vi.useFakeTimers({ now: eastern(lines.end - 1, 59) });
    document.body.innerHTML = `<a href="tel:${lines.main.e164}"><span>Call </span><span ${PHONE_NUMBER_ATTR}>${lines.main.display}</span></a><p><a href="#"><span ${PHONE_NUMBER_ATTR}>${lines.main.display}</span></a></p>`;
    run(callSource(phoneClock, [businessHour, lines, PHONE_NUMBER_ATTR]));
    const links = [...document.querySelectorAll("a")];
    expect(links.map((a) => a.textContent)).toEqual([`Call ${lines.main.display}`, lines.main.display]);
    vi.advanceTimersByTime(60_000);
    expect(links.map((a) => a.textContent)).toEqual([`Call ${lines.afterHours.display}`, lines.afterHours.display]);
    expect(links.map((a) => a.getAttribute("href"))).toEqual([
      `tel:${lines.afterHours.e164}`,
      `tel:${lines.afterHours.e164}`,
    ]);
  });

  it("shows the main line as the phone hours start", () => {
    vi.useFakeTimers({ now: eastern(lines.start - 1, 59) });
    document.body.innerHTML = `<a href="tel:${lines.main.e164}"><span ${PHONE_NUMBER_ATTR}>${lines.main.display}</span></a>`;
    run(callSource(phoneClock, [businessHour, lines, PHONE_NUMBER_ATTR]));
    expect(document.querySelector("a")!.textContent).toBe(lines.afterHours.display);
    vi.advanceTimersByTime(60_000);
    expect(document.querySelector("a")!.textContent).toBe(lines.main.display);
  });
});

describe("the woodworking page's scroll variable", () => {
  it("follows the window's scroll position, once a frame", () => {
    document.body.innerHTML = `<div data-scroll-parallax></div>`;
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb));
    run(callSource(scrollVar, ["data-scroll-parallax"]));
    const element = document.querySelector<HTMLElement>("[data-scroll-parallax]")!;
    expect(element.style.getPropertyValue("--scroll-y")).toBe("0");
    Object.defineProperty(window, "scrollY", { value: 240, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("scroll"));
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(element.style.getPropertyValue("--scroll-y")).toBe("240");
  });
});

describe("the reviews block", () => {
  const settings = {
    src: "https://widgets.example.net/reviews.js?id=abc123",
    hideMedia: true,
    areaAttr: "data-review-widget-area",
    fallbackAttr: "data-review-fallback",
    scriptAttr: WIDGET_SCRIPT_ATTR,
    timings: widgetTimings,
    nearViewport: "600px 0px",
  };

  it("starts the widget when its area comes near, and shows the fallback testimonials when it stays empty", () => {
    vi.useFakeTimers();
    let seen: IntersectionObserverCallback | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: IntersectionObserverCallback) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML = `<section data-review-widget-area></section><div data-review-fallback class="hidden"></div>`;
    run(callSource(reviewsBlock, [startReviewWidget, containThirdPartyErrors, settings]));
    expect(document.querySelector(`script[${WIDGET_SCRIPT_ATTR}]`)).toBeNull();
    seen!([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    const area = document.querySelector("[data-review-widget-area]")!;
    expect(document.querySelector<HTMLScriptElement>(`script[${WIDGET_SCRIPT_ATTR}]`)!.src).toBe(settings.src);
    expect(area.getAttribute("data-widget-id")).toBe("abc123");
    expect(area.getAttribute("data-hide-media")).toBe("true");
    vi.advanceTimersByTime(widgetTimings.fallbackMs);
    expect(area.classList.contains("hidden")).toBe(true);
    expect(document.querySelector("[data-review-fallback]")!.classList.contains("hidden")).toBe(false);
    vi.unstubAllGlobals();
  });
});

describe("the Services dropdown", () => {
  it("closes on Escape, returns focus to Services and says whether it is open", () => {
    document.body.innerHTML = `<ul><li data-dropdown><a href="/services">Services</a><div><a href="/services/kitchen">Kitchen</a></div></li></ul>`;
    run(callSource(servicesMenu, ["data-dropdown"]));
    const item = document.querySelector<HTMLElement>("[data-dropdown]")!;
    const [services, kitchen] = [...document.querySelectorAll("a")];
    kitchen!.focus();
    expect(services!.getAttribute("aria-expanded")).toBe("true");
    kitchen!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(item.hasAttribute("data-closed")).toBe(true);
    expect(document.activeElement).toBe(services);
    expect(services!.getAttribute("aria-expanded")).toBe("false");
    services!.blur();
    expect(item.hasAttribute("data-closed")).toBe(false);
  });
});
