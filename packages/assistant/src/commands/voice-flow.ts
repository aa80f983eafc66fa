/**
 * One voice command's way through the assistant (spec §4 voice capture), as the device runs it:
 * the words are parsed once, the interruption handler answers first, and only what it leaves
 * goes to the general handler, whose action the page then broadcasts. The server answers
 * /api/voice/interruption and /api/voice/command with the same two handlers.
 */
import type { VoiceAction } from '@mise/domain/api/voice';
import type { VoiceSettings } from '@mise/domain/entities/voice-settings';
import type { VoiceEmotion } from '@mise/domain/options';
import { respondToIntent, emotionOf } from './command';
import { handleInterruption } from './interruption';
import { parseCommand } from './intent';
import {
  COMMAND_LANGUAGES,
  type CommandLanguage,
  type CookingContext,
  type CookingIntent,
} from './intent-types';

export interface VoiceAnswer {
  readonly intent: CookingIntent;
  readonly language: CommandLanguage;
  /** What the assistant says back; in the language the command was said in. */
  readonly reply: string;
  readonly action: VoiceAction | null;
  /** How it is said: the voice profile's emotion, whichever handler answered. */
  readonly emotion: VoiceEmotion;
  readonly handledBy: 'interruption' | 'command';
}

/** The settings' language when the parser knows it; English words are understood everywhere. */
export function commandLanguageHint(language: string): CommandLanguage | undefined {
  return COMMAND_LANGUAGES.find((known) => known === language);
}

export function answerVoiceCommand(
  command: string,
  context: CookingContext,
  settings: Pick<VoiceSettings, 'language' | 'mode' | 'profile'>,
): VoiceAnswer {
  const { intent, language } = parseCommand(command, commandLanguageHint(settings.language));
  const emotion = emotionOf(settings.profile);
  const interruption = handleInterruption(intent, context, language, emotion);
  if (interruption.handled) {
    return {
      intent,
      language,
      reply: interruption.response,
      action: null,
      emotion,
      handledBy: 'interruption',
    };
  }
  const response = respondToIntent(intent, context, {
    language,
    mode: settings.mode,
    profile: settings.profile,
  });
  return {
    intent,
    language,
    reply: response.text,
    action: response.action ?? null,
    emotion: response.emotion,
    handledBy: 'command',
  };
}
