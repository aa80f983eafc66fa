/**
 * Every closed option list of the spec (§2, §3, §4, §5) as readonly tuples, usable directly as
 * zod enums (`z.enum(PANTRY_CATEGORIES)`) and as the source of truth for selects and filters.
 */

// ── Pantry (§3) ─────────────────────────────────────────────────────────────────────────────
export const PANTRY_CATEGORIES = ['fridge', 'freezer', 'pantry'] as const;
export type PantryCategory = (typeof PANTRY_CATEGORIES)[number];

// ── Recipes (§2, §3) ────────────────────────────────────────────────────────────────────────
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Home "Available Recipes" list shows 1, 2 or 3 stars by difficulty (§2). */
export const DIFFICULTY_STARS = { easy: 1, medium: 2, hard: 3 } as const satisfies Record<
  Difficulty,
  number
>;

/** Cuisines of the create-recipe form select (§2): the community filter without "all". */
export const RECIPE_CUISINES = [
  'italian',
  'american',
  'seafood',
  'dessert',
  'asian',
  'mexican',
  'mediterranean',
] as const;
export type RecipeCuisine = (typeof RECIPE_CUISINES)[number];

/** Cuisine filter of the community browse tab (§2). */
export const SHARED_RECIPE_CUISINE_FILTERS = ['all', ...RECIPE_CUISINES] as const;
export type SharedRecipeCuisineFilter = (typeof SHARED_RECIPE_CUISINE_FILTERS)[number];

// ── Recipe generator filters (§2 "Recipes section") ─────────────────────────────────────────
export const GENERATOR_DIETS = ['any', 'vegetarian', 'vegan', 'keto', 'paleo'] as const;
export type GeneratorDiet = (typeof GENERATOR_DIETS)[number];
export const GENERATOR_COOK_TIMES = ['any', 'under-15', '15-30', '30-60', 'over-60'] as const;
export type GeneratorCookTime = (typeof GENERATOR_COOK_TIMES)[number];
export const GENERATOR_CUISINES = ['any', 'italian', 'asian', 'mexican', 'mediterranean'] as const;
export type GeneratorCuisine = (typeof GENERATOR_CUISINES)[number];
export const GENERATOR_DIFFICULTIES = ['any', ...DIFFICULTIES] as const;
export type GeneratorDifficulty = (typeof GENERATOR_DIFFICULTIES)[number];

/** The four generator filters by name, each defaulting to its first value, "any". */
export const RECIPE_GENERATOR_FILTERS = {
  diet: GENERATOR_DIETS,
  cookTime: GENERATOR_COOK_TIMES,
  cuisine: GENERATOR_CUISINES,
  difficulty: GENERATOR_DIFFICULTIES,
} as const;

// ── Meal planning (§3, §4, §9) ──────────────────────────────────────────────────────────────
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner'] as const;
export type MealType = (typeof MEAL_TYPES)[number];
export const MEAL_TYPE_LABELS = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
} as const satisfies Record<MealType, string>;

/** Clicking an empty calendar slot plans this placeholder meal (§4 "Meal slots"). */
export const MEAL_SLOT_PLACEHOLDERS = {
  breakfast: 'Oatmeal Bowl',
  lunch: 'Garden Salad',
  dinner: 'Grilled Salmon',
} as const satisfies Record<MealType, string>;

/** Quick-meals tabs (§2): "All Meals" then one per meal type. */
export const QUICK_MEAL_TABS = ['all', ...MEAL_TYPES] as const;
export type QuickMealTab = (typeof QUICK_MEAL_TABS)[number];

// ── User preferences (§3) ───────────────────────────────────────────────────────────────────
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

export const COOKING_TIME_PREFERENCES = ['quick', 'moderate', 'any'] as const;
export type CookingTimePreference = (typeof COOKING_TIME_PREFERENCES)[number];
export const COOKING_TIME_PREFERENCE_LABELS = {
  quick: 'under 30 min',
  moderate: '30-60 min',
  any: 'no limit',
} as const satisfies Record<CookingTimePreference, string>;

export const RECIPE_PRIVACY = ['private', 'public'] as const;
export type RecipePrivacy = (typeof RECIPE_PRIVACY)[number];

export const DIETARY_RESTRICTIONS = [
  'Vegetarian',
  'Vegan',
  'Pescatarian',
  'Keto',
  'Paleo',
  'Gluten-Free',
  'Dairy-Free',
  'Low-Carb',
  'Low-Fat',
  'Halal',
  'Kosher',
] as const;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

