/**
 * A transcript as the command finder reads it: its words (words.ts), each knowing whether the
 * speaker paused before it. Recognisers and typists write a pause as punctuation, and a command
 * starts and ends at pauses while a named ingredient never runs across one ("I'm out of
 * buttermilk, what can I use instead?").
 */
import type { PhraseList } from './phrases';
import { phraseAt } from './phrases';
import { readTranscript, type CommandWord } from './words';

export interface SpokenWord extends CommandWord {
  /** Punctuation stands between this word and the one before. */
  readonly afterPause: boolean;
}

export interface Utterance {
  /** The transcript in Unicode NFC, the text the word offsets refer to. */
  readonly text: string;
  readonly words: readonly SpokenWord[];
}

/** Apostrophes and hyphens join words; a dash between spaces is a pause. */
const PAUSE = /[.,;:!?¿¡…"“”„«»()[\]{}/\\|—–]|\s-\s/u;

export function readUtterance(transcript: string): Utterance {
  const { text, words } = readTranscript(transcript);
  return {
    text,
    words: words.map((word, index) => ({
      ...word,
      afterPause: index > 0 && PAUSE.test(text.slice(words[index - 1]?.end ?? 0, word.start)),
    })),
  };
}

/**
 * The words without hesitations ("set a timer for um ten minutes") and without a word said
 * twice in a row ("wait wait wait", "the the next step"), numbers aside. A pause before what is
 * dropped stays with the word after it, and a word said twice stands alone, as if followed by a
 * pause: "warte warte die Milch kocht über" is "warte, die Milch…".
 */
export function tidyWords(words: readonly SpokenWord[], hesitations: PhraseList): SpokenWord[] {
  const folded = words.map((word) => word.word);
  const kept: SpokenWord[] = [];
  let pause = false;
  for (let index = 0; index < words.length;) {
    const word = words[index];
    if (!word) break;
    pause ||= word.afterPause;
    const hesitation = phraseAt(hesitations, folded, index);
    const previous = kept.at(-1);
    const repeated = previous?.word === word.word && !/\d/.test(word.word) && !word.afterPause;
    if (hesitation || repeated) {
      pause ||= repeated;
      index += hesitation?.length ?? 1;
      continue;
    }
    kept.push(pause === word.afterPause ? word : { ...word, afterPause: pause });
    pause = false;
    index += 1;
  }
  return kept;
}
