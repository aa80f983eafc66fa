// The top of every page: an optional way back home, the page's single h1 with its icon, and one
// line saying what the page is for. The h1 takes focus after a client-side navigation.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';

interface PageHeaderProps {
  title: string;
  icon: LucideIcon;
  /** Secondary pages lead back to the home page (spec §2). */
  backToHome?: boolean;
  children: ReactNode;
  className?: string;
}

export function PageHeader({
  title,
  icon: Icon,
  backToHome,
  children,
  className,
}: PageHeaderProps) {
  return (
    <header className={cn('grid gap-5', className)}>
      {backToHome && (
        <Link
          to="/"
          className="focus-ring -ml-2 inline-flex min-h-11 w-fit items-center gap-2 rounded-xl px-2 text-sm font-semibold text-primary hover:bg-accent"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to home
        </Link>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-5">
        <span
          aria-hidden
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-accent text-accent-foreground"
        >
          <Icon className="size-7" strokeWidth={1.75} />
        </span>
        <div className="grid gap-3">
          <h1
            tabIndex={-1}
            className="font-display text-3xl leading-tight font-semibold tracking-tight text-balance focus:outline-none sm:text-4xl"
          >
            {title}
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{children}</p>
        </div>
      </div>
    </header>
  );
}
