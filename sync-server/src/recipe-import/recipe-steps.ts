/**
 * A Recipe's method as the form's numbered steps: text (a line a step), a list of texts,
 * HowToSteps, or HowToSections of steps (the section's name opens its first step, a step's own
 * short title any other, unless several steps bear the same name), numbered 1, 2, 3…; a step's
 * stated time (timeRequired, performTime, totalTime) is its duration. The page's own numbering
 * ("1.", "Step 2", "STEP 3 |") is taken off, and a line that is nothing but a number ("1:") is
 * no step.
 */
import { RECIPE_IMPORT_MAX_ROWS } from '@mise/domain/api/recipe-import';
import type { Instruction } from '@mise/domain/entities/recipe';
import { firstDuration } from './recipe-times';
import {
  type SchemaNode,
  clip,
  firstText,
  hasType,
  isNode,
  linesOf,
  textOf,
  valuesOf,
} from './schema-values';

const MAX_TEXT = 2000;
const SECTION_KEYS = ['itemListElement', 'step', 'recipeInstructions'];
/**
 * Longer than this, a step's name is its text cut short, not a title; titles run to a clause or
 * two ("Add flour to egg mixture, add in melted butter").
 */
const MAX_TITLE_WORDS = 10;
const OPENS_ON_LABEL = /^[^.!?:]{1,40}:\s/u;
const MAX_DEPTH = 8;
const STEP_WORD = String.raw`(?:step|[ée]tape|paso|passo|schritt)`;
/**
 * "1. ", "2) ", "Step 3: ", "STEP 1 | ", "Step 4" alone, and "Step 1 " before the step's first
 * word ("<div>Step 1</div><p>Preheat…</p>" read as one line).
 */
const STEP_NUMBER = new RegExp(
  String.raw`^(?:${STEP_WORD}\s*)?\d{1,3}\s*[.):|–-](?:\s+|$)|^${STEP_WORD}\s*\d{1,3}\s*(?:$|\s+(?=\p{Lu}))`,
  'iu',
);

interface Step {
  text: string;
  duration?: number;
  /** What opens the step: its section's name, else its own short title. */
  label?: string;
  /** The label is the step's own name, not its section's. */
  titled?: boolean;
}

export function instructionsOf(node: SchemaNode): Instruction[] {
  const steps: Step[] = [];
  // `instructions` and `photo` (below) are the older microdata's names.
  for (const key of ['recipeInstructions', 'instructions']) {
    collectSteps(valuesOf(node, key), steps, 0);
  }
  const [only] = steps;
  const split = steps.length === 1 && only !== undefined ? gluedParagraphs(only) : steps;
  const kinds = repeatedTitles(split);
  return split.slice(0, RECIPE_IMPORT_MAX_ROWS).map((step, index) => {
    const label = step.titled === true && kinds.has(step.label ?? '') ? undefined : step.label;
    return {
      step: index + 1,
      instruction: clip(label === undefined ? step.text : `${label}: ${step.text}`, MAX_TEXT),
      ...(step.duration !== undefined && { duration: step.duration }),
    };
  });
}

/**
 * Steps' own names that more than one step bears ("Add an ingredient", "Instructions"): a kind
 * of step the site names every step of that kind by, not a title that tells this one apart.
 */
function repeatedTitles(steps: readonly Step[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { label, titled } of steps) {
    if (label === undefined || titled !== true) continue;
    if (seen.has(label)) repeated.add(label);
    seen.add(label);
  }
  return repeated;
}

/**
 * A sentence's end glued to the next one's capital ("…1 minuut.Voeg de tijm…"), also where the
 * sentence closes a bracket or a quote ("(It must stay crisp!)Season…").
 */
