// "Import from a recipe page" (issue 8): an address field and an Import button for the Create
// Recipe dialog. The server reads the page; the dialog gets the form's values (and where they
// came from) through onImported and owns the form. Not a <form> of its own, so it can sit inside
// the dialog's: Enter in the field imports instead of submitting the recipe.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link2, LoaderCircle } from 'lucide-react';
import type { RecipeFormDraft } from '@mise/domain/forms';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { OFFLINE_MESSAGE, importFailureMessage } from './import-failure';
import type { ImportedPage } from './import-recipe';

// The call, zod and the form rules load with the first import, not with the dialog.
const importer = () => import('./import-recipe');

export interface ImportFromPageProps {
  /**
   * What the page said of the recipe, and the page it came from (its address, its picture).
   * The form shows it when this returns, saying whether it kept fields the cook had typed.
   */
  onImported: (draft: RecipeFormDraft, page: ImportedPage) => { keptTyped: boolean };
  /** A page shared to Mise: filled in and imported at once, as if the cook had pasted it. */
  sharedAddress?: string;
}

type ImportState =
  | { phase: 'idle' }
  | { phase: 'importing' }
  | { phase: 'imported'; name: string; keptTyped: boolean; fromPageText: boolean }
  | { phase: 'failed'; message: string };

export function ImportFromPage({ onImported, sharedAddress }: ImportFromPageProps) {
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const online = useOnlineStatus();
  const [address, setAddress] = useState(sharedAddress ?? '');
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  const importing = state.phase === 'importing';

  // A page shared to Mise is imported once, as the dialog opens with it (it is keyed by it).
  const sharedStarted = useRef(false);
  // A dialog closed mid-import fills nothing in. (React's development double mount closes and
  // opens it again at once: the shared import then starts again.)
  useEffect(
    () => () => {
      running.current?.abort();
      sharedStarted.current = false;
    },
    [],
  );

  const start = async () => {
    if (importing) return;
    if (address.trim() === '') {
      setState({ phase: 'failed', message: 'Paste the address of a recipe page first.' });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'importing' });
    try {
      const { importRecipeFromPage } = await importer();
      const { values, page } = await importRecipeFromPage(address, { signal: controller.signal });
      if (controller.signal.aborted) return;
      const { keptTyped } = onImported(values, page);
      setState({
        phase: 'imported',
        name: values.name,
        keptTyped,
        fromPageText: page.fromPageText === true,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ phase: 'failed', message: importFailureMessage(error, navigator.onLine) });
    }
  };

  useEffect(() => {
    if (sharedAddress === undefined || sharedStarted.current) return;
    sharedStarted.current = true;
    void start();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void start();
  };

  const failed = state.phase === 'failed';
  return (
    <div role="group" aria-label="Import a recipe from the web" className="grid gap-2">
      <Label htmlFor={inputId}>Recipe page address</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          value={address}
          disabled={importing}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? messageId : hintId}
          onChange={(event) => {
            setAddress(event.target.value);
            if (failed) setState({ phase: 'idle' });
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="outline"
          disabled={importing || !online}
          aria-describedby={online ? undefined : hintId}
          onClick={() => void start()}
        >
          {importing ? (
            <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />
          ) : (
            <Link2 aria-hidden />
          )}
          {importing ? 'Importing…' : 'Import'}
        </Button>
      </div>
      <p
        id={hintId}
        aria-live="polite"
        className={online ? 'text-xs text-muted-foreground' : 'text-sm text-foreground'}
      >
        {online
          ? 'Paste the address of a recipe on the web: Mise fills in the form for you to check.'
          : OFFLINE_MESSAGE}
      </p>
      {failed ? (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {state.phase === 'importing' && 'Reading the page…'}
          {state.phase === 'imported' && importedMessage(state)}
        </p>
      )}
    </div>
  );
}

function importedMessage({
  name,
  keptTyped,
  fromPageText,
}: {
  name: string;
  keptTyped: boolean;
  fromPageText: boolean;
}): string {
  const check = fromPageText
    ? 'The page has no recipe data, so it was read from its text: check every field below, then save.'
    : 'Check it below, then save.';
  return keptTyped
    ? `Imported “${name}” into what you had not filled in; what you typed is kept. ${check}`
    : `Imported “${name}”. ${check}`;
}
