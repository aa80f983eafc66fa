// The 404 page for any path the router does not know (spec §2), with its exact wording.
import { House, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('404 Page Not Found · Mise');
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-5 py-10 text-center sm:py-16">
      <span
        aria-hidden
        className="grid size-16 place-items-center rounded-3xl bg-spice-soft text-spice"
      >
        <SearchX className="size-8" strokeWidth={1.75} />
      </span>
      <h1
        tabIndex={-1}
        className="font-display text-3xl font-semibold tracking-tight focus:outline-none sm:text-4xl"
      >
        404 Page Not Found
      </h1>
      <p className="text-lg text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link to="/" className={buttonClasses('default', 'lg', 'mt-2')}>
        <House aria-hidden />
        Go to the home page
      </Link>
    </div>
  );
}
