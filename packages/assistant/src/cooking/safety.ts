/**
 * Safety notes for beginners (spec §4 skill level): hot fat, raw meat, boiling water, sharp
 * knives and hot ovens, said only when the step involves them.
 */
import type { GlossaryEntry } from './glossary-entry';
import type { IngredientMention } from './ingredients-in-text';

const HOT_FAT = new Set(['saute', 'sear', 'brown', 'stir-fry', 'fry', 'baste']);
const BOILING = new Set(['boil', 'blanch', 'poach', 'steam', 'simmer']);
const KNIFE = new Set(['dice', 'mince', 'chop', 'julienne']);
const SUGAR = new Set(['caramelise']);

const HOT_FAT_NOTE =
  'Hot oil spits: lay food in away from you, keep a lid nearby, and never put water on an oil fire.';
const BOILING_NOTE = 'Lift lids away from you so the steam doesn’t reach your face or hands.';
const KNIFE_NOTE =
  'Curl the fingertips of the hand holding the food under, and keep the knife tip on the board.';
const OVEN_NOTE = 'Use dry oven gloves: a damp cloth lets the heat straight through.';
const SUGAR_NOTE = 'Hot sugar sticks and burns badly: don’t touch or taste it until it has cooled.';
const SERVING = /\b(?:serve|serving|garnish|plate)\b/i;
const HEAT_WORDS =
  /\b(?:pan|skillet|wok|oven|heat|cook|fry|sear|brown|roast|grill|bake|simmer|boil)/i;

function rawMeatNote(mentions: readonly IngredientMention[], text: string): string | undefined {
  if (SERVING.test(text) && !HEAT_WORDS.test(text)) return undefined;
  const meat = mentions.find(({ entry }) => entry.kind === 'protein' && entry.animal !== undefined);
  if (!meat) return undefined;
  const { animal, name } = meat.entry;
  const hygiene = `Raw ${name}: wash your hands, board and knife after touching it`;
  if (animal === 'poultry')
    return `${hygiene}, and cook it to 74 °C (165 °F) in the thickest part.`;
  if (animal === 'fish' || animal === 'shellfish') {
    return `${hygiene}. It is done when it turns opaque and flakes, at 63 °C (145 °F).`;
  }
  if (name.startsWith('ground') || name.includes('sausage')) {
    return `${hygiene}, and cook it until no pink remains, 71 °C (160 °F).`;
  }
  return `${hygiene}.`;
}

/** What a beginner should be told to stay safe in this step, most urgent first. */
export function safetyNotes(
  text: string,
  techniques: readonly GlossaryEntry[],
  mentions: readonly IngredientMention[],
): string[] {
  const ids = new Set(techniques.map((technique) => technique.id));
  const has = (group: ReadonlySet<string>) => [...group].some((id) => ids.has(id));
  const notes: (string | undefined)[] = [
    has(HOT_FAT) || /\bhot (?:oil|fat)\b/i.test(text) ? HOT_FAT_NOTE : undefined,
    rawMeatNote(mentions, text),
    has(BOILING) || /\bdrain\b/i.test(text) ? BOILING_NOTE : undefined,
    has(SUGAR) && /\bsugar\b/i.test(text) ? SUGAR_NOTE : undefined,
    has(KNIFE) ? KNIFE_NOTE : undefined,
    ids.has('roast') || /\b(?:oven|bake|baking)\b(?! (?:powder|soda))/i.test(text)
      ? OVEN_NOTE
      : undefined,
  ];
  return notes.filter((note): note is string => note !== undefined);
}
