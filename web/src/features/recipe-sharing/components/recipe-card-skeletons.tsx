// The loading state of a recipe grid (spec §9: 6 cards while browsing, 3 in My Recipes): card
// shapes for the eye and one status line for screen readers.
import { Skeleton } from '../../../components/ui/skeleton';

interface RecipeCardSkeletonsProps {
  count: number;
  label: string;
}

export function RecipeCardSkeletons({ count, label }: RecipeCardSkeletonsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden
          data-skeleton
          className="grid gap-3 rounded-2xl border bg-card pb-4"
        >
          <Skeleton className="aspect-4/3 w-full rounded-b-none" />
          <Skeleton className="mx-4 h-5 w-2/3" />
          <Skeleton className="mx-4 h-4 w-5/6" />
          <Skeleton className="mx-4 h-4 w-1/2" />
        </div>
      ))}
    </div>
  );
}
