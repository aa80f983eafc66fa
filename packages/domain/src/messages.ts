/**
 * User-facing messages of the spec's error catalogue (§8) that more than one screen shows, word
 * for word. Screen-specific strings stay with their screen.
 */

/** Microphone problems when adding pantry items by voice (§8 "Microphone (pantry voice)"). */
export const PANTRY_MICROPHONE_MESSAGES = {
  denied: 'Microphone access denied. Please enable it in your browser settings.',
  missing: 'No microphone found. Please connect a microphone.',
  other: 'Unable to access microphone. Please check your settings.',
} as const;

/** Shown in place of a voice control where the browser has no speech recognition (§5, §8). */
export const VOICE_UNSUPPORTED_MESSAGE = 'Voice recognition not supported in this browser';

/** The cooking voice control's microphone refusal (§8 "Microphone (voice control)"). */
export const VOICE_CONTROL_PERMISSION_DENIED =
  'Microphone permission denied. Please allow microphone access to use voice commands.';
