// The journal's four stat cards (spec §2): Total Recipes, Favorites, This Month and
// Achievements, counted from the entries (@mise/domain/journal-stats). The Achievements card
// opens the list of milestones, so a cook can see what the number means and what comes next.
import { useId } from 'react';
import {
  Award,
  BookOpen,
  CalendarDays,
  CircleCheck,
  Circle,
  Heart,
  type LucideIcon,
} from 'lucide-react';
import type { JournalMilestone, JournalStats } from '@mise/domain/journal-stats';
import { Skeleton } from '../../../components/ui/skeleton';

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  hint: string;
}

function StatCard({ label, value, icon: Icon, hint }: StatCardProps) {
  const labelId = useId();
  return (
    <li
      aria-labelledby={labelId}
      className="shadow-soft grid content-start gap-1 rounded-2xl border bg-card p-4 text-card-foreground"
    >
      {/* Where the label and its icon do not fit side by side, the icon goes above it. */}
      <div className="flex flex-wrap-reverse items-center justify-between gap-x-2 gap-y-1">
        <p id={labelId} className="text-sm font-semibold text-muted-foreground">
          {label}
        </p>
        <Icon aria-hidden className="size-5 text-primary" />
      </div>
      {value === undefined ? (
        <Skeleton className="h-9 w-12" />
      ) : (
        <p className="font-display text-3xl font-semibold tabular-nums" data-testid="stat-value">
          {value}
        </p>
      )}
      <p className="text-xs text-pretty text-muted-foreground">{hint}</p>
    </li>
  );
}

export function JournalStatCards({ stats }: { stats: JournalStats | undefined }) {
  const total = stats?.milestones.length ?? 8;
  return (
    <section aria-label="Journal stats" className="grid gap-3">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Total Recipes"
          value={stats?.totalRecipes}
          icon={BookOpen}
          hint="Entries in your journal"
        />
        <StatCard label="Favorites" value={stats?.favorites} icon={Heart} hint="Rated 5 stars" />
        <StatCard
          label="This Month"
          value={stats?.thisMonth}
          icon={CalendarDays}
          hint="Cooked this calendar month"
        />
        <StatCard
          label="Achievements"
          value={stats?.achievements}
          icon={Award}
          hint={`Milestones reached, of ${total}`}
        />
      </ul>
      {/* Drawn while the entries load too, so the page below does not move when they arrive. */}
      <MilestoneList milestones={stats?.milestones} />
    </section>
  );
}

function MilestoneList({ milestones }: { milestones: readonly JournalMilestone[] | undefined }) {
  return (
    <details className="group rounded-2xl border bg-card px-4 py-2 text-sm">
      <summary className="focus-ring min-h-11 cursor-pointer content-center rounded-xl font-semibold">
        See the milestones
      </summary>
      {milestones ? <Milestones milestones={milestones} /> : <Skeleton className="my-2 h-16" />}
    </details>
  );
}

function Milestones({ milestones }: { milestones: readonly JournalMilestone[] }) {
  return (
    <ul aria-label="Milestones" className="grid gap-2 pt-2 pb-2 sm:grid-cols-2">
      {milestones.map((milestone) => (
        <li key={milestone.id} className="flex items-start gap-2">
          {milestone.reached ? (
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          ) : (
            <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          )}
          <span>
            <span className="font-semibold">{milestone.title}</span>
            <span className="sr-only">{milestone.reached ? ', reached' : ', not yet'}</span>
            <span className="block text-muted-foreground">
              {milestone.description}
              {!milestone.reached && ` (${milestone.progress} of ${milestone.target})`}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
