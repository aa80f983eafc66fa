/** Swap answers in Spanish. */
import { listWords } from '../spoken-text';
import type { SwapPhrases } from './swap-phrase-types';

const which = (have: boolean) => (have ? ', que tienes' : '');

// "y" is "e" before an "i" sound and "o" is "u" before an "o" sound: "aceite e higos".
function list(words: readonly string[], conjunction: 'and' | 'or'): string {
  const last = (words[words.length - 1] ?? '').toLowerCase();
  const word =
    conjunction === 'and'
      ? /^h?i(?![aeou])/.test(last)
        ? 'e'
        : 'y'
      : /^h?o/.test(last)
        ? 'u'
        : 'o';
  return listWords(words, word);
}

export const ES_SWAPS: SwapPhrases = {
  insteadOf: ({ text: name }, swap, ratio, have) =>
    `En vez de ${name}, usa ${swap}${which(have)}: ${ratio}.`,
  forUse: (purpose, swap, ratio, have) => `${purpose}, usa ${swap}${which(have)}: ${ratio}.`,
  noGoodSwap: (purpose) => `${purpose}, no hay un buen sustituto.`,
  alsoUse: (swaps) => `También puedes usar ${list(swaps, 'or')}.`,
  unknown: (name) => `No tengo un sustituto probado para «${name}».`,
  sameKind: (names) =>
    `Otro de su tipo, como ${list(names, 'or')}, podría servir, pero no está probado.`,
  covered: (names) => `Tengo sustitutos para ${list(names, 'and')}.`,
  nothingInStep: 'Nada de este paso necesita un sustituto de mi lista, así que sigue tal cual.',
  list,
  spokenRatio: (ratio) => ratio,
};
