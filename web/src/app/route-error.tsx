// The error boundary's screen: something broke while loading or drawing a page. It says so in
// plain words and offers a reload, which fixes the usual cause (a page's code failed to load).
import { useEffect } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';
import { isConnectionFailure } from '../lib/user-facing-error';

export function RouteError({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong · Mise');
  useEffect(() => {
    // Keep the details for whoever opens the console; the screen stays friendly.
    console.error(error);
  }, [error]);

  return (
    <div
      role="alert"
      className="mx-auto grid max-w-xl justify-items-center gap-5 px-4 py-12 text-center"
    >
      <span
        aria-hidden
        className="grid size-16 place-items-center rounded-3xl bg-spice-soft text-spice"
      >
        <TriangleAlert className="size-8" strokeWidth={1.75} />
      </span>
      <h1
        tabIndex={-1}
        className="font-display text-3xl font-semibold tracking-tight focus:outline-none"
      >
        Something went wrong
      </h1>
      <p className="text-lg text-muted-foreground">
        {isConnectionFailure(error)
          ? 'This page could not be loaded. Check your connection, then reload.'
          : 'This page ran into a problem. Reloading usually fixes it.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          Reload
        </Button>
        <Link to="/" reloadDocument className={buttonClasses('outline', 'lg')}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
