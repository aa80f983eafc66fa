/**
 * Japanese text as kana for espeak-ng, whose `ja` voice reads kana only and spells every kanji
 * as the English words "Chinese letter". kuromoji (its IPADIC dictionary ships inside the npm
 * package; nothing is fetched) splits the text into words and gives each its pronunciation,
 * which is what a speaker says: the particle は as ワ, へ as エ, long vowels as ー.
 *
 * The dictionary is read once, on the first Japanese text, and then kept: about 0.7 s on two
 * cores (the event loop is never held for more than about 0.1 s of it) and about 270 MB more
 * resident memory, kept (76 MB of it JavaScript heap, the rest the dictionary's buffers). A
 * sentence then takes one or two milliseconds.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji, { type IpadicFeatures, type Tokenizer } from 'kuromoji';
import { espeakKana } from './espeak-kana';
import { KITCHEN_READINGS } from './japanese-kitchen-readings';
import { readJapaneseNumbers } from './japanese-numbers';
import { readQuantities } from './kitchen-numbers';

export type JapaneseTokenizer = Tokenizer<IpadicFeatures>;

export interface JapaneseReader {
  /** The text in kana, words apart, ready for espeak-ng's `ja` voice. */
  read(text: string): Promise<string>;
}

export function loadJapaneseTokenizer(): Promise<JapaneseTokenizer> {
  const dicPath = path.join(
    path.dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')),
    'dict',
  );
  return new Promise((resolve, reject) => {
    kuromoji.builder({ dicPath }).build((error, tokenizer) => {
      // The package's callback passes null, not undefined, when all went well.
      if (error) reject(error);
      else resolve(tokenizer);
    });
  });
}

export function createJapaneseReader({
  loadTokenizer = loadJapaneseTokenizer,
}: { loadTokenizer?: () => Promise<JapaneseTokenizer> } = {}): JapaneseReader {
  let tokenizer: Promise<JapaneseTokenizer> | undefined;
  return {
    async read(text) {
      tokenizer ??= loadTokenizer().catch((error: unknown) => {
        // Forgotten, so the next Japanese text tries again.
        tokenizer = undefined;
        throw error;
      });
      return kanaReading(await tokenizer, text);
    },
  };
}

const HAN = /\p{Script=Han}/u;

/** The reading of `text`: one group of kana per phrase, so espeak-ng reads each as a word. */
export function kanaReading(tokenizer: JapaneseTokenizer, text: string): string {
  // NFKC: full-width digits and letters to ASCII, half-width kana to full-width, ℃ to °C.
  const prepared = readJapaneseNumbers(
    readQuantities(withKitchenReadings(text.normalize('NFKC')), 'ja'),
  );
  const phrases: string[] = [];
  for (const token of tokenizer.tokenize(prepared)) {
    const said = tokenReading(tokenizer, token);
    const last = phrases.length - 1;
    if (last >= 0 && joinsPrevious(token)) phrases[last] += said;
    else phrases.push(said);
  }
  return espeakKana(phrases.filter((phrase) => phrase.trim() !== '').join(' '));
}

/**
 * Particles, auxiliaries, suffixes and punctuation belong to the word before them: espeak-ng
 * then says a phrase as one word, without the pauses and misreadings it has on long runs of
 * kana with no space (it spells out "ショーユトオーサジ" letter by letter, but not
 * "ショーユト オーサジ").
 */
function joinsPrevious(token: IpadicFeatures): boolean {
  return (
    token.pos === '助詞' ||
    token.pos === '助動詞' ||
    token.pos === '記号' ||
    token.pos_detail_1 === '接尾' ||
    token.pos_detail_1 === '非自立'
  );
}

function tokenReading(tokenizer: JapaneseTokenizer, token: IpadicFeatures): string {
  const { pronunciation, surface_form: surface } = token;
  if (pronunciation !== undefined && pronunciation !== '*') return pronunciation;
  if (!HAN.test(surface)) return surface;
  // A word the dictionary lacks: each kanji read as the word it is alone, where it is one, and
  // left out where not, since espeak-ng would only spell it out in English.
  return [...surface]
    .map((character) => {
      if (!HAN.test(character)) return character;
      const [alone] = tokenizer.tokenize(character);
      return alone?.pronunciation ?? '';
    })
    .join('');
}

const KITCHEN_WORDS = new RegExp(
  Object.keys(KITCHEN_READINGS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'gu',
);

function withKitchenReadings(text: string): string {
  return text.replace(KITCHEN_WORDS, (word) => KITCHEN_READINGS[word] ?? word);
}
