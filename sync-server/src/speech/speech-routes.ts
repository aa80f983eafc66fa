/**
 * Speech in and out (spec §7), mounted at /api:
 * - POST /speak and POST /chef-leo/voice: text in, a WAV body out, in the default voice (the
 *   friendly home cook) and the language the body names, else the one the text's script shows.
 *   A JSON error instead (its content type is not audio) tells Chef Leo's client to speak the
 *   text with the browser's own speech synthesis.
 * - POST /voice/speak: the voice of the settings; answers the URL of a clip kept for 10 minutes,
 *   GET /voice/audio/:id, which the client fetches and plays.
 * - POST /voice/transcribe: a recording to text through the configured OpenAI-compatible
 *   endpoint, or 503 when there is none (the browser recognises speech itself).
 * Every route needs a device token; a clip is only served to the household that asked for it.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { chefLeoVoiceRequestSchema, speakRequestSchema } from '@mise/domain/api/assistant';
import { voiceSpeakRequestSchema } from '@mise/domain/api/voice';
import { DEFAULT_VOICE_PROFILE, type Language } from '@mise/domain/options';
import type { DeviceEnv } from '../auth/require-device';
import type { Logger } from '../logger';
import { validJson } from '../http/valid-json';
import { wavResponse } from './audio-response';
import { readAudioUpload } from './audio-upload';
import type { ClipStore } from './clip-store';
import {
  SPEECH_TEXT_MAX_CHARS,
  SpeechBusy,
  type SpeechSynth,
  SpeechUnavailable,
  TextTooLong,
} from './espeak-synth';
import { type Transcriber, TranscriptionFailed } from './openai-transcriber';
import type { SpeechRequest } from './voice-style';

/** Where the clips of POST /voice/speak are fetched from. */
export const VOICE_AUDIO_PATH = '/api/voice/audio/';
/** A 1,000-character text is at most about 4 KB of JSON. */
const TEXT_BODY_MAX_BYTES = 16 * 1024;
/** About five minutes of the app's 16 kHz opus recording, far more than one command needs. */
export const TRANSCRIBE_MAX_BYTES = 5 * 1024 * 1024;

export interface SpeechRouteDeps {
  speech: SpeechSynth;
  /** Unset: POST /voice/transcribe answers 503. */
  transcriber: Transcriber | undefined;
  clips: ClipStore;
  requireDevice: MiddlewareHandler<DeviceEnv>;
  logger: Logger;
}

const textLimit = bodyLimit({
  maxSize: TEXT_BODY_MAX_BYTES,
  onError: (c) => c.json(tooLong, 413),
});
const tooLong = {
  error: 'payload_too_large',
  message: `The text is longer than ${SPEECH_TEXT_MAX_CHARS.toLocaleString('en')} characters. Send it in shorter parts.`,
} as const;

/** The default voice (§3: the friendly home cook) for the calls that name none. */
const defaultVoice = (text: string, language: Language | undefined): SpeechRequest => ({
  text,
  language,
  profile: DEFAULT_VOICE_PROFILE,
  mode: 'narrative',
});

export function speechRoutes(deps: SpeechRouteDeps) {
  const { requireDevice } = deps;

  /** The WAV of `request`, or the error answer that says why there is none. */
  const speak = async (c: Context, request: SpeechRequest) => {
    try {
      return { ok: true as const, wav: await deps.speech.synthesize(request) };
    } catch (error) {
      if (error instanceof TextTooLong) return { ok: false as const, answer: c.json(tooLong, 413) };
      if (error instanceof SpeechBusy) {
        c.header('Retry-After', '2');
        const message = 'Too many texts are being spoken right now. Try again in a moment.';
        return { ok: false as const, answer: c.json({ error: 'busy', message }, 503) };
      }
      if (error instanceof SpeechUnavailable) {
        const message = 'Speech is not available on the server right now.';
        return {
          ok: false as const,
          answer: c.json({ error: 'speech_unavailable', message }, 503),
        };
      }
      throw error;
    }
  };

  const speakNow = async (
    c: Context,
    { text, language }: { text: string; language?: Language },
  ) => {
    const spoken = await speak(c, defaultVoice(text, language));
    if (!spoken.ok) return spoken.answer;
    return wavResponse(c, spoken.wav, { cacheControl: 'private, no-cache' });
  };

  return new Hono<DeviceEnv>()
    .post('/speak', requireDevice, textLimit, validJson(speakRequestSchema), (c) =>
      speakNow(c, c.req.valid('json')),
    )
    .post('/chef-leo/voice', requireDevice, textLimit, validJson(chefLeoVoiceRequestSchema), (c) =>
      speakNow(c, c.req.valid('json')),
    )
    .post(
      '/voice/speak',
      requireDevice,
      textLimit,
      validJson(voiceSpeakRequestSchema),
      async (c) => {
        const { text, voiceProfile, emotion, mode, language } = c.req.valid('json');
        const spoken = await speak(c, { text, language, profile: voiceProfile, emotion, mode });
        if (!spoken.ok) return spoken.answer;
        const id = deps.clips.put(c.var.device.householdId, spoken.wav);
        return c.json({ audioUrl: `${VOICE_AUDIO_PATH}${id}` }, 200);
      },
    )
    .get('/voice/audio/:id', requireDevice, (c) => {
      const clip = deps.clips.get(c.var.device.householdId, c.req.param('id'));
      if (clip === undefined) {
        const message = 'This voice clip has expired or never existed. Ask for it again.';
        return c.json({ error: 'not_found', message }, 404);
      }
      // The clip never changes while it lives.
      return wavResponse(c, clip, { cacheControl: 'private, max-age=600' });
    })
    .post(
      '/voice/transcribe',
      requireDevice,
      async (c, next) => {
        if (deps.transcriber !== undefined) return next();
        const message =
          'Speech-to-text on the server is not configured; the browser recognises speech on this device.';
        return c.json({ error: 'not-configured', message }, 503);
      },
      bodyLimit({
        maxSize: TRANSCRIBE_MAX_BYTES,
        onError: (c) => {
          const message = `The recording is larger than ${TRANSCRIBE_MAX_BYTES / 1024 / 1024} MB. Send a shorter one.`;
          return c.json({ error: 'payload_too_large', message }, 413);
        },
      }),
      async (c) => {
        const transcribe = deps.transcriber;
        if (transcribe === undefined) throw new Error('Checked by the middleware before.');
        const upload = await readAudioUpload(c.req);
        if (!upload.ok) return c.json({ error: 'invalid_request', message: upload.message }, 400);
        try {
          return c.json(await transcribe(upload.audio, upload.language), 200);
        } catch (error) {
          if (!(error instanceof TranscriptionFailed)) throw error;
          deps.logger.warn({ err: error }, 'transcription failed');
          if (error.problem === 'unreadable') {
            const message = 'The speech-to-text service could not read this recording.';
            return c.json({ error: 'invalid_request', message }, 400);
          }
          if (error.problem === 'timeout') {
            const message = 'The speech-to-text service took too long to answer. Try again.';
            return c.json({ error: 'upstream_timeout', message }, 504);
          }
          const message = 'The speech-to-text service is not answering right now.';
          return c.json({ error: 'upstream_failed', message }, 502);
        }
      },
    );
}
