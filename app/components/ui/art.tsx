import { createContext, use, type ComponentProps } from "react";
import { preload } from "react-dom";
import type { Image } from "~/content/schema";
import { artSize, artSrcSet, artUrl, artWidths } from "~/lib/art-files";
import { cn } from "~/lib/cn";

/**
 * Where a picture is shown from when it is not among the site's built sizes (`/img/`): the editor's
 * preview gives the pictures the owner uploads, which the site has not built yet
 * (app/lib/content/editor-preview.tsx). On the site, none.
 */
export const PictureSource = createContext<(name: string) => string | undefined>(() => undefined);

/**
 * A picture from `app/assets/art/`, served as AVIF at the width the layout
 * needs, always with its intrinsic width and height so it never shifts the
 * layout. Below-the-fold pictures load lazily; the page's largest picture
 * passes `priority` (marked `data-hero`): it loads eagerly at high priority,
 * and React's `preload` asks for it at the top of the head, ahead of the
 * scripts a page React runs preloads, so it never waits behind them. A browser
 * that does not read AVIF gets the 800-pixel JPEG: Safari 14 and 15 (iPhones
 * that stopped at iOS 15) would take WebP, a smaller file, but a WebP list
 * costs every page 0.12 KB brotli. The JPEG widths are not listed either, as no
 * browser that would choose among them is left. The WebP files are still made,
 * for the videos' posters.
 */
export function Art({
  image,
  priority = false,
  sizes = "100vw",
  className,
  ...props
}: Omit<ComponentProps<"img">, "src" | "alt" | "srcSet"> & { image: Image; priority?: boolean }) {
  const [width, height] = artSize(image.art);
  const source = use(PictureSource)(image.art);
  if (source !== undefined)
    return (
      <img
        src={source || undefined}
        alt={image.alt}
        width={width}
        height={height}
        className={cn("h-auto w-full bg-linen object-cover", className)}
        {...props}
      />
    );
  const fallbackWidth = artWidths(image.art).find((w) => w >= 800) ?? width;
  const avif = artSrcSet(image.art, "avif");
  if (priority)
    preload(artUrl(image.art, fallbackWidth, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
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