const GLUED_SENTENCE = /(?<=\p{Ll}[.!?][)"”’»]?)(?=\p{Lu})/u;

/**
 * A method given as one block whose paragraph breaks the page lost on the way into its data:
 * where a sentence runs into the next without a space, a paragraph ended, and a step does.
 */
function gluedParagraphs(step: Step): Step[] {
  const parts = step.text.split(GLUED_SENTENCE);
  if (parts.length === 1) return [step];
  return parts.map((text, index) => ({
    text,
    ...(index === 0 && step.label !== undefined && { label: step.label }),
  }));
}

function collectSteps(value: unknown, into: Step[], depth: number, apart = false): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    const texts = value.filter((item) => !isNode(item) && !Array.isArray(item));
    for (const item of value) collectSteps(item, into, depth + 1, texts.length > 1);
    return;
  }
  if (!isNode(value)) {
    // Free text: each line a step, the page's own numbering taken off. A text of a list the
    // page gave step by step is one step, whatever line breaks it holds ("100°C⏎(210°F)").
    const lines = linesOf(value);
    for (const line of apart ? [lines.join(' ')] : lines) pushStep(into, { text: line });
    return;
  }
  if (hasType(value, 'HowToTip')) return;
  // A section's steps are its itemListElement; HowTo's own `step`, and microdata that marks a
  // nested section as recipeInstructions again, hold them too.
  const children = SECTION_KEYS.flatMap((key) => valuesOf(value, key));
  // A section, or a plain list of steps; a step's own list holds the parts of that one step.
  const isStep = hasType(value, 'HowToStep') || hasType(value, 'HowToDirection');
  if (!isStep && children.length > 0) {
    const first = into.length;
    for (const child of children) collectSteps(child, into, depth + 1);
    // "For the cake:" already ends as a label does: one colon, not "For the cake:: …".
    const heading = firstText(value, 'name')?.replace(/\s*[:：]\s*$/, '');
    const opening = into[first];
    // The section's name labels its first step, in place of that step's own title.
    if (heading && opening !== undefined) Object.assign(opening, { label: heading, titled: false });
    return;
  }
  const text = stepText(value);
  if (text === undefined) return;
  const duration = firstDuration(value, 'timeRequired', 'performTime', 'totalTime');
  const title = stepTitle(value, text);
  pushStep(into, {
    text,
    ...(duration !== undefined && { duration }),
    ...(title !== undefined && { label: title, titled: true }),
  });
}

/**
 * A HowToStep's name when it is a short title of its own ("Preheat", "Make the dough") rather
 * than its text again, cut short ("Preheat the oven to…"), or a number ("Step 2", "1"). A text
 * that already opens on a label ("Combine dry ingredients: …") keeps that one.
 */
function stepTitle(step: SchemaNode, text: string): string | undefined {
  const name = firstText(step, 'name')
    ?.replace(/(?:…|\.\.\.)$/, '')
    .trim();
  if (name === undefined || name === '' || /\d/.test(name)) return undefined;
  if (name.split(/\s+/).length > MAX_TITLE_WORDS || /[.!?]$/.test(name)) return undefined;
  const plain = (words: string) =>
    words
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const body = plain(text.replace(STEP_NUMBER, ''));
  if (body.startsWith(plain(name)) || OPENS_ON_LABEL.test(text)) return undefined;
  return name.replace(/\s*[:：]\s*$/, '');
}

/**
 * A HowToStep's words: its text, else its name; a step of directions joins them. Lines inside
 * one step stay one step: pages break a step's text where its paragraphs break as often as
 * they pack two steps into one.
 */
function stepText(step: SchemaNode): string | undefined {
  const text = firstText(step, 'text', 'name', 'description');
  if (text !== undefined) return text;
  const parts = valuesOf(step, 'itemListElement')
    .map((part) => (isNode(part) ? firstText(part, 'text', 'name') : textOf(part)))
    .filter((part) => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function pushStep(into: Step[], step: Step): void {
  const text = step.text.replace(STEP_NUMBER, '').trim();
  if (text !== '') into.push({ ...step, text });
}
