/**
 * The first screen's photos (the ones a page asks for at high priority) carry an Element Timing
 * identifier, so the page can tell when they are on the screen: not when they have loaded but
 * when the frame that shows them has been presented. Where Element Timing is missing (Safari,
 * Firefox), a loaded photo and the frame after it stand in.
 */
export const FIRST_SCREEN_PHOTO = "first-screen-photo";

/** The attribute that names an `<img>` for Element Timing. */
export const firstScreenPhotoTiming = { elementtiming: FIRST_SCREEN_PHOTO } as Record<string, string>;

const loadedOrFailed = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener("load", () => resolve(), { once: true });
        image.addEventListener("error", () => resolve(), { once: true });
      });

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** On the screen once painted: laid out (not in a layout the stylesheet hides) and in the viewport. */
function onScreen(image: HTMLImageElement): boolean {
  const box = image.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
}

/** Resolves once every first-screen photo in `root` is shown (or has failed to load). */
export async function firstScreenPhotosShown(root: ParentNode): Promise<void> {
  const photos = [
    ...root.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_PHOTO}"]`),
  ].filter(onScreen);
  await Promise.all(photos.map(loadedOrFailed));
  const failed = photos.filter((photo) => photo.naturalWidth === 0);
  const waiting = new Set(photos.filter((photo) => !failed.includes(photo)));
  if (waiting.size === 0 || !PerformanceObserver.supportedEntryTypes?.includes("element")) return nextFrame();
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
        if (entry.element) waiting.delete(entry.element as HTMLImageElement);
      if (waiting.size > 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "element", buffered: true });
  });
}
