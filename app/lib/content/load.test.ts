/**
 * What the build does with a content file the owner (or the editor) got wrong:
 * it stops, naming the file, the field and what was expected. Each case works
 * on a copy, in a temporary folder, of the content as shipped (the frozen
 * tests/fixtures/shipped-content, whose values these edits look for: the
 * owner's own edits to app/content never change them).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentError, loadContent } from "./load";
import { getSiteIndex } from "./content.server";

const root = join(import.meta.dirname, "..", "..", "..", "tests/fixtures/shipped-content");
let copies: string[] = [];

function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), "kgb-content-"));
  cpSync(join(root, "app/content"), join(dir, "app/content"), { recursive: true });
  cpSync(join(root, "app/assets/art"), join(dir, "app/assets/art"), { recursive: true });
  cpSync(join(root, "app/assets/video"), join(dir, "app/assets/video"), { recursive: true });
  copies.push(dir);
  return dir;
}
const edit = (dir: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(dir, "app/content", file), change(readFileSync(join(dir, "app/content", file), "utf8")));

function problems(dir: string): string[] {
  try {
    loadContent(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

describe("a fact typed once", () => {
  it("the phone number, written as printed, gives the number every Call button dials", () => {
    const dir = copy();
    edit(dir, "settings/business.yaml", (t) => t.replace(/^phone: .*$/m, "phone: (617) 555-0142"));
    expect(loadContent(dir).settings.business.phone).toEqual({ display: "(617) 555-0142", e164: "+16175550142" });
  });

  it("a review's age is computed from its date on the day the site is built", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const dir = copy();
      vi.setSystemTime(new Date("2026-11-24T12:00:00Z"));
      const [newest] = loadContent(dir).collections.testimonials;
      edit(dir, `testimonials/${newest!.id}.yaml`, (t) =>
        t.replace(/^datePublished: .*$/m, "datePublished: 2026-11-10"),
      );
      expect(loadContent(dir).collections.testimonials.find((r) => r.id === newest!.id)?.timeAgo).toBe("2 weeks ago");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a new entry", () => {
  it("a ninth town is loaded, ordered and gets its page in the site index", () => {
    const dir = copy();
    edit(dir, "towns/weston-ma.yaml", (t) =>
      t
        .replace("slug: weston-ma", "slug: dover-ma")
        .replace("city: Weston", "city: Dover")
        .replace(/order: \d+/, "order: 99"),
    );
    writeFileSync(
      join(dir, "app/content/towns/dover-ma.yaml"),
      readFileSync(join(dir, "app/content/towns/weston-ma.yaml"), "utf8"),
    );
    edit(dir, "towns/weston-ma.yaml", (t) =>
      t
        .replace("slug: dover-ma", "slug: weston-ma")
        .replace("city: Dover", "city: Weston")
        .replace("order: 99", "order: 1"),
    );
    const content = loadContent(dir);
    expect(content.collections.towns.at(-1)?.city).toBe("Dover");
    vi.stubEnv("CONTENT_ROOT", dir);
    expect(getSiteIndex().map((e) => e.path)).toContain("/service-areas/dover-ma");
    vi.unstubAllEnvs();
  });
});

describe("a broken file stops the build", () => {
  it("names the file, the field and what was expected", () => {
    const dir = copy();
    edit(dir, "settings/business.yaml", (t) => t.replace(/^email: .*$/m, "email: hello at kendal"));
    expect(problems(dir)).toEqual([
      expect.stringMatching(/^app\/content\/settings\/business\.yaml: field "email": expected an e-mail address/),
    ]);
  });

  it("a missing required field and a text that is too short", () => {
    const dir = copy();
    edit(dir, "testimonials/deck-wayland.yaml", (t) =>
      t.replace(/^author: .*\n/m, "").replace(/^text: .*$/m, "text: Great."),
    );
    const found = problems(dir);
    expect(found).toContainEqual(
      expect.stringMatching(/testimonials\/deck-wayland\.yaml: field "author": .*expected string/i),
    );
    expect(found).toContainEqual(expect.stringMatching(/testimonials\/deck-wayland\.yaml: field "text": .*80/));
  });

  it("a file that is not YAML", () => {
    const dir = copy();
    edit(dir, "pages/review.yaml", (t) => `${t}\n  - : [unclosed\n`);
    expect(problems(dir)).toEqual([expect.stringMatching(/^app\/content\/pages\/review\.yaml: is not valid YAML/)]);
  });

  it("an unknown placeholder", () => {
    const dir = copy();
    edit(dir, "pages/contact.yaml", (t) => t.replace(/lead: (.*)/, "lead: $1 Call {phoneNumber}."));
    expect(problems(dir)).toEqual([
      expect.stringMatching(
        /pages\/contact\.yaml: field "hero\.lead": unknown placeholder "\{phoneNumber\}"; expected one of .*\{phone\}/,
      ),
    ]);
  });

  it("a placeholder filled when a page is shown, in a file where nothing fills it", () => {
    const dir = copy();
    edit(dir, "pages/contact.yaml", (t) => t.replace(/lead: (.*)/, "lead: $1 We work in {town}."));
    expect(problems(dir)).toEqual([
      expect.stringMatching(/pages\/contact\.yaml: field "hero\.lead": unknown placeholder "\{town\}"/),
    ]);
  });
});

describe("one placeholder syntax", () => {
  it("fills a business fact at build time and keeps a town page's {town} for each town", () => {
    const dir = copy();
    edit(dir, "pages/town-page.yaml", (t) =>
      t.replace(/^workingHeading: .*$/m, "workingHeading: Since {foundingYear} in {town}"),
    );
    const content = loadContent(dir);
    expect(content.pages.town.workingHeading).toBe(`Since ${content.settings.business.foundingYear} in {town}`);
  });
});

describe("references between files are checked", () => {
  it("a project's category must be a filter option", () => {
    const dir = copy();
    edit(dir, "projects/09-two-level-backyard-deck.yaml", (t) => t.replace("category: Deck", "category: Patio"));
    expect(problems(dir)).toEqual([
      expect.stringMatching(/field "category": "Patio" is not a portfolio filter option/),
    ]);
  });

  it("an article's related service must exist", () => {
    const dir = copy();
    edit(dir, "articles/kitchen-remodel-planning-guide.md", (t) =>
      t.replace("relatedService: kitchen", "relatedService: kitchens"),
    );
    expect(problems(dir)).toEqual([
      expect.stringMatching(
        /articles\/kitchen-remodel-planning-guide\.md: field "relatedService": "kitchens" is not a service/,
      ),
    ]);
  });

  it("a picture must exist in app/assets/art", () => {
    const dir = copy();
    unlinkSync(join(dir, "app/assets/art/town-concord-ma.svg"));
    expect(problems(dir)).toEqual([
      expect.stringMatching(/towns\/concord-ma\.yaml: field "image\.art": no picture named "town-concord-ma"/),
    ]);
  });

  it("an entry's slug must be its file's name", () => {
    const dir = copy();
    edit(dir, "services/decks.yaml", (t) => t.replace("slug: decks", "slug: decking"));
    expect(problems(dir)).toContainEqual(
      expect.stringMatching(/services\/decks\.yaml: field "slug": expected "decks"/),
    );
  });
});

describe("a photo uploaded through the editor", () => {
  it("is named by its file, folder and extension included, and the site uses the picture's name", () => {
    const dir = copy();
    writeFileSync(join(dir, "app/assets/art/porch-dover.jpg"), "");
    edit(dir, "projects/08-farmer-s-porch-rebuild.yaml", (t) => t.replace(/art: .*/, "art: /porch-dover.jpg"));
    edit(dir, "towns/concord-ma.yaml", (t) => t.replace(/art: .*/, "art: app/assets/art/porch-dover.jpg"));
    const content = loadContent(dir);
    const porch = content.collections.projects.find((p) => p.id === 8);
    expect(porch?.type === "image" && porch.image.art).toBe("porch-dover");
    expect(content.collections.towns.find((t) => t.slug === "concord-ma")?.image.art).toBe("porch-dover");
  });

  it("a file the picture pipeline cannot read is refused with the kinds it can", () => {
    const dir = copy();
    writeFileSync(join(dir, "app/assets/art/porch-dover.gif"), "");
    edit(dir, "projects/08-farmer-s-porch-rebuild.yaml", (t) => t.replace(/art: .*/, "art: /porch-dover.gif"));
    expect(problems(dir)).toEqual([
      expect.stringMatching(
        /projects\/08-farmer-s-porch-rebuild\.yaml: field "image\.art": expected a JPG, PNG, WebP, AVIF or SVG picture/,
      ),
    ]);
  });
});

