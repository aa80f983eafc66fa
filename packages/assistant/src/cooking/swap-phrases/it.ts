/** Swap answers in Italian. */
import { listWords } from '../spoken-text';
import type { SwapPhrases } from './swap-phrase-types';

const which = (have: boolean) => (have ? ', che hai' : '');
const list = (words: readonly string[], conjunction: 'and' | 'or') =>
  listWords(words, conjunction === 'and' ? 'e' : 'o');

export const IT_SWAPS: SwapPhrases = {
  insteadOf: ({ text: name }, swap, ratio, have) =>
    `Invece di ${name}, usa ${swap}${which(have)}: ${ratio}.`,
  forUse: (purpose, swap, ratio, have) => `${purpose}, usa ${swap}${which(have)}: ${ratio}.`,
  noGoodSwap: (purpose) => `${purpose}, non c’è un buon sostituto.`,
  alsoUse: (swaps) => `Puoi usare anche ${list(swaps, 'or')}.`,
  unknown: (name) => `Non ho un sostituto collaudato per «${name}».`,
  sameKind: (names) =>
    `Un ingrediente dello stesso tipo, come ${list(names, 'or')}, potrebbe andare, ma non è provato.`,
  covered: (names) => `Ho sostituti per: ${list(names, 'and')}.`,
  nothingInStep:
    'In questo passo niente richiede un sostituto della mia lista, quindi continua così.',
  list,
  spokenRatio: (ratio) => ratio,
};
