/**
 * The shapes of the generator's culinary knowledge: what an ingredient is in a dish, how it is
 * cut and cooked, which flavour bases a cuisine builds on, how each technique runs and what
 * dishes a cuisine makes with it. The data files beside this one fill these shapes.
 */
import type { Difficulty, GeneratorCuisine } from '@mise/domain/options';

export type Cuisine = Exclude<GeneratorCuisine, 'any'>;

/** Roles a pantry item can fill as one of a dish's main ingredients. */
/** `side` is a raw accompaniment (avocado, cucumber, shredded cabbage) that needs no cooking. */
export type MainRole =
  'protein' | 'veg' | 'starch' | 'legume' | 'cheese' | 'egg' | 'fruit' | 'side';

/** Roles of the flavour base and the dish's structural additions (broth, tomatoes, batter). */
export type BaseRole =
  | 'aromatic'
  | 'fat'
  | 'spice'
  | 'herb'
  | 'acid'
  | 'sauce'
  | 'liquid'
  | 'garnish'
  | 'topping'
  | 'coat'
  | 'enrich'
  | 'sweet';

export type Role = MainRole | BaseRole;

/**
 * How a main ingredient is cooked; its minutes per method are what a step takes.
 * pan: bite-size pieces tossed in a hot pan or wok; sear: a whole cut or fillet in a pan;
 * simmer: pieces cooked in liquid; braise: low and slow until tender; roast: in a hot oven;
 * fry: battered and deep-fried; boil: a starch in water (or soaked); raw: eaten as it is.
 */
export type Method = 'pan' | 'sear' | 'simmer' | 'braise' | 'roast' | 'fry' | 'boil' | 'raw';

/** How a technique wants its mains cut, which picks each ingredient's preparation. */
export type Cut = 'bite' | 'chunk' | 'dice' | 'raw' | 'roast' | 'whole' | 'grate' | 'slice';

/** An ingredient's culinary facts, keyed by its dictionary name. */
export interface CulinaryFacts {
  readonly name: string;
  readonly role: MainRole;
  /** What it is called in a recipe line and step when used in quantity ("mushrooms"). */
  readonly shown: string;
  /** What a step calls it when that differs from the recipe line ("zucchini noodles"). */
  readonly called?: string;
  /** Preparation per cut; missing cuts fall back to `any`, an empty phrase needs no prep. */
  readonly prep: Readonly<Partial<Record<Cut | 'any', string>>>;
  /** Hands-on minutes to prepare two servings' worth. */
  readonly prepMinutes: number;
  /** Minutes per method it suits; a method it lacks is one it is not cooked by. */
  readonly minutes: Readonly<Partial<Record<Method, number>>>;
  /** Grams (or pieces, with `unit`) per serving. */
  readonly perServing: number;
  readonly unit: 'g' | 'whole' | 'large' | 'slices' | 'head';
  /** Roughly what one whole piece weighs, to write "1 bell pepper" rather than grams. */
  readonly eachGrams?: number;
  /** What one piece is called when not "whole": a stalk of celery. */
  readonly eachUnit?: 'stalk';
  /** How doneness shows, for step wording ("until pink and curled"). */
  readonly done?: string;
  /** How a starch gets cooked, for the step that cooks it. */
  readonly cookSay?: string;
}

/** One ingredient of a flavour base or a dish's additions, with diet alternatives in order. */
export interface BaseItem {
  readonly role: BaseRole;
  readonly choices: readonly string[];
  /** "2 tbsp", for the dish's default servings; else the seasoning table's amount. */
  readonly amount?: string;
  /** Dropped when no choice fits the diet, rather than ruling the dish out. */
  readonly optional: boolean;
}

export interface FlavourBase {
  readonly id: string;
  readonly cuisine: Cuisine;
  /** How the base reads in a description: "ginger, garlic and soy". */
  readonly label: string;
  /** A word or two a dish name may carry: "Ginger-Garlic". */
  readonly tag: string;
  readonly items: readonly BaseItem[];
}

export type StepKind =
  | 'prep'
  | 'boil'
  | 'marinate'
  | 'sear'
  | 'saute'
  | 'simmer'
  | 'braise'
  | 'roast'
  | 'bake'
  | 'fry'
  | 'sauce'
  | 'assemble'
  | 'rest'
  | 'finish';

/**
 * One step of a technique. `say` is a template: {role} lists the dish's items of that role,
 * {Prep} the preparation sentence, {starch:cook} how the starch cooks, {late} when quicker items
 * go in; a bracketed [part] is dropped when any role it names is empty. `time` is a rule:
 * a number of minutes, `prep`, `starch`, or `method:role,role` (the slowest of those items by
 * that method); `a|b` takes the longer (work done side by side), `a+b` adds.
 */
export interface StepShape {
  readonly kind: StepKind;
  readonly say: string;
  readonly time: string;
  /** `has:role` or `no:role`: the step only applies when the dish has (or lacks) that role. */
  readonly when?: string;
}

export interface Technique {
  readonly id: string;
  /** "stir-fry", as a description names it. */
  readonly label: string;
  /** How the description says it is cooked: "tossed fast over high heat". */
  readonly how: string;
  /** The natural total time of dishes made this way, in minutes. */
  readonly range: readonly [min: number, max: number];
  readonly cut: Cut;
  readonly serves: number;
  readonly steps: readonly StepShape[];
}

/** A slot of a dish for main ingredients from the pantry. */
export interface Slot {
  readonly role: MainRole;
  /** Dictionary names, or `name@form` for a stand-in such as zucchini noodles. */
  readonly from: readonly string[];
  readonly min: number;
  readonly max: number;
  /** A share of the usual amount per serving: carbonara wants one egg a plate, not two. */
  readonly share: number;
}

/** An extra component that makes a dish a level harder, with its own honest step. */
export interface Elaboration {
  readonly label: string;
  readonly step: StepShape;
  /** Where it goes: before the step of this kind (the first one), else at the end. */
  readonly before: StepKind;
  readonly adds?: readonly BaseItem[];
  /** A main the component works on, without which it does not apply (velveting needs meat). */
  readonly needs?: MainRole;
}

/** A dish family a cook would recognise: a technique, a flavour base and mains that pair. */
export interface DishSpec {
  readonly id: string;
  readonly cuisine: Cuisine;
  readonly technique: Technique;
  readonly difficulty: Difficulty;
  /** Name template: {Protein}, {Veg}, {Starch}… title-cased picks; [part] dropped when empty. */
  readonly name: string;
  /** One phrase on what the dish is, for the description. */
  readonly blurb: string;
  readonly bases: readonly FlavourBase[];
  readonly slots: readonly Slot[];
  readonly adds: readonly BaseItem[];
  /** Its harder versions: the first component makes it a level harder, both two levels. */
  readonly harder: readonly Elaboration[];
  /** Steps of its own when the technique's generic ones would not describe it. */
  readonly steps?: readonly StepShape[];
  /** How its mains are cut, when not as its technique cuts them (bruschetta's diced tomato). */
  readonly cut?: Cut;
  readonly serves: number;
}
