import { Icon } from "~/components/ui/icon";
import { useCallback, useState } from "react";
import type { ProjectCardData as Project } from "~/content/project-page";
import { artUrl } from "~/lib/art-files";
import { cn } from "~/lib/cn";
import { SiteLink } from "../layout/site-link";
import { Art } from "../ui/art";

type VideoProject = Extract<Project, { type: "video" }>;

/** Our own video, in the browser's own player with its captions; it starts as the visitor asked. */
function OwnVideo({ project, file, captions }: { project: VideoProject; file: string; captions: string }) {
  // The play button it replaces is gone: the player takes the focus, so the keyboard stays here
  // (once, when it appears: a stable callback is not called again when the card renders again).
  const takeFocus = useCallback((video: HTMLVideoElement | null) => video?.focus(), []);
  return (
    <video
      ref={takeFocus}
      className="aspect-[3/2] w-full rounded-t-[11px] bg-ink"
      controls
      autoPlay
      playsInline
      poster={artUrl(project.poster.art, 800, "webp")}
      aria-label={`Video: ${project.title}`}
    >
      <source src={file} type={file.endsWith(".webm") ? "video/webm" : "video/mp4"} />
      <track kind="captions" src={captions} srcLang="en" label="English" default />
    </video>
  );
}

/** The video project: a poster and a play button; the video loads only when the visitor presses play. */
function VideoPoster({ project, priority }: { project: VideoProject; priority: boolean }) {
  const [playing, setPlaying] = useState(false);
  // The content check makes sure an uploaded video has its captions.
  if (playing && project.videoFile)
    return <OwnVideo project={project} file={project.videoFile} captions={project.captions ?? ""} />;
  if (playing) {
    return (
      <div className="aspect-[3/2] overflow-hidden rounded-t-[11px] bg-ink">
        <iframe
          src={`${project.videoUrl}?autoplay=1`}
          title={`Video: ${project.title}`}
          className="size-full"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      className="group/play relative block w-full overflow-hidden rounded-t-[11px]"
      onClick={() => setPlaying(true)}
      aria-label={`Play video: ${project.title}`}
    >
      <Art
        image={project.poster}
        priority={priority}
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
      />
      <span className="absolute inset-0 flex items-center justify-center bg-ink/20 transition-colors group-hover/play:bg-ink/30">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-paper/95 text-forest shadow-lg">
          <Icon name="play" className="ml-1 size-7 fill-current" />
        </span>
      </span>
    </button>
  );
}

/**
 * Portfolio card: image or video, category badge, a mark when the project has before/after pairs,
 * title, location and description. `priority` for
 * the page's lead picture (the first card: no picture is above it, and on a wide screen the first
 * row is in the window).
 */
export function ProjectCard({
  project,
  priority = false,
  beforeAfterMark,
}: {
  project: Project;
  priority?: boolean;
  /** the words of the mark on a project with before/after pairs ("Before & after") */
  beforeAfterMark: string;
}) {
  return (
    // Only the picture is clipped to the card's corners (not the card), so a focus ring on the video's
    // play button is never cut off.
    <article className="flex flex-col rounded-xl border border-linen bg-paper shadow-sm">
      <div className={cn("relative", project.type !== "video" && "overflow-hidden rounded-t-[11px]")}>
        {project.type === "video" ? (
          <VideoPoster project={project} priority={priority} />
        ) : (
          <Art
            image={project.image}
            priority={priority}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          />
        )}
        <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-paper/95 px-3 py-1 text-xs font-semibold tracking-wide text-walnut-dark uppercase shadow">
          {project.type === "video" ? "Video" : project.category}
        </span>
        {project.beforeAfter.length > 0 && (
          <span className="pointer-events-none absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-forest px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase shadow">
            <Icon name="layers" className="size-3.5" />
            {beforeAfterMark}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">
          {project.href ? (
            <SiteLink to={project.href} className="inline-block hover:text-rust hover:underline">
              {project.title}
            </SiteLink>
          ) : (
            project.title
          )}
        </h3>
        <p className="mt-1 inline-flex items-center gap-1 text-sm text-ink-soft">
          <Icon name="map-pin" className="size-4" />
          {project.location}
        </p>
        <p className="mt-3 flex-1 leading-relaxed text-ink-soft">{project.description}</p>
        {project.href && (
          <SiteLink
            to={project.href}
            className="mt-4 inline-flex items-center gap-1.5 font-semibold text-rust hover:underline"
          >
            See the full project <Icon name="arrow-right" className="size-4" />
          </SiteLink>
        )}
      </div>
    </article>
  );
}
