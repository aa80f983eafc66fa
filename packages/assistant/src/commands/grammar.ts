/**
 * A language's vocabulary made ready to match: patterns compiled once, the word lists folded
 * (phrases.ts), and the slot readers for its numbers and durations.
 */
import type { CommandLanguage } from './intent-types';
import { durationReader } from './duration';
import { compilePattern, type Captures, type Pattern, type SlotReaders } from './pattern';
import { phraseList, type PhraseList } from './phrases';
import type { CommandVocabulary, PhrasedKind } from './vocabulary';
import { phraseWords } from './words';

export interface Grammar {
  readonly language: CommandLanguage;
  /** Patterns without slots: fixed phrases, tried before any pattern with a slot. */
  readonly phrases: readonly Rule[];
  readonly slotted: readonly Rule[];
  readonly fillers: PhraseList;
  readonly asides: ReadonlySet<string>;
  readonly hesitations: PhraseList;
  readonly clauseOpeners: PhraseList;
  /** Words a pattern may start with: a command inside a clause starts on one of them. */
  readonly patternOpeners: ReadonlySet<string>;
  /** The rules words starting with `word` may match, in the order they are tried. */
  readonly rulesFor: (word: string) => RuleSet;
  readonly corrections: PhraseList;
  readonly nounOpeners: PhraseList;
  readonly purposes: PhraseList;
  readonly negations: PhraseList;
  readonly articles: PhraseList;
  readonly tails: PhraseList;
  readonly vague: ReadonlySet<string>;
  readonly closers: ReadonlySet<string>;
  readonly chatter: ReadonlySet<string>;
  readonly readers: SlotReaders;
  /** Every word the vocabulary uses, to guess the language of what it cannot read. */
  readonly words: ReadonlySet<string>;
}

export interface RuleSet {
  readonly phrases: readonly Rule[];
  readonly slotted: readonly Rule[];
}

export interface Rule {
  readonly kind: PhrasedKind;
  readonly pattern: Pattern;
  /** What the words say without a slot: "just for me" is one serving. */
  readonly fixed?: Captures;
  /** Only lends its name to a swap asked in the same utterance (vocabulary.missing). */
  readonly lendsName?: boolean;
  /** The pattern may start with its slot ("{number} people"): no command inside a clause. */
  readonly opensWithSlot: boolean;
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

/** Which number slots each intent's patterns must have, one set of them per pattern. */
const SLOTS: Readonly<Partial<Record<PhrasedKind, readonly (readonly string[])[]>>> = {
  setTimer: [['duration'], ['number']],
  adjustServing: [['number']],
};

/**
 * Only the rules that can match words starting with a given word, so that a long utterance is
 * not matched against every pattern at every place. A pattern that may open with a slot, or
 * words opening with an aside (skipped anywhere), keep every rule in play.
 */
function ruleIndex(rules: readonly Rule[], asides: ReadonlySet<string>): (word: string) => RuleSet {
  const split = (list: readonly Rule[]): RuleSet => ({
    phrases: list.filter((rule) => rule.pattern.slots.size === 0),
    slotted: list.filter((rule) => rule.pattern.slots.size > 0),
  });
  const everyRule = split(rules);
  const openers = rules.map((rule) => new Set(openingWords(rule.pattern)));
  const cache = new Map<string, RuleSet>();
  return (word) => {
    if (asides.has(word)) return everyRule;
    let set = cache.get(word);
    if (!set) {
      set = split(rules.filter((rule, index) => rule.opensWithSlot || openers[index]?.has(word)));
      cache.set(word, set);
    }
    return set;
  };
}

/** Whether the pattern's first word may be its slot: "(for)? {number} people". */
function opensWithSlot(pattern: Pattern): boolean {
  for (const element of pattern.elements) {
    if (!('choices' in element)) return true;
    if (!element.optional) return false;
  }
  return false;
}

/** The words a pattern's first matched word may be: those of its leading optional choices too. */
function openingWords(pattern: Pattern): string[] {
  const words: string[] = [];
  for (const element of pattern.elements) {
    if (!('choices' in element)) break;
    words.push(...element.choices.map((choice) => choice[0] ?? ''));
    if (!element.optional) break;
  }
  return words;
}

export function compileGrammar(language: CommandLanguage, vocabulary: CommandVocabulary): Grammar {
  const rules: Rule[] = KIND_ORDER.flatMap((kind) =>
    vocabulary.intents[kind].map((source) => {
      const pattern = compilePattern(source);
      const allowed = SLOTS[kind] ?? [[]];
      const slots = [...pattern.slots]
        .filter((slot) => slot !== 'text' && slot !== 'words')
        .sort()
        .join(',');
      if (!allowed.some((set) => [...set].sort().join(',') === slots)) {
        throw new Error(`Pattern "${source}" for ${kind} has the wrong slots (${language})`);
      }
      return { kind, pattern, opensWithSlot: opensWithSlot(pattern) };
    }),
  );
  const forOne = vocabulary.forOne.map((source): Rule => {
    const pattern = compilePattern(source);
    return {
      kind: 'adjustServing',
      pattern,
      fixed: { number: 1 },
      opensWithSlot: opensWithSlot(pattern),
    };
  });
  const lenders = (kind: 'substitute' | 'explain', sources: readonly string[]) =>
    sources.map((source): Rule => {
      const pattern = compilePattern(source);
      return { kind, pattern, lendsName: true, opensWithSlot: opensWithSlot(pattern) };
    });
  rules.push(
    ...forOne,
    ...lenders('substitute', vocabulary.missing),
    ...lenders('explain', vocabulary.mentioned),
  );
  const fillers = phraseList(vocabulary.fillers);
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
    asides: new Set(phraseList(vocabulary.asides).flat()),
    hesitations: phraseList(vocabulary.hesitations),
    clauseOpeners: phraseList(vocabulary.clauseOpeners),
    patternOpeners: new Set(rules.flatMap((rule) => openingWords(rule.pattern))),
    rulesFor: ruleIndex(rules, new Set(phraseList(vocabulary.asides).flat())),
    corrections: phraseList(vocabulary.corrections),
    nounOpeners: phraseList(vocabulary.nounOpeners),
    purposes: phraseList(vocabulary.purposes),
    negations: phraseList(vocabulary.negations),
    articles: phraseList(vocabulary.articles),
    tails: phraseList(vocabulary.tails),
    vague: new Set(vocabulary.vague.map((phrase) => phraseWords(phrase).join(' '))),
    closers: new Set(vocabulary.closers.flatMap(phraseWords)),
    chatter: new Set(vocabulary.chatter.map((phrase) => phraseWords(phrase).join(' '))),
    readers: {
      number: vocabulary.readNumber,
      duration: durationReader(vocabulary.duration, vocabulary.readNumber),
    },
    words,
  };
}
