// A lazily loaded part of a page (the swap tool, the recipe lists, the hero video…): its loading
// state while the code arrives, and a short note in its place if the code cannot arrive (offline
// before the app was cached), while the rest of the page goes on working.
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from './error-boundary';

interface LazyPartProps {
  loading: ReactNode;
  /** What stands in its place when it failed to load; a short note by default. */
  failed?: ReactNode;
  children: ReactNode;
}

export function LazyPart({ loading, failed, children }: LazyPartProps) {
  return (
    <ErrorBoundary
      fallback={(error) => {
        console.error(error);
        return (
          failed ?? (
            <p role="status" className="text-sm text-muted-foreground">
              This part could not be loaded. Check your connection, then reload.
            </p>
          )
        );
      }}
    >
      <Suspense fallback={loading}>{children}</Suspense>
    </ErrorBoundary>
  );
}
