import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { Image } from "~/content/schema";
import { Art } from "../ui/art";

type GalleryImage = Image & { caption: string };

const SWIPE_PX = 50;

/** Next index, wrapping around at both ends. */
export function step(index: number, delta: number, length: number): number {
  return (index + delta + length) % length;
}

/**
 * A grid of photos that open in a lightbox: a modal dialog with a label, focus
 * moved in and returned to the photo on close, Escape to close, arrow keys and
 * swipes to move, and "n of N" shown.
 */
export function Gallery({ images, label }: { images: readonly GalleryImage[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<number | null>(null);
  const lastOpened = useRef(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open !== null && !dialog.open) dialog.showModal();
    if (open === null && dialog.open) dialog.close();
  }, [open]);

  const show = (index: number) => {
    lastOpened.current = index;
    setOpen(index);
  };
  const move = (delta: number) => setOpen((i) => (i === null ? i : step(i, delta, images.length)));
  const onClose = () => {
    setOpen(null);
    triggers.current[lastOpened.current]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_PX) move(dx < 0 ? 1 : -1);
  };

  const current = open === null ? null : images[open];
  const navButton =
    "inline-flex size-12 items-center justify-center rounded-full bg-paper/90 text-walnut-dark shadow hover:bg-paper";

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((image, i) => (
          <li key={image.art}>
            <figure className="rounded-xl border border-linen bg-cream">
              <button
                type="button"
                ref={(el) => {
                  triggers.current[i] = el;
                }}
                onClick={() => show(i)}
                className="group relative block w-full overflow-hidden rounded-t-[11px]"
                aria-label={`Open photo ${i + 1} of ${images.length}: ${image.caption}`}
              >
                <Art image={image} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" />
                <span className="absolute right-3 bottom-3 inline-flex size-9 items-center justify-center rounded-full bg-paper/90 text-walnut-dark opacity-90 shadow group-hover:opacity-100">
                  <Icon name="expand" className="size-4" />
                </span>
              </button>
              <figcaption className="p-4 text-sm text-ink-soft">
                <span className="font-semibold text-walnut-dark">{i + 1}.</span> {image.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {/* The lightbox takes arrow keys and swipes as a whole; its buttons are the controls. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys and swipes anywhere in the open dialog move between pictures */}
      <dialog
        ref={dialogRef}
        aria-label={label}
        onClose={onClose}
        onKeyDown={onKeyDown}
        className="m-auto max-h-none w-full max-w-none bg-transparent p-0 focus-on-dark backdrop:bg-ink/90 sm:max-w-5xl"
      >
        {current && open !== null && (
          <div className="relative px-3 py-4 sm:px-6" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
            <div className="mb-3 flex items-center justify-between gap-4 text-cream">
              <p aria-live="polite" className="font-semibold">
                {open + 1} of {images.length}
              </p>
              <button type="button" onClick={() => setOpen(null)} className={navButton} aria-label="Close gallery">
                <Icon name="x" className="size-6" />
              </button>
            </div>
            <figure>
              <Art
                image={current}
                priority
                sizes="(min-width: 1024px) 64rem, 100vw"
                className="rounded-lg select-none"
                draggable={false}
              />
              <figcaption className="mt-3 text-center text-cream">{current.caption}</figcaption>
            </figure>
            <div className="mt-4 flex justify-center gap-4">
              <button type="button" onClick={() => move(-1)} className={navButton} aria-label="Previous photo">
                <Icon name="chevron-left" className="size-6" />
              </button>
              <button type="button" onClick={() => move(1)} className={navButton} aria-label="Next photo">
                <Icon name="chevron-right" className="size-6" />
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
