// The server's speech to text (POST /api/voice/transcribe, §7: multipart `audio` and
// `language`, answering text and confidence). Only a transcript above 0.7 comes back as heard
// (§4); a failed transcription does nothing (§8). The page remembers whether the server has a
// transcriber, so a server without one is asked once, and the browser's recogniser listens.
import {
  VOICE_TRANSCRIBE_AUDIO_FIELD,
  voiceTranscribeResponseSchema,
} from '@mise/domain/api/voice';
import type { Language } from '@mise/domain/options';
import { apiError } from '../../sync/api-error';
import { loadSyncEngine } from '../../sync/engine-loader';
import { type ServerTranscriber, acceptedTranscript, transcriptionAnswer } from './capture-rules';

/** The server waits 15 s for its speech-to-text endpoint; this leaves it room to say so. */
const TRANSCRIBE_TIMEOUT_MS = 20_000;
/** Only asks whether there is a transcriber: nothing is transcribed. */
const ASK_TIMEOUT_MS = 5_000;

let transcriber: ServerTranscriber = 'unknown';

export function knownServerTranscriber(): ServerTranscriber {
  return transcriber;
}

export type Transcription =
  | { kind: 'heard'; text: string }
  /** Nothing to act on: silence, a transcript not sure enough, or a failed transcription. */
  | { kind: 'nothing' }
  /** The server has no transcriber, or cannot be reached: the browser has to listen. */
  | { kind: 'unavailable' };

async function post(recording: Blob, language: Language, timeoutMs: number): Promise<Response> {
  const { auth } = await loadSyncEngine();
  const body = new FormData();
  body.append(VOICE_TRANSCRIBE_AUDIO_FIELD, recording, 'command.webm');
  body.append('language', language);
  // A FormData body: apiFetch leaves the content type to the browser (multipart, its boundary).
  return auth.apiFetch('/api/voice/transcribe', {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

export async function transcribeOnServer(
  recording: Blob,
  language: Language,
): Promise<Transcription> {
  let response: Response;
  try {
    response = await post(recording, language, TRANSCRIBE_TIMEOUT_MS);
  } catch (error) {
    console.warn('The recording could not be sent for transcription.', error);
    return navigator.onLine ? { kind: 'nothing' } : { kind: 'unavailable' };
  }
  const answer = transcriptionAnswer(response.status);
  if (answer === 'no-transcriber') {
    transcriber = 'absent';
    return { kind: 'unavailable' };
  }
  if (answer === 'failed') {
    console.warn('The transcription failed.', await apiError(response));
    return { kind: 'nothing' };
  }
  transcriber = 'present';
  const result = voiceTranscribeResponseSchema.safeParse(
    await response.json().catch(() => undefined),
  );
  if (!result.success) {
    console.warn('The transcription answer was not understood.', result.error);
    return { kind: 'nothing' };
  }
  const text = acceptedTranscript(result.data);
  return text === undefined ? { kind: 'nothing' } : { kind: 'heard', text };
}

/**
 * Whether the server transcribes, asked once per page with an empty recording: the server checks
 * for a transcriber before it reads the upload, so it answers 503 without one and 400
 * "The recording is empty." with one, transcribing nothing either way. An answer that says
 * neither (offline, signed out) is not remembered, and the browser listens this time.
 */
export async function serverTranscribes(language: Language): Promise<boolean> {
  if (transcriber !== 'unknown') return transcriber === 'present';
  try {
    const response = await post(new Blob([], { type: 'audio/webm' }), language, ASK_TIMEOUT_MS);
    if (transcriptionAnswer(response.status) === 'no-transcriber') transcriber = 'absent';
    else if (response.status === 400 || response.ok) transcriber = 'present';
  } catch (error) {
    console.warn('Could not ask the server whether it transcribes speech.', error);
  }
  return transcriber === 'present';
}
