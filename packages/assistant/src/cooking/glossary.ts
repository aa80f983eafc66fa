/**
 * The technique glossary the assistant explains steps with: what a technique means, what to
 * watch for and a beginner's tip, in English (glossary-heat.ts, glossary-prep.ts) and in the
 * other command languages (glossary-text/). A step or a question is read in English and, for a
 * cook of another language, in theirs too.
 */
import { type AssistantLanguage, foreignLanguage } from './assistant-language';
import { foldText, formsPattern, type GlossaryEntry } from './glossary-entry';
import { HEAT_TECHNIQUES } from './glossary-heat';
import { PREP_TECHNIQUES } from './glossary-prep';
import { GLOSSARY_TEXTS } from './glossary-text/glossary-texts';

export type { GlossaryEntry } from './glossary-entry';

export const GLOSSARY: readonly GlossaryEntry[] = [...HEAT_TECHNIQUES, ...PREP_TECHNIQUES];

const PATTERNS: ReadonlyMap<GlossaryEntry, RegExp> = new Map(
  GLOSSARY.map((entry) => [entry, entry.pattern ?? formsPattern(entry.forms)]),
);

/** Text as the other languages' forms are written: folded, with "ß" as "ss". */
const foldForeign = (text: string) => foldText(text.replace(/ß/g, 'ss'));

function foreignPattern(entry: GlossaryEntry, language: AssistantLanguage): RegExp | undefined {
  const foreign = foreignLanguage(language);
  const text = foreign === undefined ? undefined : GLOSSARY_TEXTS[foreign][entry.id];
  return text && formsPattern(text.forms);
}

const FOREIGN_PATTERNS = new Map(
  (['es', 'fr', 'it', 'de'] as const).map((language) => [
    language,
    new Map(GLOSSARY.map((entry) => [entry, foreignPattern(entry, language)])),
  ]),
);

/** Where the entry first shows in the text, in English or in the cook's language; -1 if not. */
function firstAt(entry: GlossaryEntry, folded: string, language: AssistantLanguage): number {
  const english = folded.search(PATTERNS.get(entry) ?? /$^/);
  const foreign = foreignLanguage(language);
  const pattern = foreign === undefined ? undefined : FOREIGN_PATTERNS.get(foreign)?.get(entry);
  const own = pattern === undefined ? -1 : foldForeign(folded).search(pattern);
  const found = [english, own].filter((at) => at >= 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

/** The techniques a step mentions, each once, in the order they first appear. */
export function findTechniques(text: string, language: AssistantLanguage = 'en'): GlossaryEntry[] {
  const folded = foldText(text);
  return GLOSSARY.map((entry) => ({ entry, at: firstAt(entry, folded, language) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ entry }) => entry);
}

const QUESTION_WORDS =
  /^(?:what(?:'s| is| does)?|how (?:do|to|can)(?: i| you)?|explain|define|mean(?:s|ing)?|the|to|a|an|i)\s+/;

/**
 * The technique a cook asks about by name ("fold", "sautéing", "what does deglaze mean",
 * "sofreír"): an exact form in their language or English first, then anything the words mention.
 */
export function lookupTechnique(
  term: string,
  language: AssistantLanguage = 'en',
): GlossaryEntry | undefined {
  let key = foldText(term)
    .replace(/[?!.,"¿¡«»“”„]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const own = exactlyIn(foldForeign(key), language);
  if (own) return own;
  // Peel question words one at a time, trying each stage: "to taste" is itself a form.
  for (let previous = ''; previous !== key;) {
    const exact = exactly(key);
    if (exact) return exact;
    previous = key;
    key = key.replace(QUESTION_WORDS, '').replace(/\s+mean$/, '');
  }
  return findTechniques(key, language)[0];
}

function exactly(key: string): GlossaryEntry | undefined {
  const spaced = key.replace(/-/g, ' ');
  return GLOSSARY.find(
    (entry) => entry.forms.includes(spaced) || foldText(entry.name).replace(/-/g, ' ') === spaced,
  );
}

function exactlyIn(key: string, language: AssistantLanguage): GlossaryEntry | undefined {
  const foreign = foreignLanguage(language);
  if (foreign === undefined) return undefined;
  const texts = GLOSSARY_TEXTS[foreign];
  return GLOSSARY.find((entry) => {
    const text = texts[entry.id];
    return text !== undefined && (text.forms.includes(key) || foldForeign(text.name) === key);
  });
}

/** The entry as the cook's language says it: English for English, else the translation. */
export function entryIn(entry: GlossaryEntry, language: AssistantLanguage): GlossaryEntry {
  const foreign = foreignLanguage(language);
  const text = foreign === undefined ? undefined : GLOSSARY_TEXTS[foreign][entry.id];
  return text === undefined ? entry : { ...entry, ...text };
}
