/** Swap answers in French. */
import { listWords } from '../spoken-text';
import type { SwapPhrases } from './swap-phrase-types';

const which = (have: boolean) => (have ? ', que vous avez' : '');
const list = (words: readonly string[], conjunction: 'and' | 'or') =>
  listWords(words, conjunction === 'and' ? 'et' : 'ou');
/** "de beurre", "d’œufs": "de" before a bare name, cut before a vowel or a mute h. */
const ofName = (name: string) => (/^[aeiouyhœéèêàâîôû]/i.test(name) ? `d’${name}` : `de ${name}`);

export const FR_SWAPS: SwapPhrases = {
  insteadOf: ({ text: name }, swap, ratio, have) =>
    `Au lieu ${ofName(name)}, utilisez ${swap}${which(have)} : ${ratio}.`,
  forUse: (purpose, swap, ratio, have) => `${purpose}, utilisez ${swap}${which(have)} : ${ratio}.`,
  noGoodSwap: (purpose) => `${purpose}, il n’y a pas de bon substitut.`,
  alsoUse: (swaps) => `Vous pouvez aussi utiliser ${list(swaps, 'or')}.`,
  unknown: (name) => `Je n’ai pas de substitut éprouvé pour « ${name} ».`,
  sameKind: (names) =>
    `Un ingrédient de la même famille, comme ${list(names, 'or')}, pourrait convenir, mais ce n’est pas testé.`,
  covered: (names) => `J’ai des substituts pour : ${list(names, 'and')}.`,
  nothingInStep:
    'Rien dans cette étape ne demande de substitut de ma liste : continuez comme indiqué.',
  list,
  spokenRatio: (ratio) => ratio,
};
