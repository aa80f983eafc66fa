// Feedback while a page's code loads after a click: a thin bar along the header's top edge (it
// takes no space, so nothing jumps) and a screen-reader status. The bar fades in late so a
// cached page that loads at once shows nothing at all.
import { use } from 'react';
import { PageLoadingContext } from '../lazy-page';

export function RouteProgress() {
  const busy = use(PageLoadingContext);
  return (
    <>
      {busy && (
        <div
          aria-hidden
          className="absolute inset-x-0 top-0 h-0.5 animate-delayed-fade-in overflow-hidden"
        >
          <div className="h-full w-2/5 animate-route-progress rounded-full bg-primary" />
        </div>
      )}
      <p role="status" className="sr-only">
        {busy ? 'Loading page…' : ''}
      </p>
    </>
  );
}
