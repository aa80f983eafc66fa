// Under the language choice: what works in a language served only in part (language-support.ts),
// in English and in the language itself. Its container is a polite live region, so choosing
// Japanese is followed by the note being read; the select names it as its description.
import { Info } from 'lucide-react';
import type { Language } from '@mise/domain/options';
import { LANGUAGE_SUPPORT } from './language-support';

export function LanguageSupportNote({ id, language }: { id: string; language: Language }) {
  const support = LANGUAGE_SUPPORT[language];
  return (
    <div aria-live="polite">
      {support && (
        <div
          id={id}
          className="flex max-w-prose gap-2 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="grid gap-1">
            <p>{support.english}</p>
            <p lang={language}>{support.own}</p>
          </div>
        </div>
      )}
    </div>
  );
}
