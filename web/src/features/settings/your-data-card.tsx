// Settings → "Your data" (issue 8): the household's kitchen as one file to keep or move, and a
// file restored into this kitchen, with what was imported and what was skipped and why.
import { counted } from '@mise/domain/plural';
import { type ChangeEvent, useId, useState } from 'react';
import { Download, HardDrive, Upload } from 'lucide-react';
import { localIsoDate } from '@mise/domain/dates';
import type { SkippedRecord } from '@mise/sync/kitchen-file';
import { Button, buttonClasses } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import type { ImportOutcome } from './data/kitchen-data';

// Loaded with the first export or import: it brings every entity's schema (zod), which this
// page would otherwise evaluate as it opens.
const kitchenData = () => import('./data/kitchen-data');

/** How a record is named in the report: "Pantry item 3". */
const RECORD_NAMES: Record<string, string> = {
  pantryItems: 'Pantry item',
  recipes: 'Recipe',
  favorites: 'Favorite',
  cookingSessions: 'Cooking session',
  mealPlanEntries: 'Planned meal',
  groceryItems: 'Grocery item',
  preferences: 'Preferences',
  journalEntries: 'Journal entry',
};

type ImportState =
  | { phase: 'idle' }
  | { phase: 'reading' }
  | { phase: 'importing'; done: number; total: number }
  | { phase: 'done'; outcome: ImportOutcome };

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url));
}

export function YourDataCard() {
  const inputId = useId();
  const [exporting, setExporting] = useState(false);
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const busy = state.phase === 'reading' || state.phase === 'importing';

  const exportNow = async () => {
    setExporting(true);
    try {
      const { exportKitchen } = await kitchenData();
      download(await exportKitchen(), `mise-kitchen-${localIsoDate(new Date())}.json`);
    } finally {
      setExporting(false);
    }
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again later.
    event.target.value = '';
    if (!file) return;
    setState({ phase: 'reading' });
    const { importKitchen } = await kitchenData();
    const outcome = await importKitchen(await file.text(), (done, total) =>
      setState({ phase: 'importing', done, total }),
    );
    setState({ phase: 'done', outcome });
  };

  return (
    <Card role="region" aria-labelledby="your-data-heading">
      <CardHeader>
        <div className="flex items-center gap-3">
          <HardDrive className="size-6 text-primary" aria-hidden />
          <CardTitle as="h2" id="your-data-heading" className="text-xl">
            Your data
          </CardTitle>
        </div>
        <CardDescription>
          Download everything in this kitchen as one file, to keep or to move to another kitchen.
          Importing a file adds what this kitchen does not have yet and never changes what it has.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" disabled={exporting} onClick={() => void exportNow()}>
            <Download aria-hidden />
            {exporting ? 'Exporting…' : 'Export my kitchen'}
          </Button>
          <input
            id={inputId}
            type="file"
            accept="application/json,.json"
            className="peer sr-only"
            disabled={busy}
            onChange={(event) => void importFile(event)}
          />
          <label
            htmlFor={inputId}
            className={`${buttonClasses('outline')} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50`}
          >
            <Upload aria-hidden />
            Import a kitchen file
          </label>
        </div>
        <ImportReport state={state} />
      </CardContent>
    </Card>
  );
}

function ImportReport({ state }: { state: ImportState }) {
  if (state.phase === 'idle') return <p role="status" />;
  if (state.phase === 'reading') return <p role="status">Reading the file…</p>;
  if (state.phase === 'importing') {
    return (
      <p role="status">
        Importing… {state.done} of {state.total}
      </p>
    );
  }
  const { outcome } = state;
  if (!outcome.ok) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {outcome.message}
      </p>
    );
  }
  return (
    <div role="status" className="grid gap-2 text-sm">
      <p className="font-semibold">
        Imported {counted(outcome.imported, { one: 'record', other: 'records' })}.
      </p>
      {outcome.skipped.length > 0 && <SkippedList skipped={outcome.skipped} />}
    </div>
  );
}

function SkippedList({ skipped }: { skipped: readonly SkippedRecord[] }) {
  return (
    <>
      <p>Skipped {skipped.length}:</p>
      <ul className="grid list-disc gap-1 pl-5">
        {skipped.map(({ collection, position, reason }) => (
          <li key={`${collection}-${position}`}>
            {RECORD_NAMES[collection] ?? collection} {position}: {reason}
          </li>
        ))}
      </ul>
    </>
  );
}
