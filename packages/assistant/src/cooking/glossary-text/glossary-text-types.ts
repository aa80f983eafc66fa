/**
 * A glossary technique (glossary-entry.ts) in another language: how a cook of that language
 * names it, the words that find it in a question or a step, and what it means, what to watch
 * for, a tip and a terse note, as the English entry says them.
 */
export interface GlossaryText {
  readonly name: string;
  /** Lowercase with accents folded, as foldText reads: "sofreir", "faire revenir", "anbraten". */
  readonly forms: readonly string[];
  readonly meaning: string;
  readonly watchFor: string;
  readonly tip: string;
  readonly pro: string;
}

/** Keyed by the English entry's id: "saute", "season-to-taste". */
export type GlossaryTexts = Readonly<Record<string, GlossaryText>>;