export const ALLERGENS = [
  'Peanuts',
  'Tree Nuts',
  'Dairy',
  'Eggs',
  'Soy',
  'Wheat/Gluten',
  'Fish',
  'Shellfish',
  'Sesame',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const PREFERRED_CUISINES = [
  'Italian',
  'Mexican',
  'Chinese',
  'Japanese',
  'Thai',
  'Indian',
  'French',
  'Greek',
  'Mediterranean',
  'Korean',
  'Vietnamese',
  'American',
] as const;
export type PreferredCuisine = (typeof PREFERRED_CUISINES)[number];

// ── Substitutions (§2 swap tool, §3) ────────────────────────────────────────────────────────
export const SUBSTITUTION_TAGS = [
  'vegan',
  'dairy-free',
  'nut',
  'vegetarian',
  'egg-free',
  'gluten-free',
  'low-carb',
  'natural',
  'pantry-staple',
] as const;
export type SubstitutionTag = (typeof SUBSTITUTION_TAGS)[number];

/** Tab filter of the swap tool: "all" or one of four tags. */
export const SUBSTITUTION_TAB_FILTERS = [
  'all',
  'vegan',
  'gluten-free',
  'dairy-free',
  'low-carb',
] as const satisfies readonly ('all' | SubstitutionTag)[];
export type SubstitutionTabFilter = (typeof SUBSTITUTION_TAB_FILTERS)[number];

// ── Voice (§3 voice settings, §4 voice capture, §5 commands) ────────────────────────────────
export const VOICE_PROFILE_IDS = ['michelin-chef', 'friendly-home-cook', 'celebrity-chef'] as const;
export type VoiceProfileId = (typeof VOICE_PROFILE_IDS)[number];

export const VOICE_EMOTIONS = ['professional', 'warm', 'energetic'] as const;
export type VoiceEmotion = (typeof VOICE_EMOTIONS)[number];

export const DEFAULT_VOICE_PROFILE = 'friendly-home-cook' satisfies VoiceProfileId;

export const VOICE_PROFILES = [
  { id: 'michelin-chef', emotion: 'professional', isDefault: false },
  { id: 'friendly-home-cook', emotion: 'warm', isDefault: true },
  { id: 'celebrity-chef', emotion: 'energetic', isDefault: false },
] as const satisfies readonly { id: VoiceProfileId; emotion: VoiceEmotion; isDefault: boolean }[];

export const LANGUAGES = ['en', 'es', 'fr', 'it', 'de', 'ja', 'zh', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'en' satisfies Language;

export const VOICE_MODES = ['narrative', 'concise'] as const;
export type VoiceMode = (typeof VOICE_MODES)[number];

export const SOUNDSCAPES = [
  'none',
  'italian-cafe',
  'sizzling-pan',
  'french-bistro',
  'home-kitchen',
  'japanese-restaurant',
] as const;
export type Soundscape = (typeof SOUNDSCAPES)[number];

/** How the app names each soundscape (the cooking guide's ambience picker, Settings). */
export const SOUNDSCAPE_LABELS: Record<Soundscape, string> = {
  none: 'None',
  'italian-cafe': 'Italian café',
  'sizzling-pan': 'Sizzling pan',
  'french-bistro': 'French bistro',
  'home-kitchen': 'Home kitchen',
  'japanese-restaurant': 'Japanese restaurant',
};

/** Actions a voice command reply may carry, broadcast as in-page events (§4). */
export const VOICE_ACTION_TYPES = [
  'nextStep',
  'setTimer',
  'showSubstitution',
  'adjustServing',
] as const;
export type VoiceActionType = (typeof VOICE_ACTION_TYPES)[number];

/** Phrases the cooking section recognises (§5), longest first so "next step" wins over "next". */
export const COOKING_VOICE_COMMANDS = [
  'swap ingredient',
  'repeat step',
  'pause timer',
  'stop timer',
  'next step',
  'substitute',
  'repeat',
  'timer',
  'next',
] as const;
export type CookingVoiceCommand = (typeof COOKING_VOICE_COMMANDS)[number];

// ── Mindful cooking (§2, §3) ────────────────────────────────────────────────────────────────
export const MINDFUL_SESSION_TYPES = ['meditation', 'breathing', 'music'] as const;
export type MindfulSessionType = (typeof MINDFUL_SESSION_TYPES)[number];
export const MINDFUL_TABS = ['all', ...MINDFUL_SESSION_TYPES] as const;
export type MindfulTab = (typeof MINDFUL_TABS)[number];
/**
 * The loops of the two sessions with audio (§3): synthesised by our own code and served as
 * GET /api/soundscape/{id}, like the kitchen ambiences (§3 says the product's came from an
 * outside sample-music host; ours never leave the app).
 */
export const MINDFUL_SOUNDSCAPES = ['singing-bowls', 'zen-drone'] as const;
export type MindfulSoundscape = (typeof MINDFUL_SOUNDSCAPES)[number];
