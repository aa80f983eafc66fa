// The home page's ingredient swap tool (spec §2), between the pantry and the recipes. Its body,
// with the reference data and the ingredient dictionary, loads once the section comes near the
// screen (PageSection): it is below the fold, and evaluating the dictionary while the pantry
// lists are opening would only make them later.
import { lazy } from 'react';
import { LazyPart } from '../../components/lazy-part';
import { Replace } from 'lucide-react';
import { PageSection } from '../../components/page-section';
import { Skeleton } from '../../components/ui/skeleton';

const SwapTool = lazy(async () => ({ default: (await import('./components/swap-tool')).SwapTool }));

export function SwapSection() {
  return (
    <PageSection
      id="swap"
      title="Ingredient Swap"
      icon={Replace}
      className="p-4 sm:p-8"
      placeholder={<SwapToolSkeleton />}
      body={
        <LazyPart loading={<SwapToolSkeleton />}>
          <SwapTool />
        </LazyPart>
      }
    >
      Out of something? Find a swap, with how much to use and what changes, filtered for vegan,
      gluten-free, dairy-free or low-carb cooking.
    </PageSection>
  );
}

function SwapToolSkeleton() {
  return (
    <div className="grid gap-3">
      <p role="status" className="sr-only">
        Loading the swap tool…
      </p>
      <Skeleton className="h-11" />
      <Skeleton className="h-11 w-3/4" />
      <Skeleton className="h-32" />
    </div>
  );
}
