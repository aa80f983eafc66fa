// The pantry grid's loading state: what shows until the items are read from the device.
import { Skeleton } from '../../../components/ui/skeleton';

export function PantryGridSkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <p role="status" className="sr-only">
        Loading your pantry…
      </p>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-52 rounded-2xl" />
      ))}
    </div>
  );
}
