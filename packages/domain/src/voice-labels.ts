/**
 * How the Settings page presents the assistant's voice (spec §2): each profile's name and
 * description, each language in its own words, what "Test Voice" says, and the voice commands
 * it lists. Apart from options.ts, so the home page's first load does not carry them.
 */
import type { Language, VoiceProfileId } from './options';

/** How Settings presents each voice (the ids and emotions are the spec's). */
export const VOICE_PROFILE_LABELS: Record<VoiceProfileId, { name: string; description: string }> = {
  'michelin-chef': {
    name: 'Michelin Chef',
    description: 'Measured and precise, like a head chef calling the pass.',
  },
  'friendly-home-cook': {
    name: 'Friendly Home Cook',
    description: 'Warm and encouraging, like cooking beside a friend.',
  },
  'celebrity-chef': {
    name: 'Celebrity Chef',
    description: 'Big energy, for the nights dinner is a show.',
  },
};

/** Each language in its own words, as a language picker shows it. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  de: 'Deutsch',
  ja: '日本語',
  zh: '中文',
  ko: '한국어',
};

/** What "Test Voice" says, in the chosen language. */
export const TEST_VOICE_LINES: Record<Language, string> = {
  en: "Hello! I'm your kitchen assistant. Let's cook something wonderful.",
  es: '¡Hola! Soy tu asistente de cocina. Cocinemos algo maravilloso.',
  fr: 'Bonjour ! Je suis votre assistant de cuisine. Cuisinons quelque chose de merveilleux.',
  it: 'Ciao! Sono il tuo assistente in cucina. Cuciniamo qualcosa di meraviglioso.',
  de: 'Hallo! Ich bin dein Küchenassistent. Lass uns etwas Wunderbares kochen.',
  ja: 'こんにちは。キッチンアシスタントです。すてきな料理を作りましょう。',
  zh: '你好！我是你的厨房助手。我们一起做点好吃的吧。',
  ko: '안녕하세요! 주방 도우미예요. 멋진 요리를 만들어 봐요.',
};

/** The voice commands Settings lists (spec §2). */
export const SETTINGS_VOICE_COMMANDS = [
  'Wait/Pause',
  'Repeat that',
  'Where were we?',
  'Ready/Continue',
  'Set timer for X minutes',
  'What can I substitute?',
] as const;
