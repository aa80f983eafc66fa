// A titled, linkable section of a page (<section id aria-labelledby> with an h2). It can take
// focus so that following a #link moves the keyboard there, like a native anchor jump. The
// children are the lead text under the heading; `body` is the section's working content.
// `deferLayout`: off screen, the browser skips the section's layout and paint
// (content-visibility: auto) until it comes near. The home page is long, and laying it all out at
// once blocked the first seconds of a phone's main thread (Lighthouse blocking time about 450 →
// 350 ms with the seeded kitchen). Only for the page's last section: a skipped section takes an
// estimated height until it is drawn, so anything below it would move while the cook scrolls.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

interface PageSectionProps {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  body?: ReactNode;
  className?: string;
  deferLayout?: boolean;
}

export function PageSection({
  id,
  title,
  icon: Icon,
  children,
  body,
  className,
  deferLayout = false,
}: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      // The sticky header would otherwise cover the heading after a jump.
      className={cn(
        'shadow-soft scroll-mt-24 rounded-3xl border bg-card p-6 focus:outline-none sm:p-8',
        deferLayout && '[contain-intrinsic-size:auto_720px] [content-visibility:auto]',
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
      {body !== undefined && <div className="mt-6 sm:mt-8">{body}</div>}
    </section>
  );
}
