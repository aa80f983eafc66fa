/**
 * Tells, while a page streams in, when it already holds its recipe: a complete
 * `<script type="application/ld+json">` whose Recipe names its ingredients, its steps, a time
 * and a yield (a Recipe without a time or a yield takes them from the page's text further on,
 * find-recipe.ts, so the page is read on). The importer then stops reading; a long page
 * (comments, ads, inline bundles: real recipe pages run to several MB) costs no more than its
 * first part. The bytes are looked at as Latin-1, which
 * keeps the ASCII markers of any ASCII-compatible charset; each chunk is scanned once.
 */
import { TIME_KEYS, YIELD_KEYS } from './page-text-facts';

const SCRIPT_END = /<\/script\s*>/gi;
const JSON_LD_OPEN = /^<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json/i;
const RECIPE_TYPE = /"@type"\s*:\s*(?:\[[^\]]*?)?"(?:https?:\/\/schema\.org\/)?Recipe"/;
/**
 * Each is met by any one of its keys. The ingredients must be a list: a single text stands in
 * for one ("Chicken"), and the page's own list is further on (find-recipe.ts reads it). Neither
 * list may be empty: a template that writes `"recipeIngredient":[]` fills the page's text in
 * instead. A time must not be all zeros ("PT0M" states none, and the page's text may).
 */
const NEEDED: readonly RegExp[] = [
  /"recipeIngredient"\s*:\s*\[\s*[^\]\s]/,
  /"recipeInstructions"\s*:\s*(?!\[\s*\]|""|null)/,
  new RegExp(`"(?:${TIME_KEYS.join('|')})"\\s*:\\s*"[^"]*[1-9]`),
  new RegExp(`"(?:${YIELD_KEYS.join('|')})"`),
];
/** Enough of an end tag to find it again when a chunk splits it: `</script >`. */
const OVERLAP = 16;

export interface RecipeScan {
  /** Adds the next chunk; true once the page so far holds a whole JSON-LD Recipe. */
  push(chunk: Buffer): boolean;
}

export function recipeScan(): RecipeScan {
  let text = '';
  let scanned = 0;
  return {
    push(chunk) {
      text += chunk.toString('latin1');
      SCRIPT_END.lastIndex = Math.max(0, scanned - OVERLAP);
      scanned = text.length;
      for (let end = SCRIPT_END.exec(text); end !== null; end = SCRIPT_END.exec(text)) {
        if (holdsRecipe(text, end.index)) return true;
      }
      return false;
    },
  };
}

function holdsRecipe(text: string, scriptEnd: number): boolean {
  const open = Math.max(
    text.lastIndexOf('<script', scriptEnd),
    text.lastIndexOf('<SCRIPT', scriptEnd),
  );
  const openEnd = text.indexOf('>', open);
  if (open === -1 || openEnd === -1 || openEnd > scriptEnd) return false;
  if (!JSON_LD_OPEN.test(text.slice(open, openEnd + 1))) return false;
  const body = text.slice(openEnd + 1, scriptEnd);
  return RECIPE_TYPE.test(body) && NEEDED.every((pattern) => pattern.test(body));
}
