// Asks for the microphone before speech recognition starts (§5: permission is requested before
// listening), so a refusal or a missing device is told apart and explained in the user's terms
// rather than surfacing as a recognition error. The stream is closed at once: recognition opens
// its own.
export type MicrophoneProblem = 'denied' | 'missing' | 'other';

export async function requestMicrophone(): Promise<MicrophoneProblem | undefined> {
  if (!navigator.mediaDevices?.getUserMedia) return 'other';
  try {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    for (const track of stream.getTracks()) track.stop();
    return undefined;
  } catch (error) {
    return microphoneProblemOf(error);
  }
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
