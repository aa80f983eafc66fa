/**
 * The interruption handler (spec §4 voice capture, §7 /api/voice/interruption): it gets the
 * first go at every command and answers the ones that interrupt the flow (wait, ready, where
 * were we, repeat) at once, on the device or the server. Anything else is `handled: false` and
 * goes on to the general command handler (command.ts).
 */
import type { VoiceInterruptionResponse } from '@mise/domain/api/voice';
import type { VoiceEmotion } from '@mise/domain/options';
import { sentences } from '../cooking/spoken-text';
import type { CommandLanguage, CookingContext, CookingIntent } from './intent-types';
import { REPLIES, spokenStepOf } from './replies/replies';

export function handleInterruption(
  intent: CookingIntent,
  context: CookingContext,
  language: CommandLanguage,
  emotion: VoiceEmotion,
): VoiceInterruptionResponse {
  const replies = REPLIES[language];
  const step = spokenStepOf(context);
  const answer = (response: string): VoiceInterruptionResponse => ({
    handled: true,
    response,
    emotion,
  });
  switch (intent.kind) {
    case 'pause':
      return answer(replies.paused);
    case 'resume':
      return answer(step ? sentences(replies.resumed, replies.step(step)) : replies.listening);
    case 'whereWereWe':
      return answer(step ? replies.whereWeAre(step) : replies.notCooking);
    case 'repeat':
      return answer(step ? replies.step(step) : replies.notCooking);
    default:
      return { handled: false, response: '' };
  }
}
