/**
 * The language side of phrasing: which of the app's languages a request asks for (its
 * Accept-Language header, since the §7 bodies carry no voice settings), and whether a model's
 * text is plausibly in that language. The check is a vote of common function words for the
 * five languages written in Latin script, and the script itself for Japanese, Chinese and
 * Korean; text too short to vote on passes, as the other rules still hold it.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@mise/domain/options';

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  de: 'German',
  ja: 'Japanese',
  zh: 'Simplified Chinese',
  ko: 'Korean',
};

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/** The app language the client prefers most ("de-DE,de;q=0.9,en;q=0.8" → de); English else. */
export function languageAsked(acceptLanguage: string | undefined): Language {
  let best: { language: Language; weight: number } | undefined;
  for (const range of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = range.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    if (!isLanguage(primary) || !(weight > 0)) continue;
    if (best === undefined || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

type LatinLanguage = 'en' | 'es' | 'fr' | 'it' | 'de';

// Frequent words of each language; a word in two lists ("con", "una") is dropped below, so
// every hit is a vote for one language only.
const FUNCTION_WORDS: Readonly<Record<LatinLanguage, string>> = {
  en: 'the and you your with until this that for is are it of to when from then before',
  es: 'el los las y con para hasta una del por tu cuando está es muy antes luego',
  fr: 'le les et des du avec pour vous votre dans sur une est pas au aux quand ce cette puis',
  it: 'il gli e di con per della nel fino non è una quando sono questo alla poi prima',
  de: 'der die das und ist mit zu den dem ein eine nicht für auf bis sie wenn oder dann bevor',
};

const VOTES = new Map<string, LatinLanguage>();
const SHARED = new Set<string>();
for (const [language, words] of Object.entries(FUNCTION_WORDS) as [LatinLanguage, string][]) {
  for (const word of words.split(' ')) {
    if (VOTES.has(word) && VOTES.get(word) !== language) SHARED.add(word);
    VOTES.set(word, language);
  }
}
for (const word of SHARED) VOTES.delete(word);

/** Fewer votes than this and the text is too short to tell its language by. */
const LEAST_VOTES = 4;

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const LATIN = /\p{Script=Latin}/gu;

/** Languages whose text is far shorter in characters than the same words in English. */
export const isCjk = (language: Language) =>
  language === 'ja' || language === 'zh' || language === 'ko';

function latinVote(text: string): Map<LatinLanguage, number> {
  const votes = new Map<LatinLanguage, number>();
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    const language = VOTES.get(word);
    if (language !== undefined) votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  return votes;
}

/** Whether the text reads as `language`, as far as can be told. */
export function inLanguage(text: string, language: Language): boolean {
  const cjkChars = text.match(CJK)?.length ?? 0;
  if (isCjk(language)) {
    // Ingredient or brand names may stay in Latin letters, but not most of the text.
    const latinChars = text.match(LATIN)?.length ?? 0;
    if (latinChars > cjkChars) return false;
    if (language === 'ja') return KANA.test(text);
    if (language === 'ko') return HANGUL.test(text);
    return HAN.test(text) && !KANA.test(text) && !HANGUL.test(text);
  }
  if (cjkChars > 0) return false;
  const votes = latinVote(text);
  const total = [...votes.values()].reduce((sum, count) => sum + count, 0);
  if (total < LEAST_VOTES) return true;
  const own = votes.get(language) ?? 0;
  return [...votes].every(([other, count]) => other === language || count < own);
}
