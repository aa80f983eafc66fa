// Shown in the page area while a page's code loads on first visit: the shape of a page header,
// the same height as most pages (so nothing jumps when it arrives), and a spoken status.
import { Skeleton } from '../components/ui/skeleton';

export function PageLoading() {
  return (
    <div role="status" className="grid min-h-[50vh] animate-delayed-fade-in content-start gap-5">
      <span className="sr-only">Loading page…</span>
      <Skeleton className="h-6 w-32" />
      <div className="flex flex-col gap-4 sm:flex-row sm:gap-5">
        <Skeleton className="size-14 shrink-0 rounded-2xl" />
        <div className="grid flex-1 gap-3">
          <Skeleton className="h-10 w-3/4 max-w-md" />
          <Skeleton className="h-5 w-full max-w-2xl" />
          <Skeleton className="h-5 w-2/3 max-w-lg" />
        </div>
      </div>
    </div>
  );
}
