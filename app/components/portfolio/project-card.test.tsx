// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Project } from "~/content/schema";
import { ProjectCard } from "./project-card";
import { getCollection, getPage } from "~/lib/content/content.server";

const projects = getCollection("projects");

const video = projects.find((p): p is Extract<Project, { type: "video" }> => p.type === "video")!;
const { beforeAfterMark: mark } = getPage("portfolio");
const PLAYER = "https://www.youtube-nocookie.com/embed/owner-walkthrough";

describe("a video project's card", () => {
  afterEach(cleanup);

  it("loads nothing until play is pressed, then plays the uploaded video with its captions", () => {
    const { container } = render(<ProjectCard project={video} beforeAfterMark={mark} />);
    expect(container.querySelector("video, iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: `Play video: ${video.title}` }));
    const player = container.querySelector("video")!;
    expect(player.querySelector("source")?.getAttribute("src")).toBe(video.videoFile);
    expect(player.querySelector("track[kind='captions']")?.getAttribute("src")).toBe(video.captions);
    expect(player.controls).toBe(true);
    expect(container.querySelector("iframe")).toBeNull();
  });

  it("opens the owner's player address instead, when the project names one", () => {
    const linked = { ...video, videoFile: undefined, captions: undefined, videoUrl: PLAYER };
    const { container } = render(<ProjectCard project={linked} beforeAfterMark={mark} />);
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: `Play video: ${video.title}` }));
    expect(container.querySelector("iframe")?.src).toBe(`${PLAYER}?autoplay=1`);
    expect(container.querySelector("video")).toBeNull();
  });
});

describe("the before/after mark", () => {
  afterEach(cleanup);

  it("is on the card of a project with before/after pairs, in words, and on no other card", () => {
    const withPairs = projects.find((p) => p.beforeAfter.length > 0)!;
    const without = projects.find((p) => p.beforeAfter.length === 0)!;
    render(<ProjectCard project={withPairs} beforeAfterMark={mark} />);
    expect(screen.getByText(mark)).toBeTruthy();
    cleanup();
    render(<ProjectCard project={without} beforeAfterMark={mark} />);
    expect(screen.queryByText(mark)).toBeNull();
  });
});
