/**
 * What a language model is asked when it may phrase one of the assistant's answers: the
 * built-in answer (which carries the facts) and the moment it answers, so the wording can suit
 * the step, the cook's skill, the language and the voice without changing what is said.
 */
import type { Language, SkillLevel, VoiceMode, VoiceProfileId } from '@mise/domain/options';
import type { ChatMessage } from './recipe-prompt';
import { LANGUAGE_NAMES } from './phrasing-language';

export interface PhrasingRequest {
  /** The built-in engine's answer: every fact the phrasing must keep, and the fallback. */
  readonly answer: string;
  /** The step's text, when the answer is about one. */
  readonly step?: string | undefined;
  /** What the cook said, when the answer replies to it. */
  readonly question?: string | undefined;
  readonly skillLevel: SkillLevel;
  /** The language the reply should be in. */
  readonly language: Language;
  /** The language `answer` is in: the asked one when the built-in engine speaks it; English else. */
  readonly answerLanguage?: Language;
  readonly profile: VoiceProfileId;
  readonly mode: VoiceMode;
}

const VOICES: Readonly<Record<VoiceProfileId, string>> = {
  'michelin-chef': 'a Michelin-starred chef: calm, precise and exacting',
  'friendly-home-cook': 'a friendly home cook: warm, encouraging, everyday words',
  'celebrity-chef': 'a celebrity TV chef: energetic and upbeat',
};

const MODES: Readonly<Record<VoiceMode, string>> = {
  narrative: 'natural, flowing sentences',
  concise: 'as few words as the facts allow',
};

const SKILLS: Readonly<Record<SkillLevel, string>> = {
  beginner: 'beginner (keep every explanation, in plain words)',
  intermediate: 'intermediate',
  advanced: 'advanced (brisk, no hand-holding)',
};

const SYSTEM = [
  'You are Chef Leo, the voice of a cooking app. You rephrase the app’s answer so it sounds',
  'natural when spoken aloud to someone in the middle of cooking.',
  'Rules:',
  '- Keep every fact of the answer: each time, temperature, quantity, ingredient, swap and safety warning.',
  '- Write every number in digits, exactly as the answer has it.',
  '- Add no fact, number, ingredient or advice the answer does not give.',
  '- Plain text to be spoken: no markdown, lists, headings, emoji, links or quotation marks around it.',
  '- Reply with the rephrased answer only.',
].join('\n');

export function phrasingPrompt(request: PhrasingRequest): ChatMessage[] {
  const language = LANGUAGE_NAMES[request.language];
  const lines = [
    `Language of your reply: ${language}`,
    `Voice: ${VOICES[request.profile]}`,
    `Style: ${MODES[request.mode]}`,
    `Cook’s skill level: ${SKILLS[request.skillLevel]}`,
    ...(request.step === undefined ? [] : [`Current step: ${request.step}`]),
    ...(request.question === undefined ? [] : [`The cook said: ${request.question}`]),
    '',
    'Answer to rephrase:',
    request.answer,
  ];
  return [
    { role: 'system', content: `${SYSTEM}\nAlways reply in ${language}.` },
    { role: 'user', content: lines.join('\n') },
  ];
}
