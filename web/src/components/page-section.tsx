// A titled, linkable section of a page (<section id aria-labelledby> with an h2). It can take
// focus so that following a #link moves the keyboard there, like a native anchor jump. The
// children are the lead text under the heading; `body` is the section's working content.
// The body is drawn once the section comes near the screen (useNearScreen: 600 px ahead of the
// scroll, or a #jump to it); until then `placeholder` holds its place. The heading and lead are
// always there, so the page's outline, its anchors and a screen reader's heading list are
// whole from the start. Why: on a phone the hero fills the first screen, and drawing every
// section's cards, lists and icons at once (2,400 elements with the seeded kitchen) held the
// main thread for most of a second while the cook could see none of it.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { useNearScreen } from '../lib/use-near-screen';

interface PageSectionProps {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  body?: ReactNode;
  /** What stands in the body's place until the section comes near the screen. */
  placeholder?: ReactNode;
  className?: string;
}

export function PageSection({
  id,
  title,
  icon: Icon,
  children,
  body,
  placeholder,
  className,
}: PageSectionProps) {
  const headingId = `${id}-heading`;
  const [watch, near] = useNearScreen<HTMLElement>();
  return (
    <section
      ref={watch}
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      // The sticky header would otherwise cover the heading after a jump.
      className={cn(
        'shadow-soft scroll-mt-24 rounded-3xl border bg-card p-6 focus:outline-none sm:p-8',
        className,
      )}
    >
      <div className="flex items-start gap-4 sm:gap-5">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground sm:size-12 sm:rounded-2xl"
        >
          <Icon className="size-5 sm:size-6" strokeWidth={1.75} />
        </span>
        <div className="grid gap-2 pt-1 sm:pt-2">
          <h2 id={headingId} className="font-display text-2xl font-semibold tracking-tight">
            {title}
          </h2>
          <p className="max-w-2xl text-pretty text-muted-foreground">{children}</p>
        </div>
      </div>
      {body !== undefined && <div className="mt-6 sm:mt-8">{near ? body : placeholder}</div>}
    </section>
  );
}
