// A lazily loaded part of the home page below the fold (the swap tool, the generator, the cooking
// guide, the planner): its code loads and renders only once it comes near the screen (600 px
// ahead of the scroll), so opening the app runs only what is in view. A jump to its #anchor or a
// scroll brings it in; until then its placeholder, of about its size, holds the place.
import type { ReactNode } from 'react';
import { useNearScreen } from '../lib/use-near-screen';
import { LazyPart } from './lazy-part';

interface NearScreenPartProps {
  placeholder: ReactNode;
  /** What stands in its place when its code cannot load; LazyPart's note by default. */
  failed?: ReactNode;
  children: ReactNode;
}

export function NearScreenPart({ placeholder, failed, children }: NearScreenPartProps) {
  const [watch, near] = useNearScreen<HTMLDivElement>();
  return (
    <div ref={watch}>
      {near ? (
        <LazyPart loading={placeholder} failed={failed}>
          {children}
        </LazyPart>
      ) : (
        placeholder
      )}
    </div>
  );
}
