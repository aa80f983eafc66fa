/** Swap answers in English. */
import { listWords } from '../spoken-text';
import type { SwapPhrases } from './swap-phrase-types';

const which = (have: boolean) => (have ? ', which you have' : '');

export const EN_SWAPS: SwapPhrases = {
  insteadOf: ({ text: name }, swap, ratio, have) =>
    `Instead of ${name}, use ${swap}${which(have)}: ${ratio}.`,
  forUse: (purpose, swap, ratio, have) => `${purpose}, use ${swap}${which(have)}: ${ratio}.`,
  noGoodSwap: (purpose) => `${purpose}, there’s no good swap.`,
  alsoUse: (swaps) => `You could also use ${listWords(swaps, 'or')}.`,
  unknown: (name) => `I don’t have a tested swap for ${name}.`,
  sameKind: (names) =>
    `Another of its kind, like ${listWords(names, 'or')}, may stand in, but that is untested.`,
  covered: (names) => `I have swaps for ${listWords(names)}.`,
  nothingInStep: 'Nothing in this step needs a swap from my list, so carry on as written.',
  list: (words, conjunction) => listWords(words, conjunction),
  // "1:1" is read aloud as "1 colon 1" by speech synthesis.
  spokenRatio: (ratio) => ratio.replace(/\b1:1\b/g, '1 to 1'),
};
