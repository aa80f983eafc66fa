// The pieces every recipe card is made of (the generator's, Quick Meals', the sharing page's):
// the name with what sits beside it (a rating, a badge), the description, and the "at a glance"
// facts, so the cards read alike and a screen reader hears them alike.
import type { ReactNode } from 'react';
import { Clock, Gauge, type LucideIcon, Star, Users } from 'lucide-react';
import { cn } from '../lib/cn';
import { useShownUnits } from '../lib/units/use-measurement-system';
import type { TimeSplit } from '@mise/domain/entities/recipe';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function CardTitleRow({
  titleId,
  name,
  children,
}: {
  titleId: string;
  name: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start justify-between gap-3">
      <h3 id={titleId} className="leading-snug font-semibold text-balance">
        {name}
      </h3>
      {children}
    </div>
  );
}

/** `text` is the rating as shown ("4.5", or "No rating", which needs no "Rating" before it). */
export function CardRating({ text, rated = true }: { text: string; rated?: boolean }) {
  return (
    <p
      className={cn(
        'flex shrink-0 items-center gap-1 text-sm font-semibold',
        !rated && 'text-muted-foreground',
      )}
    >
      {/* A filled star reads as a score at a glance: an unrated recipe gets only its outline, so
          the row keeps its shape without claiming a rating it has not got. */}
      <Star aria-hidden className={cn('size-4', rated && 'fill-current text-spice')} />
      {rated && <span className="sr-only">Rating </span>}
      {text}
    </p>
  );
}

/** A description may say "a 9-inch pan" or "at 200 °C": shown in the cook's system. */
export function CardDescription({ text }: { text: string | undefined }) {
  const units = useShownUnits();
  if (!text) return null;
  return (
    <p className="line-clamp-3 text-sm text-pretty text-muted-foreground">{units.text(text)}</p>
  );
}

export function CardFacts({ children }: { children: ReactNode }) {
  return (
    <ul aria-label="At a glance" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {children}
    </ul>
  );
}

/** One fact with its icon; `label` is read before it where the value alone would be unclear. */
export function CardFact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label?: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon aria-hidden className="size-4 text-muted-foreground" />
      {label && <span className="sr-only">{label}: </span>}
      {children}
    </li>
  );
}

/** The whole time, and how it splits into prep and cooking where the recipe says. */
export function CookTimeFact({ minutes, split }: { minutes: number; split?: TimeSplit }) {
  const parts = [
    split?.prep === undefined ? '' : `prep ${split.prep}`,
    split?.cook === undefined ? '' : `cook ${split.cook}`,
  ].filter(Boolean);
  return (
    <CardFact icon={Clock}>
      {minutes} min
      {parts.length > 0 && (
        <span className="text-muted-foreground">{` (${parts.join(', ')})`}</span>
      )}
    </CardFact>
  );
}

export function DifficultyFact({ difficulty }: { difficulty: string }) {
  return (
    <CardFact icon={Gauge} label="Difficulty">
      {capitalised(difficulty)}
    </CardFact>
  );
}

/** What the recipe's amounts are written for. */
export function ServingsFact({ servings }: { servings: number }) {
  return <CardFact icon={Users}>Serves {servings}</CardFact>;
}
