// The home page's ingredient swap tool (spec §2), between the pantry and the recipes. Its body,
// with the reference data, loads once the page is up: it is below the fold, and keeping it out
// of the first load keeps the pantry and grocery list fast to open.
import { Suspense, lazy } from 'react';
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
      body={
        <Suspense fallback={<SwapToolSkeleton />}>
          <SwapTool />
        </Suspense>
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