describe("a video project", () => {
  const file = "projects/02-whole-home-renovation-walkthrough.yaml";

  it("plays an uploaded video only if the file is in app/assets/video", () => {
    const dir = copy();
    edit(dir, file, (t) => t.replace(/videoFile: .*/, "videoFile: /video/porch-walkthrough.mp4"));
    expect(problems(dir)).toEqual([
      expect.stringMatching(
        /02-whole-home-renovation-walkthrough\.yaml: field "videoFile": no file named "porch-walkthrough\.mp4"/,
      ),
    ]);
  });

  it("needs the captions of an uploaded video", () => {
    const dir = copy();
    edit(dir, file, (t) => t.replace(/captions: .*\n/, ""));
    expect(problems(dir)).toEqual([
      expect.stringMatching(/02-whole-home-renovation-walkthrough\.yaml: field "captions": expected the captions/),
    ]);
  });

  it("takes a player's address instead of a file; with both it plays the file, with neither it is a picture project", () => {
    const dir = copy();
    const player = "videoUrl: https://www.youtube-nocookie.com/embed/abc123";
    edit(dir, file, (t) => t.replace(/videoFile: .*\ncaptions: .*\n/, `${player}\n`));
    const video = loadContent(dir).collections.projects.find((p) => p.type === "video");
    expect(video?.type === "video" && video.videoUrl).toBe("https://www.youtube-nocookie.com/embed/abc123");

    edit(dir, file, (t) => t.replace(player, "videoUrl: https://player.vimeo.com/video/1"));
    expect(problems(dir)).toEqual([
      expect.stringMatching(
        /field "videoUrl": expected an address on https:\/\/www\.youtube-nocookie\.com, the video player/,
      ),
    ]);
    edit(dir, file, (t) => t.replace("videoUrl: https://player.vimeo.com/video/1", player));
    // Both (the editor cannot make the owner choose): the site plays its own file, with its captions.
    edit(dir, file, (t) =>
      t.replace(
        player,
        `${player}\nvideoFile: /video/whole-home-walkthrough.mp4\ncaptions: /video/whole-home-walkthrough.vtt`,
      ),
    );
    expect(problems(dir)).toEqual([]);
    const both = loadContent(dir).collections.projects.find((p) => p.type === "video");
    expect(both?.type === "video" && [both.videoFile, both.videoUrl]).toEqual([
      "/video/whole-home-walkthrough.mp4",
      undefined,
    ]);
    // Neither: a picture project.
    edit(dir, file, (t) => t.replace(/videoUrl: .*\nvideoFile: .*\ncaptions: .*\n/, ""));
    expect(problems(dir)).toEqual([]);
    expect(loadContent(dir).collections.projects.find((p) => p.title === video?.title)?.type).toBe("image");
  });
});

describe("a planning guide's table", () => {
  it("must have a caption", () => {
    const dir = copy();
    const file = join(dir, "app/content/articles/kitchen-remodel-planning-guide.md");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^Table: .*\n\n/m, ""));
    expect(problems(dir)).toEqual([
      expect.stringMatching(
        /articles\/kitchen-remodel-planning-guide\.md: field "body": the table "[^"]+" has no caption; write a line "Table: /,
      ),
    ]);
  });
});
