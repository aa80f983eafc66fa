/**
 * What a model's phrasing of an answer must be before a cook hears it instead of the built-in
 * answer. The built-in text is the truth; the phrasing may only reword it, so it is refused when:
 * - it is not text, is empty, or its length is far from the built-in answer's: shorter than
 *   40 % of it (15 % for Japanese, Chinese, Korean, which spell the same in fewer characters)
 *   suggests dropped facts; longer than twice it (at most 1,500 characters, yet always 200 more
 *   than it) suggests added ones, and is too long to listen to;
 * - it carries markup a voice would read out: HTML, markdown characters, list bullets, links,
 *   emoji, or talks about itself ("Here is the rephrased answer");
 * - it drops a number of the built-in answer (times, temperatures, step numbers, ratios) or
 *   brings one that neither that answer, the step nor the cook's words contain: numbers are
 *   where a wrong word burns or undercooks, so they must survive as digits, exactly;
 * - it is not in the language asked for, as far as phrasing-language.ts can tell.
 * Safety warnings without a number are covered by the length floor and the prompt alone.
 */
import { z } from 'zod';
import { inLanguage, isCjk, LANGUAGE_NAMES } from './phrasing-language';
import type { PhrasingRequest } from './phrasing-prompt';

/** The model answered, but not with words the cook may hear; `message` says why. */
export class PhrasingRefused extends Error {
  override readonly name = 'PhrasingRefused';
}

const LONGEST = 1500;
const ALWAYS_ALLOWED_EXTRA = 200;

export function lengthBounds({ answer, language }: PhrasingRequest): { min: number; max: number } {
  const length = answer.length;
  return {
    min: Math.ceil(length * (isCjk(language) ? 0.15 : 0.4)),
    max: Math.max(length + ALWAYS_ALLOWED_EXTRA, Math.min(2 * length, LONGEST)),
  };
}

// Checked on the text as written, before its line breaks are joined: a list is a list only there.
const MARKUP: readonly (readonly [RegExp, string])[] = [
  [/<\/?[a-z][^>]*>/i, 'HTML'],
  [/[*#`_~|[\]{}<>]/, 'markup characters'],
  [/^\s*(?:[-•]|\d+[.)])\s/m, 'a list'],
  [/\bhttps?:\/\/|\bwww\./i, 'a link'],
  [/\p{Extended_Pictographic}/u, 'emoji'],
  [/\brephras|\bas an ai\b|\blanguage model\b/i, 'talk about itself'],
];

// "1.5" and "1,5" are one number; "3/4" one ratio; "74 °C (165 °F)" two numbers.
const NUMBER = /\d+(?:[.,]\d+)?(?:\/\d+)?/g;

function numbersIn(text: string): Set<string> {
  return new Set(
    [...text.matchAll(NUMBER)].map(([number]) =>
      number
        .split('/')
        .map((part) => String(Number(part.replace(',', '.'))))
        .join('/'),
    ),
  );
}

// Models like to wrap a reply in quotes, which would be read aloud or shown.
const QUOTED = /^(["“«„'‘])([\s\S]*)(["”»“'’])$/;

function tidy(text: string): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  return QUOTED.exec(collapsed)?.[2]?.trim() ?? collapsed;
}

/** The phrasing the cook hears; throws PhrasingRefused when the built-in answer must be used. */
export function acceptPhrasing(candidate: unknown, request: PhrasingRequest): string {
  const written = z.string({ error: 'The answer is not text.' }).safeParse(candidate);
  if (!written.success) throw new PhrasingRefused('The answer is not text.');
  for (const [pattern, what] of MARKUP) {
    if (pattern.test(written.data)) throw new PhrasingRefused(`The answer contains ${what}.`);
  }
  const { min, max } = lengthBounds(request);
  const sized = z
    .string()
    .min(1, 'The answer is empty.')
    .min(min, `The answer is shorter than ${min} characters.`)
    .max(max, `The answer is longer than ${max} characters.`)
    .safeParse(tidy(written.data));
  if (!sized.success) {
    throw new PhrasingRefused(sized.error.issues[0]?.message ?? 'The answer is not usable.');
  }
  const text = sized.data;
  const found = numbersIn(text);
  for (const number of numbersIn(request.answer)) {
    if (!found.has(number)) throw new PhrasingRefused(`The answer drops the number ${number}.`);
  }
  const known = numbersIn([request.answer, request.step, request.question].join(' '));
  for (const number of found) {
    if (!known.has(number)) throw new PhrasingRefused(`The answer adds the number ${number}.`);
  }
  if (!inLanguage(text, request.language)) {
    throw new PhrasingRefused(`The answer is not in ${LANGUAGE_NAMES[request.language]}.`);
  }
  return text;
}
