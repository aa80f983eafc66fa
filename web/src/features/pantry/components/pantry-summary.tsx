// The three summary cards above the pantry grid (spec §2): the ways to add an item, how many
// items each place holds, and how fresh the first two dated items are ("N days" / "Expired").
import { Barcode, Camera, Keyboard, Mic } from 'lucide-react';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { PANTRY_CATEGORIES } from '@mise/domain/options';
import { Card, CardTitle } from '../../../components/ui/card';
import { freshnessDisplay } from '../utils/freshness-display';
import { countByCategory, firstDatedItems } from '../utils/pantry-summary';
import { CategoryIcon, CATEGORY_META } from './category-icon';
import { FreshnessMeter } from './freshness-meter';

const ADD_METHODS = [
  { icon: Mic, label: 'Voice', hint: '“Add milk to the fridge”' },
  { icon: Camera, label: 'Photo', hint: 'A receipt or labels' },
  { icon: Barcode, label: 'Barcode', hint: 'Scan or type it' },
  { icon: Keyboard, label: 'Manual', hint: 'Name, amount, date' },
] as const;

const cardClasses = 'grid content-start gap-3 p-4';

export function PantrySummary({ items, today }: { items: readonly PantryItem[]; today: string }) {
  const counts = countByCategory(items);
  const dated = firstDatedItems(items);
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Card className={cardClasses}>
        <CardTitle className="text-base">Ways to add</CardTitle>
        <ul className="grid grid-cols-2 gap-2 text-sm">
          {ADD_METHODS.map(({ icon: Icon, label, hint }) => (
            <li key={label} className="flex items-start gap-2">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <span>
                <span className="font-semibold">{label}</span>
                <span className="block text-xs text-muted-foreground">{hint}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <Card className={cardClasses}>
        <CardTitle className="text-base">By place</CardTitle>
        <ul className="grid gap-2">
          {PANTRY_CATEGORIES.map((category) => (
            <li key={category} className="flex items-center gap-3">
              <CategoryIcon category={category} className="size-8 rounded-lg" />
              <span aria-hidden className="flex-1 text-sm">
                {CATEGORY_META[category].label}
              </span>
              <span className="font-display text-lg font-semibold tabular-nums">
                {counts[category]}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      <Card className={cardClasses}>
        <CardTitle className="text-base">Freshness</CardTitle>
        {dated.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Items with an expiry date show here, soonest first.
          </p>
        ) : (
          <ul className="grid gap-3">
            {dated.map((item) => (
              <li key={item.id} className="grid gap-1">
                <span className="truncate text-sm font-semibold" title={item.name}>
                  {item.name}
                </span>
                <FreshnessMeter freshness={freshnessDisplay(item.expirationDate, today)} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
