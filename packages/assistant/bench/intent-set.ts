/**
 * Reads the utterance files of bench/intents/ (format in bench/intents/README.md): every line
 * is checked with zod, and a line that fails is returned as a problem with its file and line
 * number, so the bench counts it as a miss instead of quietly measuring a smaller set.
 */
import { z } from 'zod';
import {
  COMMAND_LANGUAGES,
  type CommandLanguage,
  type CookingIntent,
} from '../src/commands/intent-types';

export const SET_PARTS = ['dev', 'heldout'] as const;
export type SetPart = (typeof SET_PARTS)[number];

export interface Utterance {
  say: string;
  expect: CookingIntent;
  /** "it.dev.jsonl:12", to find the line again. */
  at: string;
}

export interface SetProblem {
  at: string;
  reason: string;
}

/** Slot words as the README writes them: lower case, no spaces around. */
const slotWords = z
  .string()
  .min(1)
  .refine((words) => words === words.trim().toLowerCase(), 'lower case, trimmed');

const intentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('nextStep') }),
  z.strictObject({ kind: z.literal('previousStep') }),
  z.strictObject({ kind: z.literal('repeat') }),
  z.strictObject({ kind: z.literal('pause') }),
  z.strictObject({ kind: z.literal('resume') }),
  z.strictObject({ kind: z.literal('whereWereWe') }),
  z.strictObject({ kind: z.literal('setTimer'), minutes: z.number().positive() }),
  z.strictObject({ kind: z.literal('startStepTimer') }),
  z.strictObject({ kind: z.literal('pauseTimer') }),
  z.strictObject({ kind: z.literal('resumeTimer') }),
  z.strictObject({ kind: z.literal('stopTimer') }),
  z.strictObject({ kind: z.literal('substitute'), ingredient: slotWords.optional() }),
  z.strictObject({
    kind: z.literal('adjustServing'),
    servings: z.number().int().min(1).max(100),
  }),
  z.strictObject({ kind: z.literal('explain'), term: slotWords.optional() }),
  z.strictObject({ kind: z.literal('unknown') }),
]) satisfies z.ZodType<CookingIntent>;

const lineSchema = z.strictObject({
  say: z.string().refine((say) => say.trim() !== '', 'empty'),
  expect: intentSchema,
});

const FILE_NAME = new RegExp(
  `^(${COMMAND_LANGUAGES.join('|')})\\.(${SET_PARTS.join('|')})\\.jsonl$`,
);

/** The language and part a file holds, from its name; undefined for a name out of the format. */
export function fileRole(
  fileName: string,
): { language: CommandLanguage; part: SetPart } | undefined {
  const match = FILE_NAME.exec(fileName);
  if (!match) return undefined;
  const language = COMMAND_LANGUAGES.find((code) => code === match[1]);
  const part = SET_PARTS.find((name) => name === match[2]);
  return language && part ? { language, part } : undefined;
}

export function readUtterances(
  fileName: string,
  text: string,
): { utterances: Utterance[]; problems: SetProblem[] } {
  const utterances: Utterance[] = [];
  const problems: SetProblem[] = [];
  const lines = text.split(/\r?\n/);
  // The newline that ends the last line leaves one empty string behind; it is no line.
  if (lines.at(-1) === '') lines.pop();
  lines.forEach((line, index) => {
    const at = `${fileName}:${index + 1}`;
    const json = parseJson(line);
    if (json === NOT_JSON) {
      problems.push({ at, reason: 'not JSON' });
      return;
    }
    const parsed = lineSchema.safeParse(json);
    if (parsed.success) utterances.push({ ...parsed.data, at });
    else problems.push({ at, reason: describe(parsed.error) });
  });
  return { utterances, problems };
}

const NOT_JSON = Symbol('not JSON');

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path === '' ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}
