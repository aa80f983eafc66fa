/**
 * The cooking voice commands (spec §2 Settings, §4 voice capture, §5) in English, Spanish,
 * French, Italian and German: a transcript becomes one CookingIntent and the language it was
 * said in. Pure and synchronous; never throws.
 *
 * How a command is found in what the cook said (each step in its own file):
 * 1. utterance.ts reads the words and the pauses between them; hesitations ("um", "äh") and
 *    words said twice in a row are dropped.
 * 2. correction.ts puts a corrected number in place ("a timer for five no ten minutes").
 * 3. command-finder.ts reads the stretches of words a command may fill inside a longer
 *    sentence (clauses.ts) with the language's patterns (reading.ts, languages/*.ts); names end
 *    where the request ends (names.ts).
 * 4. choice.ts picks the command meant among those heard: the last one said; a timer asked
 *    for takes a length said elsewhere in the sentence (timer-length.ts).
 *
 * How ambiguity is settled:
 * - A stretch must be the command, whole, less fillers ("okay next please"). So "pause timer"
 *   is pauseTimer and never pause, "stop" alone hushes the assistant while "stop the timer"
 *   stops the timer, "resume" is resume and "resume the timer" resumeTimer, and "next step" and
 *   "next" are the same command. Talk that only contains command words is no command: "the next
 *   step is boring", "wait till your dad tastes this".
 * - The hint's language is tried first, then en, es, fr, it, de. The words languages share mean
 *   the same in each ("continue" in English and French, "continua" in Spanish and Italian,
 *   "timer" in English, Italian and German), so the order decides little but the language
 *   reported. Another language than the hint's counts only when its command is the whole
 *   utterance ("next step" to a Spanish cook): a sentence of the cook's own language that holds
 *   no command must not become one in a language that happens to share a word. Without a hint,
 *   a reading of the whole utterance in any language goes before a command found inside one.
 *   A transcript no language reads reports the language whose words it uses most.
 * - A length of time on its own sets a timer ("two and a half minutes"), except the idioms that
 *   mean "wait": "one second", "just a minute", "un momento", "deux secondes", "eine Sekunde".
 * - A timer of zero, under a second or over 24 hours is nonsense, and so is a number of
 *   servings that is not a whole number from 1 to 100: both are unknown.
 * - German "weiter" alone is the next step, like "avanti" in Italian; "mach weiter" carries on.
 *   "fertig", like "done", says the cook is ready to carry on: resume, not the next step.
 */
import { findCommand, readWhole } from './command-finder';
import { correctedWords } from './correction';
import { compileGrammar, type Grammar } from './grammar';
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
import { readUtterance, tidyWords, type SpokenWord, type Utterance } from './utterance';

const GRAMMARS: Readonly<Record<CommandLanguage, Grammar>> = {
  en: compileGrammar('en', english),
  es: compileGrammar('es', spanish),
  fr: compileGrammar('fr', french),
  it: compileGrammar('it', italian),
  de: compileGrammar('de', german),
};

export function parseCommand(transcript: string, hint?: CommandLanguage): ParsedCommand {
  const utterance = readUtterance(transcript);
  const others = COMMAND_LANGUAGES.filter((other) => other !== hint);
  const tries: readonly [CommandLanguage, Reach][] = hint
    ? [[hint, 'inside'], ...others.map((other): [CommandLanguage, Reach] => [other, 'whole'])]
    : (['whole', 'inside'] as const).flatMap((reach) =>
        COMMAND_LANGUAGES.map((language): [CommandLanguage, Reach] => [language, reach]),
      );
  for (const [language, reach] of tries) {
    const intent = understand(GRAMMARS[language], utterance, reach);
    if (intent) return { intent, language };
  }
  return { intent: { kind: 'unknown' }, language: guessLanguage(utterance.words, hint) };
}

/** Whether the command must be the whole utterance, or may be found inside it. */
type Reach = 'whole' | 'inside';

function understand(
  grammar: Grammar,
  utterance: Utterance,
  reach: Reach,
): CookingIntent | undefined {
  const words = tidyWords(utterance.words, grammar.hesitations);
  const corrected = correctedWords(words, grammar);
  const find = reach === 'whole' ? readWhole : findCommand;
  return (
    (corrected && find(grammar, corrected, utterance.text)) ?? find(grammar, words, utterance.text)
  );
}

/** For a transcript no language reads: the one whose words it uses most, the hint on a tie. */
function guessLanguage(words: readonly SpokenWord[], hint?: CommandLanguage): CommandLanguage {
  const score = (language: CommandLanguage) =>
    words.filter((word) => GRAMMARS[language].words.has(word.word)).length;
  const best = COMMAND_LANGUAGES.reduce((leader, language) =>
    score(language) > score(leader) ? language : leader,
  );
  if (hint && score(hint) >= score(best)) return hint;
  return score(best) > 0 ? best : (hint ?? 'en');
}
