// The cook's measurement system, live, and the conversions every screen showing amounts uses.
// A change in Settings (on this device or synced from another) re-renders those screens,
// offline too: the system is read from the device's database through the shared preferences
// query. Components go through here rather than reading `measurementUnit` themselves, so they
// all agree on the default while preferences load and on how an amount reads.
//
// The converter (densities, the ingredient lexicon, the unit library: about 27 KB gzipped) is
// fetched on first use rather than shipped in the home page's first load, which has 150 KB for
// everything (docs/budgets.md). Until it arrives, amounts show as stored, which for most
// recipes is already the cook's system; once it has arrived it stays for the session.
import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_MEASUREMENT_UNIT } from '@mise/domain/constants';
import { PREFERENCES_ID } from '@mise/sync/preferences-id';
import type { MiseDatabase } from '../../db/db';
import { useLiveDbQuery } from '../../db/use-live-db-query';
import type * as ShownAmounts from './shown-amounts';
import type { MeasurementSystem, ShownQuantity } from './shown-amounts';

type Converters = typeof ShownAmounts;

let converters: Converters | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load(): void {
  loading ??= import('./shown-amounts').then(
    (module) => {
      converters = module;
      listeners.forEach((listener) => listener());
    },
    // A failed fetch (offline before the chunk was cached) leaves amounts as stored; the next
    // screen to subscribe tries again.
    () => {
      loading = undefined;
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

const loadedConverters = () => converters;

/**
 * Only the one field, read without lib/preferences.ts: that module's schema and write path would
 * put zod in the home page's first load for a word.
 */
const readMeasurementSystem = async (db: MiseDatabase): Promise<MeasurementSystem> =>
  (await db.preferences.get(PREFERENCES_ID))?.measurementUnit ?? DEFAULT_MEASUREMENT_UNIT;

export function useMeasurementSystem(): MeasurementSystem {
  return useLiveDbQuery(readMeasurementSystem, DEFAULT_MEASUREMENT_UNIT);
}

interface AmountLine {
  readonly amount: string;
  readonly unit: string;
  readonly name: string;
}

export interface ShownUnits {
  readonly system: MeasurementSystem;
  /** Recipe ingredients (already scaled) with amount and unit in the cook's system. */
  ingredients<Line extends AmountLine>(lines: readonly Line[]): readonly Line[];
  /** A grocery or pantry line's quantity and unit. */
  quantity(line: { quantity: number; unit: string; name: string }): ShownQuantity;
  /** Temperatures, lengths and amounts written in a step, a tip or a description. */
  text(text: string): string;
}

const asStored = (system: MeasurementSystem): ShownUnits => ({
  system,
  ingredients: (lines) => lines,
  quantity: (line) => ({ quantity: String(line.quantity), unit: line.unit }),
  text: (text) => text,
});

export function useShownUnits(): ShownUnits {
  const system = useMeasurementSystem();
  const loaded = useSyncExternalStore(subscribe, loadedConverters, loadedConverters);
  return useMemo(
    () =>
      loaded === undefined
        ? asStored(system)
        : {
            system,
            ingredients: (lines) => loaded.shownIngredients(lines, system),
            quantity: (line) => loaded.shownQuantity(line, system),
            text: (text) => loaded.shownText(text, system),
          },
    [loaded, system],
  );
}
