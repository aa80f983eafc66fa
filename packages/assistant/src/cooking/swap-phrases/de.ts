/** Swap answers in German. */
import { listWords } from '../spoken-text';
import type { SpokenName, SwapPhrases } from './swap-phrase-types';

const which = (have: boolean) => (have ? ', das hast du da' : '');
// "statt" takes the dative in the plural: "statt Eiern", "statt Zwiebeln", "statt Butter".
const dative = ({ text, plural }: SpokenName) =>
  plural && !/[ns]$/.test(text) ? `${text}n` : text;
const list = (words: readonly string[], conjunction: 'and' | 'or') =>
  listWords(words, conjunction === 'and' ? 'und' : 'oder');

export const DE_SWAPS: SwapPhrases = {
  insteadOf: (name, swap, ratio, have) =>
    `Statt ${dative(name)} nimm ${swap}${which(have)}: ${ratio}.`,
  // The purpose comes first, so the verb follows it at once: "Zum Binden nimm …".
  forUse: (purpose, swap, ratio, have) => `${purpose} nimm ${swap}${which(have)}: ${ratio}.`,
  noGoodSwap: (purpose) => `${purpose} gibt es keinen guten Ersatz.`,
  alsoUse: (swaps) => `Du kannst auch ${list(swaps, 'or')} nehmen.`,
  unknown: (name) => `Für „${name}“ habe ich keinen erprobten Ersatz.`,
  sameKind: (names) =>
    `Etwas Ähnliches wie ${list(names, 'or')} könnte gehen, ist aber nicht erprobt.`,
  covered: (names) => `Ich habe Ersatz für: ${list(names, 'and')}.`,
  nothingInStep: 'In diesem Schritt muss nichts aus meiner Liste ersetzt werden, also mach weiter.',
  list,
  spokenRatio: (ratio) => ratio,
};
