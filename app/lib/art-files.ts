/**
 * Where the pictures built by scripts/build-images.ts live: one file per
 * picture, width and format, named by convention so pages need no manifest.
 */
import config from "~/assets/art/art.config.json";

export type ArtFormat = "avif" | "webp" | "jpg";

const sizes = config.sizes as unknown as Record<string, [number, number]>;

/** The slot's intrinsic size in CSS pixels (3:2 unless art.config.json says otherwise). */
export function artSize(name: string): [number, number] {
  return sizes[name] ?? (config.defaultSize as unknown as [number, number]);
}

/** The widths built for a picture: the configured widths below its own, and its own. */
export function artWidths(name: string): number[] {
  const [width] = artSize(name);
  return [...new Set([...config.widths.filter((w) => w < width), width])];
}

export function artUrl(name: string, width: number, format: ArtFormat): string {
  return `/img/${name}-${width}.${format}`;
}

export function artSrcSet(name: string, format: ArtFormat): string {
  return artWidths(name)
    .map((w) => `${artUrl(name, w, format)} ${w}w`)
    .join(", ");
}

/** The largest JPEG of a picture: for structured data and social cards. */
export function artJpeg(name: string): string {
  return artUrl(name, artSize(name)[0], "jpg");
}
