/**
 * The optional language model behind recipe generation: one call to an OpenAI-compatible
 * `/chat/completions` endpoint (OpenAI, Ollama, llama.cpp, vLLM …), bounded by a timeout, whose
 * answer must pass ai-recipe.ts. It throws on anything short of an acceptable recipe, and the
 * caller (recipe-generation.ts) then serves the built-in generator's recipes.
 */
import type { Recipe } from '@mise/domain/entities/recipe';
import type { AiEndpoint } from '../env';
import { type AiRecipeRules, AiRecipeRefused, acceptAiRecipe } from './ai-recipe';
import { chatCompletion } from './openai-chat';
import { type RecipePromptInput, recipePrompt } from './recipe-prompt';

/** Long enough for a small local model to write a recipe, short enough that a cook still waits. */
export const AI_TIMEOUT_MS = 8000;

export type RecipeWriterInput = RecipePromptInput & Omit<AiRecipeRules, 'stockNames'>;

/** Resolves with a checked recipe or rejects; it never answers anything unchecked. */
export type RecipeWriter = (input: RecipeWriterInput) => Promise<Recipe>;

export interface RecipeWriterOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The JSON object in a model's text, which may come wrapped in a ```json fence or a sentence. */
export function jsonObjectIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end < start) throw new AiRecipeRefused('The answer holds no JSON object.');
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new AiRecipeRefused('The answer is not valid JSON.');
  }
}

export function openAiRecipeWriter(
  endpoint: AiEndpoint,
  { timeoutMs = AI_TIMEOUT_MS, fetch: fetchFn = fetch }: RecipeWriterOptions = {},
): RecipeWriter {
  return async (input) => {
    const content = await chatCompletion(
      endpoint,
      { messages: recipePrompt(input), temperature: 0.7, json: true },
      { timeoutMs, fetch: fetchFn },
    );
    return acceptAiRecipe(jsonObjectIn(content), {
      ...input,
      stockNames: new Set(input.stock.map((item) => item.entry.name)),
    });
  };
}
