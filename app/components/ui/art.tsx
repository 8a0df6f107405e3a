import type { ComponentProps } from "react";
import type { Image } from "~/content/schema";
import { artSize, artSrcSet, artUrl, artWidths } from "~/lib/art-files";
import { cn } from "~/lib/cn";

/**
 * A picture from `app/assets/art/`, served as AVIF at the width the layout
 * needs, always with its intrinsic width and height so it never shifts the
 * layout. Below-the-fold pictures load lazily; the page's largest picture
 * passes `priority`, which also marks it as the hero whose paint the page's code
 * waits for (`data-hero`). A browser that does not read
 * AVIF gets the 800-pixel JPEG: Safari 14 and 15 (iPhones that stopped at
 * iOS 15) would take WebP, a smaller file, but a WebP list costs every page
 * 0.12 KB brotli, and the home page must arrive in one round trip (decision
 * 019). The JPEG widths are not listed either, as no browser that would choose
 * among them is left. The WebP files are still made, for the videos' posters.
 */
export function Art({
  image,
  priority = false,
  sizes = "100vw",
  className,
  ...props
}: Omit<ComponentProps<"img">, "src" | "alt" | "srcSet"> & { image: Image; priority?: boolean }) {
  const [width, height] = artSize(image.art);
  const fallbackWidth = artWidths(image.art).find((w) => w >= 800) ?? width;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={artSrcSet(image.art, "avif")} sizes={sizes} />
      <img
        src={artUrl(image.art, fallbackWidth, "jpg")}
        alt={image.alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        data-hero={priority ? "" : undefined}
        className={cn("h-auto w-full bg-linen object-cover", className)}
        {...props}
      />
    </picture>
  );
}
