/**
 * Chef Leo's answer for /api/chef-leo/speak (spec §7): reads what the cook said and answers
 * from the current step. A question about a technique gets the glossary, a swap question the
 * substitution reference, "how long" the step's time, a greeting a greeting; anything else a
 * pointer to what Leo can help with. English, like the rest of the guidance.
 */
import { DEFAULT_SKILL_LEVEL, DEFAULT_STEP_TIMER_MINUTES } from '@mise/domain/constants';
import type { CookingContext } from '../commands/intent-types';
import { stepOf, type StepView } from './current-step';
import { findTechniques, lookupTechnique } from './glossary';
import { explainTechnique, guidanceFor, substitutionQuestion } from './guidance';
import { ingredientsInText } from './ingredients-in-text';
import { minutesPhrase, timesIn } from './step-timing';
import { SWAPPABLE_INGREDIENTS, substitutionAnswer } from './substitutions-for-step';
import { listWords, lowerFirst, sentences, withStop } from './spoken-text';

/** The fields of the speak request (ChefLeoSpeakRequest) Leo reads. */
export interface ChefLeoInput {
  /** The moment: often the step's text when there is no cooking context. */
  readonly context?: string;
  readonly userInput?: string;
  readonly currentStep?: number | null;
}

const SWAP =
  /\b(?:substitut\w*|swap\w*|replac\w*|instead of|alternative\w*|don'?t have|do not have|out of|ran out|run out)\b/i;
const HOW_LONG =
  /\bhow (?:long|many minutes|much time)\b|\bwhen (?:is|will) (?:it|this|that) (?:be )?(?:done|ready)\b/i;
const WHERE = /\b(?:what step|which step|where (?:are|were) we|what(?:'s| is) next|next step)\b/i;
const EXPLAIN_STEP =
  /\b(?:how do i|what do i do|explain|help me with|what does (?:this|that|it) mean|i'?m (?:stuck|confused|lost))\b/i;
const GREETING = /^(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening))\b/i;
const THANKS = /\b(?:thanks|thank you|cheers)\b/i;
const CAPABILITIES =
  'I can explain a technique (ask “what does fold mean?”), suggest a swap (“what can I use instead of butter?”), tell you how long a step takes, or talk you through the current step.';

const stepLine = (step: StepView) =>
  withStop(`Step ${step.number} of ${step.total}: ${step.instruction}`);
const onStep = (step: StepView) =>
  withStop(
    `We’re on step ${step.number} of ${step.total} of ${step.recipeName}: ${step.instruction}`,
  );

// A moment described in a few words ("cooking") is not a step; an instruction is.
function stepFromContext(context: string | undefined): string | undefined {
  const text = context?.trim() ?? '';
  return text.split(/\s+/).length >= 3 ? text : undefined;
}

function howLong(step: StepView | null, stepText: string | undefined): string {
  if (stepText === undefined) {
    return 'Start a recipe and I’ll time each step with you, or just say “set a timer for 10 minutes”.';
  }
  const minutes = step?.duration ?? timesIn(stepText)[0]?.maxMinutes;
  const [technique] = findTechniques(stepText);
  const signs = technique ? `Go by the signs too. ${technique.watchFor}` : undefined;
  if (minutes !== undefined)
    return sentences(`This step takes about ${minutesPhrase(minutes)}.`, signs);
  return sentences(
    'This step has no set time, so go by how it looks and smells.',
    technique?.watchFor,
    `The step timer gives you ${DEFAULT_STEP_TIMER_MINUTES} minutes if you want one.`,
  );
}

function whereWeAre(question: string, step: StepView | null, cooking?: CookingContext): string {
  if (!step || !cooking) return `We’re not cooking anything yet. Pick a recipe and I’ll guide you.`;
  if (!/next/i.test(question)) return onStep(step);
  const next = step.index + 1 < step.total ? stepOf(cooking, step.index + 1) : null;
  return next
    ? `After this comes ${lowerFirst(stepLine(next))}`
    : 'This is the last step. Nearly there!';
}

/** What Leo says to the cook's words (or about the moment, when they said nothing). */
export function chefLeoReply(input: ChefLeoInput, cooking?: CookingContext): string {
  // Typed questions bring curly apostrophes (“what’s”), recognisers straight ones.
  const question = (input.userInput ?? '').replace(/[’`]/g, "'").trim();
  const skillLevel = cooking?.skillLevel ?? DEFAULT_SKILL_LEVEL;
  const step = cooking ? stepOf(cooking, input.currentStep ?? cooking.currentStep) : null;
  const stepText = step?.instruction ?? stepFromContext(input.context);
  const extras = {
    ingredients: cooking?.recipe?.ingredients ?? [],
    pantryItems: cooking?.pantryItems ?? [],
  };

  if (question === '') {
    if (stepText === undefined)
      return `Hi, I’m Chef Leo. Pick a recipe and I’ll cook it with you. ${CAPABILITIES}`;
    return sentences(step ? stepLine(step) : undefined, guidanceFor(stepText, skillLevel));
  }
  const swapStep = substitutionQuestion(question);
  if (swapStep !== undefined) return substitutionAnswer(swapStep, extras);
  if (SWAP.test(question)) {
    const asked = ingredientsInText(question)[0]?.phrase;
    if (asked === undefined && stepText === undefined) {
      return `Which ingredient would you like to replace? I have swaps for ${listWords(SWAPPABLE_INGREDIENTS)}.`;
    }
    return substitutionAnswer(stepText ?? '', { ...extras, ingredient: asked });
  }
  if (HOW_LONG.test(question)) return howLong(step, stepText);
  const technique = lookupTechnique(question);
  if (technique) return explainTechnique(technique, skillLevel);
  if (WHERE.test(question)) return whereWeAre(question, step, cooking);
  if (EXPLAIN_STEP.test(question) && stepText !== undefined) {
    return guidanceFor(stepText, skillLevel, extras);
  }
  if (GREETING.test(question)) {
    return sentences('Hello! I’m Chef Leo.', step ? onStep(step) : undefined, CAPABILITIES);
  }
  if (THANKS.test(question)) return 'You’re welcome! Holler if you need me.';
  return sentences('I’m not sure I can help with that one.', CAPABILITIES);
}
