// The home page (/): the hero with the page's h1, its buttons (§2: Start Cooking, Cook Together
// Live, Scan Pantry, and the demo video) and jump links to its anchored sections; the two lists; then the sections.
// The app passes in what other features draw (features never import each other).
import { type ReactNode, lazy } from 'react';
import { LazyPart } from '../../components/lazy-part';
import { ChefHat, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { afterSchemas } from '../../lib/after-schemas';
import { useBrowserIdle } from '../../lib/use-browser-idle';
import { useMediaQuery } from '../../lib/use-media-query';
import { DemoVideoButton } from './demo-video-button';
import { HeroStill } from './hero-still';
import { LiveKitchenPromo } from './live-kitchen-promo';

const HeroVideo = lazy(async () => ({
  default: (await afterSchemas(() => import('./hero-video'))).HeroVideo,
}));
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHashScroll } from '../../lib/use-hash-scroll';

// The anchors are part of the spec (§2) and of the manifest's shortcuts (/#pantry, /#planning …).
const jumpLinks = [
  { hash: 'pantry', label: 'Pantry' },
  { hash: 'recipes', label: 'Recipes' },
  { hash: 'cooking', label: 'Cooking Guide' },
  { hash: 'planning', label: 'Meal Planner & Grocery List' },
] as const;

/** How long after the page is up the hero's video starts. */
const VIDEO_AFTER_IDLE_MS = 3000;

/** A hero action on a phone: half the row, its name on two lines when it needs them. */
export const HERO_ACTION = 'max-sm:w-full max-sm:px-3 max-sm:text-sm';

interface HomePageProps {
  /** The hero's "Scan Pantry" button (the pantry's photo scan), styled with HERO_ACTION. */
  scanPantry: ReactNode;
  /** The two lists under the hero (§2: Pantry Items, Available Recipes). */
  lists: ReactNode;
  /** The anchored sections, in order. */
  children: ReactNode;
}

export function HomePage({ scanPantry, lists, children }: HomePageProps) {
  useDocumentTitle('Mise — kitchen companion');
  useHashScroll();
  return (
    <div className="grid grid-cols-1 gap-8 sm:gap-10">
      <header className="relative isolate overflow-hidden rounded-3xl bg-accent px-5 py-7 text-accent-foreground sm:px-10 sm:py-14">
        <HeroArt />
        <HeroBackdrop />
        <h1
          tabIndex={-1}
          className="max-w-xl font-display text-3xl leading-[1.1] font-semibold tracking-tight text-balance focus:outline-none sm:text-5xl"
        >
          Cook with what you have
        </h1>
        <p className="mt-3 max-w-xl text-base text-pretty sm:mt-4 sm:text-lg">
          Your pantry, recipes that match it, and a grocery list, on this device and shared with
          everyone in your kitchen. It all works offline.
        </p>
        {/* On a phone the four actions are two rows of two, so the hero fits the first screen. */}
        <div className="mt-5 grid grid-cols-2 gap-2 sm:mt-6 sm:flex sm:flex-wrap sm:gap-3">
          <Link to="/#recipes" className={buttonClasses('default', 'lg', HERO_ACTION)}>
            <ChefHat aria-hidden />
            Start Cooking
          </Link>
          <Link to="/live-kitchen" className={buttonClasses('outline', 'lg', HERO_ACTION)}>
            <Users aria-hidden />
            Cook Together Live
          </Link>
          {scanPantry}
          <DemoVideoButton className={HERO_ACTION} />
        </div>
        <nav aria-label="On this page" className="mt-5 max-w-2xl sm:mt-8">
          <ul className="flex flex-wrap gap-2">
            {jumpLinks.map(({ hash, label }) => (
              <li key={hash}>
                <Link
                  to={`/#${hash}`}
                  className="focus-ring inline-flex min-h-11 items-center rounded-full border border-accent-foreground/25 bg-background px-4 text-sm font-semibold text-foreground transition-colors hover:bg-card"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LiveKitchenPromo />
      </header>
      {/* On a phone the hero fills the first screen: what follows is drawn as it comes near
          (render-when-near), which with a full kitchen is 600 of the page's 700 elements. */}
      <div className="grid grid-cols-1 gap-4 render-when-near lg:grid-cols-2">{lists}</div>
      <div className="contents *:render-when-near">{children}</div>
    </div>
  );
}

/**
 * The hero paints with its still first; the looping video takes its place (styles.css hides the
 * still beside it) a few seconds after the page is up (it is never what the page waits for), and
 * not at all for someone who has asked their device for less motion. Decoding and drawing a
 * video every frame took a quarter of the main thread's time in the page's first seconds on a
 * 2-core machine (docs/budgets.md).
 */
function HeroBackdrop() {
  const idle = useBrowserIdle(VIDEO_AFTER_IDLE_MS);
  const lessMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <>
      <HeroStill />
      {idle && !lessMotion && (
        <LazyPart loading={null} failed={null}>
          <HeroVideo />
        </LazyPart>
      )}
    </>
  );
}

/** A decorative sprig drawn inline (no image request), tucked into the hero's corner. */
function HeroArt() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 200 200"
      className="pointer-events-none absolute -right-4 -bottom-12 -z-10 hidden size-80 text-accent-foreground/10 lg:block"
      fill="currentColor"
    >
      <path d="M100 190c-2-40 2-96 40-150l6 4c-36 50-40 104-38 146z" />
      <path d="M118 120c-30-6-52-26-58-60 32 4 54 24 58 60z" />
      <path d="M124 92c8-30 32-48 64-50-6 32-28 50-64 50z" />
      <path d="M110 156c-28 2-52-12-66-40 30-4 54 10 66 40z" />
      <path d="M134 60c-2-24 10-42 30-52 4 24-8 42-30 52z" />
    </svg>
  );
}
