/**
 * The technique glossary the assistant explains steps with: what a technique means, what to
 * watch for and a beginner's tip. English only, like the rest of the guidance.
 */
import { foldText, formsPattern, type GlossaryEntry } from './glossary-entry';
import { HEAT_TECHNIQUES } from './glossary-heat';
import { PREP_TECHNIQUES } from './glossary-prep';

export type { GlossaryEntry } from './glossary-entry';

export const GLOSSARY: readonly GlossaryEntry[] = [...HEAT_TECHNIQUES, ...PREP_TECHNIQUES];

const PATTERNS: ReadonlyMap<GlossaryEntry, RegExp> = new Map(
  GLOSSARY.map((entry) => [entry, entry.pattern ?? formsPattern(entry.forms)]),
);

/** The techniques a step mentions, each once, in the order they first appear. */
export function findTechniques(text: string): GlossaryEntry[] {
  const folded = foldText(text);
  return GLOSSARY.map((entry) => ({ entry, at: folded.search(PATTERNS.get(entry) ?? /$^/) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ entry }) => entry);
}

const QUESTION_WORDS =
  /^(?:what(?:'s| is| does)?|how (?:do|to|can)(?: i| you)?|explain|define|mean(?:s|ing)?|the|to|a|an|i)\s+/;

/**
 * The technique a cook asks about by name ("fold", "sautéing", "what does deglaze mean"):
 * an exact form first, then anything the words mention.
 */
export function lookupTechnique(term: string): GlossaryEntry | undefined {
  let key = foldText(term)
    .replace(/[?!.,"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Peel question words one at a time, trying each stage: "to taste" is itself a form.
  for (let previous = ''; previous !== key;) {
    const exact = exactly(key);
    if (exact) return exact;
    previous = key;
    key = key.replace(QUESTION_WORDS, '').replace(/\s+mean$/, '');
  }
  return findTechniques(key)[0];
}

function exactly(key: string): GlossaryEntry | undefined {
  const spaced = key.replace(/-/g, ' ');
  return GLOSSARY.find(
    (entry) => entry.forms.includes(spaced) || foldText(entry.name).replace(/-/g, ' ') === spaced,
  );
}
