/**
 * The messages that ask a language model for one recipe: the pantry as the built-in generator
 * sees it (known, diet-fit, unexpired items, soonest to expire first), the four filters, the
 * built-in generator's own recipe as a draft to improve, and the JSON shape ai-recipe.ts checks.
 */
import type { GeneratorFilters } from '@mise/assistant/generator/generate-recipe';
import type { StockItem } from '@mise/assistant/generator/stock';
import type { Recipe } from '@mise/domain/entities/recipe';
import type { GeneratorDiet } from '@mise/domain/options';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface RecipePromptInput {
  readonly stock: readonly StockItem[];
  readonly filters: GeneratorFilters;
  readonly diets: readonly Exclude<GeneratorDiet, 'any'>[];
  /** The built-in generator's best recipe, when it made one. */
  readonly draft: Recipe | undefined;
}

// The generator's ranges (timing.ts), which the answer is checked against: 15 starts "15-30".
const COOK_TIMES: Record<GeneratorFilters['cookTime'], string> = {
  any: 'any length',
  'under-15': 'less than 15 minutes (14 at most)',
  '15-30': '15 to 29 minutes',
  '30-60': '30 to 60 minutes',
  'over-60': 'more than 60 minutes',
};

const SHAPE = `{"name": string, "description": string (one or two sentences), "cookTime": whole minutes, "servings": how many the amounts feed, "difficulty": "easy" | "medium" | "hard", "cuisine": string, "ingredients": [{"name": string, "amount": string, "unit": string}], "instructions": [{"instruction": string, "duration": minutes or null}]}`;

const SYSTEM = [
  'You are the recipe assistant of a home-cooking app.',
  'Compose one real, cookable recipe from the pantry you are given, using the items that expire soonest first where they fit the dish.',
  'Make a dish a cook would recognise, with at most four main ingredients besides the starch, chosen because they go together, not because they are in the pantry.',
  'Take the time the dish naturally needs; if it does not fit the requested cook time, choose another dish rather than stretching or rushing the steps.',
  'Besides pantry items, use only common staples: salt, black pepper, olive oil, garlic, water, lemon, herbs and spices.',
  'Name every ingredient plainly, the way a shopping list would ("chickpeas", "spinach"), without brands or preparation.',
  'Never use an ingredient that breaks the requested diet.',
  `Answer with a single JSON object and nothing else, in this shape: ${SHAPE}`,
].join(' ');

function daysLeft(item: StockItem): string {
  if (item.daysLeft === undefined) return 'no expiry date';
  if (item.daysLeft === 0) return 'expires today';
  return `expires in ${item.daysLeft} day${item.daysLeft === 1 ? '' : 's'}`;
}

export function recipePrompt({ stock, filters, diets, draft }: RecipePromptInput): ChatMessage[] {
  const lines = [
    'Pantry, soonest to expire first:',
    ...stock.map((item) => `- ${item.entry.name} (${daysLeft(item)})`),
    '',
    `Diet: ${diets.length === 0 ? 'any' : diets.join(' and ')}`,
    `Total cook time: ${COOK_TIMES[filters.cookTime]}`,
    `Cuisine: ${filters.cuisine === 'any' ? 'any' : `${filters.cuisine} (set "cuisine" to "${filters.cuisine}")`}`,
    `Difficulty: ${filters.difficulty}`,
  ];
  if (draft !== undefined) {
    lines.push(
      '',
      'A draft you may improve or replace (keep to the same rules):',
      JSON.stringify({
        name: draft.name,
        description: draft.description,
        cookTime: draft.cookTime,
        servings: draft.servings,
        difficulty: draft.difficulty,
        cuisine: draft.cuisine,
        ingredients: draft.ingredients,
        instructions: draft.instructions.map(({ instruction, duration }) => ({
          instruction,
          duration: duration ?? null,
        })),
      }),
    );
  }
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: lines.join('\n') },
  ];
}
