/**
 * How a content file's values become what the site shows, where the schemas (./schema.ts) transform
 * them: written once here, without zod, so that the editor's preview (app/lib/content/editor-preview.tsx)
 * shapes an entry being typed as the build shapes the file.
 */

/** The estimator's figures a service's facts may show: `{duration}`, `{resale}`. */
export const estimateFacts = { duration: "duration", resale: "resale" } as const;

/** A service's facts with `{duration}` and `{resale}` filled in from its estimator's figures. */
export function withEstimateFacts<F extends { value: string }>(
  facts: readonly F[],
  estimate: Partial<Record<(typeof estimateFacts)[keyof typeof estimateFacts], string | number>> | undefined,
): F[] {
  return facts.map((fact) => ({
    ...fact,
    value: fact.value.replace(/\{(duration|resale)\}/g, (_m, name: keyof typeof estimateFacts) =>
      String(estimate?.[estimateFacts[name]] ?? ""),
    ),
  }));
}

/**
 * A portfolio project as the site reads it: a picture project ({ type: "image", image }) or a video
 * project ({ type: "video", videoFile and captions or videoUrl, poster }). With both a file and an
 * address, the site plays its own file.
 */
export function projectShown<I, R extends object>({
  image,
  videoUrl,
  videoFile,
  captions,
  ...rest
}: R & { image: I; videoUrl?: string; videoFile?: string; captions?: string }) {
  return videoUrl || videoFile
    ? {
        ...rest,
        type: "video" as const,
        videoFile,
        captions: videoFile ? captions : undefined,
        videoUrl: videoFile ? undefined : videoUrl,
        poster: image,
      }
    : { ...rest, type: "image" as const, image };
}
