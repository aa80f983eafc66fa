// Asks for the microphone before speech recognition starts (§5: permission is requested before
// listening), so a refusal or a missing device is told apart and explained in the user's terms
// rather than surfacing as a recognition error. Recognition opens its own stream; recording for
// the server's transcriber keeps the one opened here, set up as §9 asks.
import { VOICE_AUDIO_CONSTRAINTS, VOICE_SAMPLE_RATE_HZ } from '@mise/domain/constants';

export type MicrophoneProblem = 'denied' | 'missing' | 'other';

export async function requestMicrophone(): Promise<MicrophoneProblem | undefined> {
  const microphone = await openMicrophone();
  if ('problem' in microphone) return microphone.problem;
  closeMicrophone(microphone.stream);
  return undefined;
}

/**
 * The microphone for recording commands (§9): 16 kHz with echo cancellation, noise suppression
 * and automatic gain. Preferences, not demands: a microphone that cannot do 16 kHz still records
 * (the transcriber resamples) rather than failing as "no microphone".
 */
export async function openMicrophone(): Promise<
  { stream: MediaStream } | { problem: MicrophoneProblem }
> {
  if (!navigator.mediaDevices?.getUserMedia) return { problem: 'other' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { ...VOICE_AUDIO_CONSTRAINTS, sampleRate: VOICE_SAMPLE_RATE_HZ, channelCount: 1 },
    });
    return { stream };
  } catch (error) {
    return { problem: microphoneProblemOf(error) };
  }
}

/** Lets go of the microphone, so the browser's recording indicator goes out. */
export function closeMicrophone(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** getUserMedia's DOMException names, and recognition's error codes, as one of our three cases. */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException ? error.name : String(error);
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'not-allowed') {
    return 'denied';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'audio-capture') {
    return 'missing';
  }
  return 'other';
}
