/**
 * The cooking voice commands (spec §2 Settings, §4 voice capture, §5) in English, Spanish,
 * French, Italian and German: a transcript becomes one CookingIntent and the language it was
 * said in. Pure and synchronous; never throws.
 *
 * How ambiguity is settled:
 * - A command must make up the whole transcript, less fillers ("okay next please"). So "pause
 *   timer" is pauseTimer and never pause, "stop" alone hushes the assistant while "stop the
 *   timer" stops the timer, "resume" is resume and "resume the timer" resumeTimer, and "next
 *   step" and "next" are the same command. Fixed phrases go before phrases with a slot ("what's
 *   next" is nextStep, not a question about "next"), timer commands before the others.
 * - Fillers are tried off and on: fixed phrases keep as many words as they can ("c'est bon" is
 *   resume though "bon" is a filler), slotted ones drop as many ("substitute the butter please"
 *   asks about butter, not "butter please").
 * - The hint's language is tried first, then en, es, fr, it, de. The words languages share mean
 *   the same in each ("continue" in English and French, "continua" in Spanish and Italian,
 *   "timer" in English, Italian and German), so the order decides little but the language
 *   reported. A transcript no language reads reports the language whose words it uses most.
 * - A length of time on its own sets a timer ("two and a half minutes"), except the idioms that
 *   mean "wait": "one second", "just a minute", "un momento", "deux secondes", "eine Sekunde".
 * - A timer of zero, under a second or over 24 hours is nonsense, and so is a number of
 *   servings that is not a whole number from 1 to 100: both are unknown.
 * - German "weiter" alone is the next step, like "avanti" in Italian; "mach weiter" carries on.
 *   "fertig", like "done", says the cook is ready to carry on: resume, not the next step.
 */
import { HOUR, MINUTE } from './duration';
import { compileGrammar, type Grammar, type Rule } from './grammar';
import {
  COMMAND_LANGUAGES,
  type CommandLanguage,
  type CookingIntent,
  type ParsedCommand,
} from './intent-types';
import { german } from './languages/de';
import { english } from './languages/en';
import { spanish } from './languages/es';
import { french } from './languages/fr';
import { italian } from './languages/it';
import { matchPattern, type Captures } from './pattern';
import { readTranscript, saidAt, type CommandWord, type Transcript } from './words';

const GRAMMARS: Readonly<Record<CommandLanguage, Grammar>> = {
  en: compileGrammar('en', english),
  es: compileGrammar('es', spanish),
  fr: compileGrammar('fr', french),
  it: compileGrammar('it', italian),
  de: compileGrammar('de', german),
};
const LONGEST_TIMER_SECONDS = 24 * HOUR;
const MOST_SERVINGS = 100;

export function parseCommand(transcript: string, hint?: CommandLanguage): ParsedCommand {
  const read = readTranscript(transcript);
  const order = hint
    ? [hint, ...COMMAND_LANGUAGES.filter((other) => other !== hint)]
    : COMMAND_LANGUAGES;
  for (const language of order) {
    const intent = parseIn(GRAMMARS[language], read);
    if (intent) return { intent, language };
  }
  return { intent: { kind: 'unknown' }, language: guessLanguage(read.words, hint) };
}

function parseIn(grammar: Grammar, transcript: Transcript): CookingIntent | undefined {
  const spans = commandSpans(transcript.words, grammar.fillers);
  for (const span of spans) {
    const words = span.map((word) => word.word);
    const rule = grammar.phrases.find((candidate) =>
      matchPattern(candidate.pattern, words, grammar.readers),
    );
    if (rule) return toIntent(rule, {}, grammar, transcript.text, span);
  }
  for (const span of [...spans].reverse()) {
    const words = span.map((word) => word.word);
    for (const rule of grammar.slotted) {
      const captures = matchPattern(rule.pattern, words, grammar.readers);
      const intent = captures && toIntent(rule, captures, grammar, transcript.text, span);
      if (intent) return intent;
    }
  }
  return undefined;
}

/**
 * The transcript with none, some or all of its leading and trailing fillers taken off, fewest
 * taken first. Empty spans are left out: a transcript of fillers only says nothing.
 */
function commandSpans(
  words: readonly CommandWord[],
  fillers: Grammar['fillers'],
): (readonly CommandWord[])[] {
  const folded = words.map((word) => word.word);
  const starts = [0];
  const ends = [folded.length];
  for (let start = 0; ;) {
    const filler = fillers.find((candidate) => saidAt(folded, start, candidate));
    if (!filler) break;
    start += filler.length;
    starts.push(start);
  }
  for (let end = folded.length; ;) {
    const filler = fillers.find((candidate) => saidAt(folded, end - candidate.length, candidate));
    if (!filler || end - filler.length < 0) break;
    end -= filler.length;
    ends.push(end);
  }
  const spans = starts.flatMap((start, startIndex) =>
    ends.map((end, endIndex) => ({ start, end, stripped: startIndex + endIndex })),
  );
  return spans
    .filter((span) => span.start < span.end)
    .sort((a, b) => a.stripped - b.stripped)
    .map((span) => words.slice(span.start, span.end));
}

function toIntent(
  rule: Rule,
  captures: Captures,
  grammar: Grammar,
  text: string,
  span: readonly CommandWord[],
): CookingIntent | undefined {
  const { kind } = rule;
  switch (kind) {
    case 'setTimer': {
      const said = captures.duration ?? (captures.number ?? 0) * MINUTE;
      const seconds = Math.round(said);
      if (seconds < 1 || seconds > LONGEST_TIMER_SECONDS) return undefined;
      return { kind, minutes: seconds / MINUTE };
    }
    case 'adjustServing': {
      const servings = captures.number ?? 0;
      const fits = Number.isInteger(servings) && servings >= 1 && servings <= MOST_SERVINGS;
      return fits ? { kind, servings } : undefined;
    }
    case 'substitute': {
      const ingredient = capturedName(captures, grammar, text, span);
      return ingredient ? { kind, ingredient } : { kind };
    }
    case 'explain': {
      const term = capturedName(captures, grammar, text, span);
      return term ? { kind, term } : { kind };
    }
    default:
      return { kind };
  }
}

/** The captured words as said, lower-cased, without a leading article; none when vague. */
function capturedName(
  captures: Captures,
  grammar: Grammar,
  text: string,
  span: readonly CommandWord[],
): string | undefined {
  if (!captures.text) return undefined;
  const words = span.slice(captures.text.from, captures.text.to);
  const folded = words.map((word) => word.word);
  let from = 0;
  for (;;) {
    const article = grammar.articles.find((candidate) => saidAt(folded, from, candidate));
    if (!article) break;
    from += article.length;
  }
  const first = words[from];
  const last = words.at(-1);
  if (!first || !last || grammar.vague.has(folded.slice(from).join(' '))) return undefined;
  return text.slice(first.start, last.end).toLowerCase();
}

/** For a transcript no language reads: the one whose words it uses most, the hint on a tie. */
function guessLanguage(words: readonly CommandWord[], hint?: CommandLanguage): CommandLanguage {
  const score = (language: CommandLanguage) =>
    words.filter((word) => GRAMMARS[language].words.has(word.word)).length;
  const best = COMMAND_LANGUAGES.reduce((leader, language) =>
    score(language) > score(leader) ? language : leader,
  );
  if (hint && score(hint) >= score(best)) return hint;
  return score(best) > 0 ? best : (hint ?? 'en');
}
