// The hero's still: the first frame of its looping video (web/scripts/make-hero-still.ts). It is
// in the page from the first paint, prerendered with it, so the hero shows its picture at once and
// the video, when it comes a few seconds later, takes its place at the same size: a newcomer's
// largest paint is the still's, early, not the video's (Lighthouse's LCP was the video, at 4.9 s).
// Someone who asks for less motion keeps the still.

/**
 * The footage is 640 × 360: stretched over a phone's tall hero it turned blurry and blocky, so
 * there it is a band across the top at its own shape, fading out below.
 */
export const HERO_MEDIA_CLASSES =
  'pointer-events-none absolute inset-x-0 top-0 -z-20 aspect-video w-full object-cover opacity-25 mask-b-from-60% sm:inset-0 sm:aspect-auto sm:size-full sm:mask-none dark:opacity-15';

export const HERO_STILL_SRC = '/media/hero-still.webp';

export function HeroStill() {
  return (
    <img
      src={HERO_STILL_SRC}
      alt=""
      width={640}
      height={360}
      fetchPriority="high"
      className={HERO_MEDIA_CLASSES}
    />
  );
}
