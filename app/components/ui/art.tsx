import type { ComponentProps } from "react";
import type { Image } from "~/content/schema";
import { cn } from "~/lib/cn";

const urls = import.meta.glob<string>("../../assets/art/*.svg", { eager: true, query: "?url", import: "default" });

/** Intrinsic sizes of the artwork that is not 3:2. */
const sizes: Record<string, [number, number]> = { "hero-home": [1600, 900], founder: [800, 1000] };

export function artUrl(name: string): string | undefined {
  return urls[`../../assets/art/${name}.svg`];
}

export function artSize(name: string): [number, number] {
  return sizes[name] ?? [1200, 800];
}

/**
 * A picture from `app/assets/art/`, always with its intrinsic width and
 * height so it never shifts the layout. Below-the-fold pictures load lazily;
 * the one picture that is the page's largest paint passes `priority`.
 */
export function Art({
  image,
  priority = false,
  className,
  ...props
}: Omit<ComponentProps<"img">, "src" | "alt"> & { image: Image; priority?: boolean }) {
  const [width, height] = artSize(image.art);
  return (
    <img
      src={artUrl(image.art)}
      alt={image.alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={cn("h-auto w-full bg-linen object-cover", className)}
      {...props}
    />
  );
}
