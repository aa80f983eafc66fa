/**
 * Safety notes for beginners (spec §4 skill level): hot fat, raw meat, boiling water, sharp
 * knives and hot ovens, said only when the step involves them, in the cook's language. Steps
 * are read in English and in the four other command languages.
 */
import type { AssistantLanguage } from './assistant-language';
import type { GlossaryEntry } from './glossary-entry';
import { foldText } from './glossary-entry';
import { GUIDANCE_PHRASES, type RawMeatKind } from './guidance-phrases/guidance-phrases';
import type { IngredientMention } from './ingredients-in-text';
import { entryNameIn } from './names-in-language';

const HOT_FAT = new Set(['saute', 'sear', 'brown', 'stir-fry', 'fry', 'baste']);
const BOILING = new Set(['boil', 'blanch', 'poach', 'steam', 'simmer']);
const KNIFE = new Set(['dice', 'mince', 'chop', 'julienne']);
const SUGAR = new Set(['caramelise']);

// Read on folded text (lowercase, accents gone).
const SERVING =
  /\b(?:serve|serving|garnish|plate|sirve|servir|emplata|servez|dressez|servi|impiatta|servieren|anrichten)\b/;
const HEAT_WORDS =
  /\b(?:pan|skillet|wok|oven|heat|cook|fry|sear|brown|roast|grill|bake|simmer|boil|sarten|olla|horno|fuego|poele|four|casserole|feu|padella|pentola|forno|fuoco|pfanne|topf|ofen|hitze)/;
const HOT_OIL =
  /\bhot (?:oil|fat)\b|\baceite caliente\b|\bhuile chaude\b|\bolio caldo\b|\bheisses? (?:ol|fett)\b/;
const DRAIN = /\b(?:drain|escurre|escurrir|egoutte[rz]?|scola(?:re)?|abgiessen|abtropfen)\b/;
const SUGAR_WORD = /\b(?:sugar|azucar|sucre|zucchero|zucker)\b/;
const OVEN =
  /\b(?:oven|bake|baking|horno|hornea|four|enfourne[rz]?|forno|inforna|ofen|backen)\b(?! (?:powder|soda))/;

function meatKind(entry: IngredientMention['entry']): RawMeatKind {
  if (entry.animal === 'poultry') return 'poultry';
  if (entry.animal === 'fish' || entry.animal === 'shellfish') return 'seafood';
  return entry.name.startsWith('ground') || entry.name.includes('sausage') ? 'ground' : 'other';
}

function rawMeatNote(
  mentions: readonly IngredientMention[],
  folded: string,
  language: AssistantLanguage,
): string | undefined {
  if (SERVING.test(folded) && !HEAT_WORDS.test(folded)) return undefined;
  const meat = mentions.find(({ entry }) => entry.kind === 'protein' && entry.animal !== undefined);
  if (!meat) return undefined;
  const name = entryNameIn(meat.entry, language, false, meat.entry.name).text;
  return GUIDANCE_PHRASES[language].safety.rawMeat(name, meatKind(meat.entry));
}

/** What a beginner should be told to stay safe in this step, most urgent first. */
export function safetyNotes(
  text: string,
  techniques: readonly GlossaryEntry[],
  mentions: readonly IngredientMention[],
  language: AssistantLanguage = 'en',
): string[] {
  const { safety } = GUIDANCE_PHRASES[language];
  const folded = foldText(text.replace(/ß/g, 'ss'));
  const ids = new Set(techniques.map((technique) => technique.id));
  const has = (group: ReadonlySet<string>) => [...group].some((id) => ids.has(id));
  const notes: (string | undefined)[] = [
    has(HOT_FAT) || HOT_OIL.test(folded) ? safety.hotFat : undefined,
    rawMeatNote(mentions, folded, language),
    has(BOILING) || DRAIN.test(folded) ? safety.boiling : undefined,
    has(SUGAR) && SUGAR_WORD.test(folded) ? safety.sugar : undefined,
    has(KNIFE) ? safety.knife : undefined,
    ids.has('roast') || OVEN.test(folded) ? safety.oven : undefined,
  ];
  return notes.filter((note): note is string => note !== undefined);
}
