/**
 * POST /api/recipes/import (issue 8): a recipe page's address in, a draft for the create-recipe
 * form out. The draft holds only what the page said, in the form's terms; nothing is stored until
 * the cook reviews it and saves it through the form (recipeFormFromDraft in forms.ts fills the rest in).
 */
import { z } from 'zod';
import { ingredientSchema, instructionSchema, recipeFields } from '../entities/recipe';
import { identifier, oneOf } from '../fields';
import { RECIPE_CUISINES } from '../options';

/** How long the server waits for a page, redirects and body included. */
export const RECIPE_IMPORT_TIMEOUT_MS = 8000;
/**
 * The largest page the server reads (decompressed), counted while it arrives. Real recipe pages
 * pass 2 MB (inline scripts and styles, comments); reading stops once the recipe is found.
 */
export const RECIPE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Redirects followed, each to an address checked like the first. */
export const RECIPE_IMPORT_MAX_REDIRECTS = 5;
/** A draft keeps at most this many ingredient rows and steps; longer lists are cut there. */
export const RECIPE_IMPORT_MAX_ROWS = 100;

const webAddress = z.url({
  protocol: /^https?$/,
  error: 'Enter the address of a web page, starting with http:// or https://',
});

export const recipeImportRequestSchema = z.object({
  url: identifier('Page address', 2048).pipe(webAddress),
});
export type RecipeImportRequest = z.infer<typeof recipeImportRequestSchema>;

/**
 * What the page gave, as the form's fields. `cuisine` only when the page names one of the form's
 * cuisines; `difficulty`, `cookTime` (minutes: the page's totalTime, else prep + cook),
 * `timeSplit` (its prepTime and cookTime) and `servings` (its recipeYield: people served, or
 * pieces made) only when the page states them; ingredient
 * rows and steps may be empty when the page has none. `sourceUrl` is the page finally read
 * (after redirects); `imageUrl` its picture, when it has one.
 */
export const recipeImportDraftSchema = z.object({
  name: recipeFields.name,
  description: recipeFields.description.optional(),
  cuisine: oneOf(RECIPE_CUISINES, 'Cuisine').optional(),
  difficulty: recipeFields.difficulty.optional(),
  cookTime: recipeFields.cookTime.optional(),
  timeSplit: recipeFields.timeSplit.optional(),
  servings: recipeFields.servings.optional(),
  ingredients: z.array(ingredientSchema).max(RECIPE_IMPORT_MAX_ROWS),
  instructions: z.array(instructionSchema).max(RECIPE_IMPORT_MAX_ROWS),
  dietaryTags: recipeFields.dietaryTags,
  sourceUrl: z.url({ protocol: /^https?$/ }),
  imageUrl: z.url({ protocol: /^https?$/ }).optional(),
  // The page carries no recipe data: the draft was read from its headings and lists, and the
  // cook should check it more closely.
  fromPageText: z.literal(true).optional(),
});
export type RecipeImportDraft = z.infer<typeof recipeImportDraftSchema>;
