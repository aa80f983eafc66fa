/**
 * The facts a recipe page writes in its text beside the recipe, in the five languages we speak:
 * its times ("Prep time: 10 mins", "Cuisson 1h10", "Zubereitungszeit 20 Min.") as schema.org's
 * prepTime, cookTime and totalTime, and its yield ("Serves 4", "6 personnes", "Serve: Até 4
 * porções") as recipeYield, for recipes whose data leaves them out, or pages that have none.
 * A fact is a short element that starts with its label and says nothing but a duration after it
 * (iso-duration.ts reads it), or a count of servings; the first of each kind on the page counts.
 */
import { type AnyNode, type Element, isTag, isText } from 'domhandler';
import { findAll } from 'domutils';
import { textLines } from './html-text';
import { durationOnlyMinutes } from './iso-duration';

export type FactKey = 'prepTime' | 'cookTime' | 'totalTime' | 'recipeYield';
export type PageFacts = Partial<Record<FactKey, string>>;

/** A Recipe's times, and its yield under both its names: what the page's text may stand in for. */
export const TIME_KEYS: readonly FactKey[] = ['prepTime', 'cookTime', 'totalTime'];
export const YIELD_KEYS: readonly string[] = ['recipeYield', 'yield'];

const TIME_LABELS: readonly (readonly [FactKey, RegExp])[] = [
  [
    'prepTime',
    /^(?:prep(?:aration)?(?: time)?|pr[ée]paration|temps de pr[ée]paration|(?:tiempo de )?preparaci[oó]n|(?:tempo di )?preparazione|zubereitung(?:szeit)?|vorbereitung(?:szeit)?|arbeitszeit)\b/i,
  ],
  [
    'cookTime',
    /^(?:cook(?:ing)?(?: time)?|bake(?: time)?|baking time|(?:temps de )?cuisson|(?:tiempo de )?cocci[oó]n|(?:tempo di )?cottura|koch(?:zeit)?|back(?:zeit)?|garzeit)\b/i,
  ],
  [
    'totalTime',
    // "Prep & Cook Time 1 hour 20 minutes" is the whole time; so is a bare "Time 45 mins".
    // Brazil's "Tempo de preparo" is the whole time the recipe takes, not the preparation's.
    /^(?:total(?: time)?|ready in|temps total|tiempo total|tempo totale|tempo total|tempo de preparo|gesamtzeit|prep(?:aration)?\s*(?:&|and|\+)\s*cook(?:ing)? time|time|temps|tiempo|tempo|zeit)\b/i,
  ],
];
/** Each label again, written after its value ("10 min" above "Preparation Time"). */
const TRAILING_LABELS: readonly (readonly [FactKey, RegExp])[] = TIME_LABELS.map(
  ([key, label]) => [key, new RegExp(`(?:${label.source.slice(1)})$`, 'i')] as const,
);
const YIELD_WORD =
  /^(?:serves?|servings?|makes|yields?|portions?|portionen|porzioni|raciones|rendimiento|für|pour|para|per)\b/i;
/** "Serves 4", "Makes 12 bars", "Für 4 Personen", "Pour 6 personnes": a label, then a count. */
const YIELD_LABEL = new RegExp(String.raw`${YIELD_WORD.source}[^\d]{0,20}\d`, 'i');
/** "6 personnes", "4 servings", "12 Portionen", "4 porce": a count of servings. */
const SERVINGS_COUNT =
  /^(?:about |environ |circa |ca\. )?\d+(?:\s*[-–]\s*\d+)?\s*(?:servings?|portions?|people|persons?|personnes?|personas|persone|personen|portionen|porzioni|porciones|raciones|porções|pessoas|porties|personer|portioner|porce|porcí|porcie|porcji|adag)(?![\p{L}])/iu;
/** A label and its fact, not a sentence that happens to start with "Cook" or "Makes". */
const MAX_LENGTH = 40;
/** How far up from a label's own text its fact may sit ("<li><b>Prep</b> <span>10 min</span>"). */
const LEVELS = 3;

export function pageTextFacts(nodes: AnyNode[]): PageFacts {
  const facts: PageFacts = {};
  const labelled = findAll((element) => element.children.some(startsAFact), nodes);
  for (const element of labelled) {
    let at: Element | null = element;
    for (let level = 0; at !== null && level < LEVELS; level += 1, at = parentElement(at)) {
      if (!holdsAtMost(at, MAX_LENGTH)) break;
      const found = factIn(textLines([at]).join(' ').trim());
      if (found === undefined) continue;
      facts[found.key] ??= found.value;
      break;
    }
  }
  return facts;
}

/** A line that states a yield: "Serves 4", "12 servings". */
export function isYieldLine(text: string): boolean {
  return YIELD_LABEL.test(text) || SERVINGS_COUNT.test(text);
}

/** Where a fact may start: a time's label, a yield's, or a number (of servings). */
const FACT_START = new RegExp(
  [...TIME_LABELS.map(([, label]) => label.source), YIELD_WORD.source, String.raw`^\d`].join('|'),
  'i',
);

function startsAFact(node: AnyNode): boolean {
  return isText(node) && FACT_START.test(node.data.trim());
}

/** Whether an element's text is at most `max` characters, without reading all of a long one. */
function holdsAtMost(element: Element, max: number): boolean {
  let length = 0;
  const visit = (node: AnyNode): boolean => {
    if (isText(node)) length += node.data.trim().length;
    else if (isTag(node)) return node.children.every(visit) && length <= max;
    return length <= max;
  };
  return visit(element);
}

/** "About 1 hour", "Até 1h", "ca. 20 Min.": a time said roughly is still the time. */
const ROUGHLY =
  /^(?:about|approx(?:imately|\.)?|around|up to|environ|ca\.|circa|etwa|ungefähr|cerca de|até|aprox(?:imadamente|\.)?|unos|alrededor de)\s+/iu;

function factIn(text: string): { key: FactKey; value: string } | undefined {
  for (const [key, label] of TIME_LABELS) {
    const match = label.exec(text);
    if (match === null) continue;
    // "Prep time: 10 mins", "Prep time = 10 mins", "Prep time | 10 mins".
    const value = text
      .slice(match[0].length)
      .replace(/^[\s:.\-–—=|]+/, '')
      .replace(ROUGHLY, '');
    if ((durationOnlyMinutes(value) ?? 0) > 0) return { key, value };
  }
  for (const [key, label] of TRAILING_LABELS) {
    const match = label.exec(text);
    if (match === null) continue;
    const value = text.slice(0, match.index).replace(/[\s:.\-–—=|]+$/, '');
    if (value !== '' && (durationOnlyMinutes(value) ?? 0) > 0) return { key, value };
  }
  return isYieldLine(text) ? { key: 'recipeYield', value: text } : undefined;
}

function parentElement(element: Element): Element | null {
  return element.parent !== null && isTag(element.parent) ? element.parent : null;
}
