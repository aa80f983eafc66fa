// The page's banner (§2): the greeting for the local time, "Quick Meals for Busy Lives" and the
// three promises as badges.
import { ChefHat, Flame, Timer } from 'lucide-react';
import { useGreeting } from './use-greeting';

const PROMISES = [
  { label: 'Under 10 mins', icon: Timer },
  { label: 'Minimal Cooking', icon: Flame },
  { label: 'Easy Prep', icon: ChefHat },
] as const;

export function QuickMealsHero() {
  const greeting = useGreeting();
  return (
    <section
      aria-labelledby="quick-meals-hero"
      className="grid gap-4 rounded-3xl bg-primary p-6 text-primary-foreground sm:p-8"
    >
      <p data-testid="greeting" className="text-sm font-semibold tracking-wide uppercase">
        {greeting}
      </p>
      <h2
        id="quick-meals-hero"
        className="font-display text-2xl leading-tight font-semibold text-balance sm:text-3xl"
      >
        Quick Meals for Busy Lives
      </h2>
      <p className="max-w-xl text-pretty opacity-90">
        Real food on the table in about ten minutes: a few ingredients, one pan or none, and steps
        you can follow with one eye on everything else.
      </p>
      <ul aria-label="What makes them quick" className="flex flex-wrap gap-2">
        {PROMISES.map(({ label, icon: Icon }) => (
          <li
            key={label}
            className="inline-flex items-center gap-1.5 rounded-full bg-primary-foreground px-3 py-1 text-sm font-semibold text-primary"
          >
            <Icon aria-hidden className="size-4" />
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}
