// The hero's still: the first frame of its looping video (web/scripts/make-hero-still.ts). It is
// in the page from the first paint, prerendered with it, so the hero shows its picture at once and
// the video, when it comes a few seconds later, takes its place at the same size (styles.css
// hides the still beside it): a newcomer's largest paint is the still's, early, not the video's
// (Lighthouse's LCP was the video, at 4.9 s). Someone who asks for less motion keeps the still.

/** Where the still and the video sit in the hero (the utility is in styles.css). */
export const HERO_MEDIA_CLASSES = 'hero-media';

export const HERO_STILL_SRC = '/media/hero-still.webp';

export function HeroStill() {
  return <img src={HERO_STILL_SRC} alt="" className={HERO_MEDIA_CLASSES} />;
}
