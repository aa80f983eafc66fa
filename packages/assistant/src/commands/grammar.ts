/**
 * A language's vocabulary made ready to match: patterns compiled once, fillers and articles as
 * folded word lists, and the slot readers for its numbers and durations.
 */
import type { CommandLanguage } from './intent-types';
import { durationReader } from './duration';
import { compilePattern, type Pattern, type SlotReaders } from './pattern';
import type { CommandVocabulary, PhrasedKind } from './vocabulary';
import { phraseWords } from './words';

export interface Grammar {
  readonly language: CommandLanguage;
  /** Patterns without slots: fixed phrases, tried before any pattern with a slot. */
  readonly phrases: readonly Rule[];
  readonly slotted: readonly Rule[];
  /** Longest first, so that "can you" goes before "can". */
  readonly fillers: readonly (readonly string[])[];
  readonly articles: readonly (readonly string[])[];
  readonly vague: ReadonlySet<string>;
  readonly readers: SlotReaders;
  /** Every word the vocabulary uses, to guess the language of what it cannot read. */
  readonly words: ReadonlySet<string>;
}

export interface Rule {
  readonly kind: PhrasedKind;
  readonly pattern: Pattern;
}

/**
 * The order rules are tried in, within the fixed phrases and then within the slotted ones: the
 * timer's own commands first, so that "pause the timer" can never read as "pause".
 */
const KIND_ORDER: readonly PhrasedKind[] = [
  'pauseTimer',
  'resumeTimer',
  'stopTimer',
  'startStepTimer',
  'setTimer',
  'nextStep',
  'previousStep',
  'repeat',
  'pause',
  'resume',
  'whereWereWe',
  'adjustServing',
  'substitute',
  'explain',
];

/** Which slots each intent's patterns must have, one set of them per pattern. */
const SLOTS: Readonly<Partial<Record<PhrasedKind, readonly (readonly string[])[]>>> = {
  setTimer: [['duration'], ['number']],
  adjustServing: [['number']],
  substitute: [[], ['text']],
  explain: [[], ['text']],
};

export function compileGrammar(language: CommandLanguage, vocabulary: CommandVocabulary): Grammar {
  const rules = KIND_ORDER.flatMap((kind) =>
    vocabulary.intents[kind].map((source) => {
      const pattern = compilePattern(source);
      const allowed = SLOTS[kind] ?? [[]];
      const slots = [...pattern.slots].sort().join(',');
      if (!allowed.some((set) => [...set].sort().join(',') === slots)) {
        throw new Error(`Pattern "${source}" for ${kind} has the wrong slots (${language})`);
      }
      return { kind, pattern };
    }),
  );
  const fillers = vocabulary.fillers.map(phraseWords).sort((a, b) => b.length - a.length);
  const words = new Set([
    ...rules.flatMap((rule) =>
      rule.pattern.elements.flatMap((element) =>
        'choices' in element ? element.choices.flat() : [],
      ),
    ),
    ...fillers.flat(),
    ...Object.keys(vocabulary.duration.units).flatMap(phraseWords),
  ]);
  return {
    language,
    phrases: rules.filter((rule) => rule.pattern.slots.size === 0),
    slotted: rules.filter((rule) => rule.pattern.slots.size > 0),
    fillers,
    articles: vocabulary.articles.map(phraseWords).sort((a, b) => b.length - a.length),
    vague: new Set(vocabulary.vague.map((phrase) => phraseWords(phrase).join(' '))),
    readers: {
      number: vocabulary.readNumber,
      duration: durationReader(vocabulary.duration, vocabulary.readNumber),
    },
    words,
  };
}
