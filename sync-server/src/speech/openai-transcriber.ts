/**
 * Speech to text for POST /api/voice/transcribe, through an OpenAI-compatible
 * `/audio/transcriptions` endpoint (OpenAI, faster-whisper-server, LocalAI, whisper.cpp's
 * server …) configured with AI_BASE_URL and AI_TRANSCRIBE_MODEL. Without one the route says so:
 * the browser's own speech recognition is the app's way to listen, this is the fallback.
 */
import type { VoiceTranscribeResponse } from '@mise/domain/api/voice';
import type { Language } from '@mise/domain/options';
import { z } from 'zod';
import type { AiEndpoint } from '../env';

/** Long enough for a few seconds of speech on a small local model. */
export const TRANSCRIBE_TIMEOUT_MS = 15_000;

/**
 * The confidence reported for a transcript whose provider gives none. The endpoints' `json`
 * answer is the text alone, yet the client acts on a transcript only above 0.7 (spec §4, §9):
 * the recogniser has already chosen this as its best reading of the recording, so it is passed
 * on as good enough to act on, and below 1 because nobody measured it. An empty transcript (no
 * speech heard) is reported as 0, so nothing acts on silence.
 */
export const UNSCORED_CONFIDENCE = 0.9;

export interface AudioClip {
  bytes: Uint8Array<ArrayBuffer>;
  /** Its MIME type as recorded, e.g. `audio/webm;codecs=opus`. */
  type: string;
}

export type Transcriber = (
  audio: AudioClip,
  language: Language,
) => Promise<VoiceTranscribeResponse>;

export type TranscriptionProblem =
  /** The provider did not answer in time. */
  | 'timeout'
  /** The provider refused the recording itself (400, 413, 415, 422). */
  | 'unreadable'
  /** Anything else: unreachable, misconfigured, a server error, an answer without text. */
  | 'failed';

export class TranscriptionFailed extends Error {
  override readonly name = 'TranscriptionFailed';
  constructor(
    message: string,
    readonly problem: TranscriptionProblem,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const transcriptionSchema = z.object({ text: z.string() });

/** Providers tell the format by the file's extension, so the name must match the type. */
const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'm4a',
  'audio/flac': 'flac',
};

export function recordingFileName(type: string): string {
  const essence = type.split(';')[0]?.trim().toLowerCase() ?? '';
  // §9: the app records webm/opus, so a recording of unknown type most likely is one.
  return `recording.${EXTENSIONS[essence] ?? 'webm'}`;
}

export function openAiTranscriber(
  endpoint: AiEndpoint,
  {
    timeoutMs = TRANSCRIBE_TIMEOUT_MS,
    fetch: fetchFn = fetch,
  }: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Transcriber {
  return async (audio, language) => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([audio.bytes], { type: audio.type }),
      recordingFileName(audio.type),
    );
    form.append('model', endpoint.model);
    // The settings' languages are ISO 639-1 codes, which is what these endpoints take.
    form.append('language', language);
    form.append('response_format', 'json');
    let text: string;
    try {
      const response = await fetchFn(`${endpoint.baseUrl}/audio/transcriptions`, {
        method: 'POST',
        headers:
          endpoint.apiKey === undefined ? {} : { authorization: `Bearer ${endpoint.apiKey}` },
        body: form,
        // Covers reading the answer too.
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const refused = [400, 413, 415, 422].includes(response.status);
        throw new TranscriptionFailed(
          `The transcription endpoint answered ${response.status} ${response.statusText}`,
          refused ? 'unreadable' : 'failed',
        );
      }
      ({ text } = transcriptionSchema.parse(await response.json()));
    } catch (error) {
      if (error instanceof TranscriptionFailed) throw error;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new TranscriptionFailed(
        timedOut
          ? `The transcription endpoint did not answer within ${timeoutMs} ms`
          : 'The transcription endpoint could not be used',
        timedOut ? 'timeout' : 'failed',
        { cause: error },
      );
    }
    const transcript = text.trim();
    return { text: transcript, confidence: transcript === '' ? 0 : UNSCORED_CONFIDENCE };
  };
}
