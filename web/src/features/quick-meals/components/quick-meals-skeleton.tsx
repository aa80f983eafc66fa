// §9: six card-shaped placeholders while the list loads, with a spoken status.
import { SKELETON_COUNT_QUICK_MEALS } from '@mise/domain/constants';
import { Skeleton } from '../../../components/ui/skeleton';

export function QuickMealsSkeleton() {
  return (
    <div role="status" data-testid="quick-meals-loading">
      <span className="sr-only">Loading quick meals…</span>
      <ul aria-hidden className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETON_COUNT_QUICK_MEALS }, (_, index) => (
          <li key={index} className="grid gap-3 overflow-hidden rounded-2xl border bg-card pb-4">
            <Skeleton className="aspect-4/3 w-full rounded-none" />
            <div className="grid gap-2 px-4">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
            <div className="flex gap-2 px-4">
              <Skeleton className="h-11 flex-1" />
              <Skeleton className="h-11 flex-1" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
