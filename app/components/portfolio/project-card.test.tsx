// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Project } from "~/content/schema";
import { ProjectCard } from "./project-card";
import { getCollection } from "~/lib/content/content.server";

const projects = getCollection("projects");

const video = projects.find((p): p is Extract<Project, { type: "video" }> => p.type === "video")!;
const PLAYER = "https://www.youtube-nocookie.com/embed/owner-walkthrough";

describe("a video project's card", () => {
  afterEach(cleanup);

  it("loads nothing until play is pressed, then plays the uploaded video with its captions", () => {
    const { container } = render(<ProjectCard project={video} />);
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
    const { container } = render(<ProjectCard project={linked} />);
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: `Play video: ${video.title}` }));
    expect(container.querySelector("iframe")?.src).toBe(`${PLAYER}?autoplay=1`);
    expect(container.querySelector("video")).toBeNull();
  });
});
