// Around the page inside the layout: the error screen if a page fails to load or to draw. The
// layout stays, so the rest of the app is still reachable; another path starts with a clean slate.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { RouteError } from './route-error';

export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <RouteError error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
