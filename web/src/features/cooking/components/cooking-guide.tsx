// The cooking guide's body (§2 Cooking section), loaded when the page is idle: the session in
// progress (its own chunk), or the empty state. A session whose recipe was removed on another device can only
// be ended (§3: a recipe's sessions go with it).
import { lazy } from 'react';
import { LazyPart } from '../../../components/lazy-part';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { stopCooking } from '../data/cooking-actions';
import { useActiveCooking } from '../data/use-cooking-session';
import { CookingEmpty } from './cooking-empty';
import { GuideLoading } from './guide-intro';

// The assistant's parser, glossary and swaps load only once something is being cooked: the
// empty state, which most visits see, stays small.
const ActiveCooking = lazy(async () => ({
  default: (await import('./active-cooking')).ActiveCooking,
}));

/** An active session while its code loads. */
function CookingGuideSkeleton() {
  return (
    <div className="grid gap-3">
      <p role="status" className="sr-only">
        Loading the cooking guide…
      </p>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-2.5" />
      <Skeleton className="h-32" />
    </div>
  );
}

export function CookingGuide() {
  const cooking = useActiveCooking();
  if (cooking === undefined) return <GuideLoading />;
  if (cooking === null) return <CookingEmpty />;
  const { session, recipe } = cooking;
  if (!recipe || recipe.instructions.length === 0) {
    return (
      <div className="grid gap-3" role="status">
        <p>The recipe you were cooking is no longer in your library.</p>
        <Button className="justify-self-start" onClick={() => void stopCooking(session)}>
          End this session
        </Button>
      </div>
    );
  }
  return (
    <LazyPart loading={<CookingGuideSkeleton />}>
      <ActiveCooking key={session.id} session={session} recipe={recipe} />
    </LazyPart>
  );
}
