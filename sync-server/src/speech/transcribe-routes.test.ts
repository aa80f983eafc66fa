// POST /api/voice/transcribe with a speech-to-text endpoint configured: a fake
// OpenAI-compatible server on loopback stands in for it.
import {
  VOICE_TRANSCRIBE_AUDIO_FIELD,
  voiceTranscribeResponseSchema,
} from '@mise/domain/api/voice';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectBody, expectError } from '../testing/rest-client';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { type TestDevice, signInDevice } from '../testing/two-households';
import {
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from './fake-transcription-server';
import { openAiTranscriber } from './openai-transcriber';

let server: FakeTranscriptionServer;
let t: TestApp;
let device: TestDevice;
beforeAll(async () => {
  server = await startFakeTranscriptionServer();
  const transcriber = openAiTranscriber(
    { baseUrl: server.baseUrl, model: 'whisper-1', apiKey: undefined },
    { timeoutMs: 300 },
  );
  t = await createTestApp({ transcriber });
  device = await signInDevice(t.app);
});
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => {
  server.received.length = 0;
  server.answer = () => ({ status: 200, body: { text: 'set a timer for five minutes' } });
});

/** The start of a WebM file, as MediaRecorder makes (§9: webm with opus). */
const RECORDING = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);

function transcribe(fields: { audio?: Uint8Array | string; language?: string; field?: string }) {
  const form = new FormData();
  if (fields.audio !== undefined) {
    const file = new Blob([fields.audio], { type: 'audio/webm;codecs=opus' });
    form.append(fields.field ?? VOICE_TRANSCRIBE_AUDIO_FIELD, file, 'voice.webm');
  }
  if (fields.language !== undefined) form.append('language', fields.language);
  return t.app.request('/api/voice/transcribe', {
    method: 'POST',
    headers: device.headers,
    body: form,
  });
}

describe('POST /api/voice/transcribe', () => {
  it("answers the endpoint's transcript with a confidence the client acts on", async () => {
    const result = await expectBody(
      transcribe({ audio: RECORDING, language: 'de' }),
      200,
      voiceTranscribeResponseSchema,
    );
    expect(result).toEqual({ text: 'set a timer for five minutes', confidence: 0.9 });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({
      path: '/v1/audio/transcriptions',
      model: 'whisper-1',
      language: 'de',
      fileName: 'recording.webm',
      fileBytes: RECORDING,
    });
  });

  it('takes English when no language is sent', async () => {
    await expectBody(transcribe({ audio: RECORDING }), 200, voiceTranscribeResponseSchema);
    expect(server.received[0]?.language).toBe('en');
  });

  it('refuses a request without a recording or with a language the app does not offer', async () => {
    const missing = 'Send the recording as multipart/form-data, in the field "audio".';
    await expectError(transcribe({ language: 'en' }), 400, 'invalid_request', missing);
    await expectError(
      transcribe({ audio: RECORDING, field: 'file' }),
      400,
      'invalid_request',
      missing,
    );
    await expectError(transcribe({ audio: '' }), 400, 'invalid_request', 'The recording is empty.');
    await expectError(
      transcribe({ audio: RECORDING, language: 'klingon' }),
      400,
      'invalid_request',
      /^Language must be one of/,
    );
    expect(server.received).toEqual([]);
  });

  it('refuses a recording over 5 MB with 413 before sending it anywhere', async () => {
    await expectError(
      transcribe({ audio: new Uint8Array(5 * 1024 * 1024 + 1) }),
      413,
      'payload_too_large',
      'The recording is larger than 5 MB. Send a shorter one.',
    );
    expect(server.received).toEqual([]);
  });

  it('says what went wrong with the endpoint: refused, failing or too slow', async () => {
    server.answer = () => ({ status: 400, body: { error: { message: 'Invalid file format' } } });
    await expectError(
      transcribe({ audio: RECORDING }),
      400,
      'invalid_request',
      'The speech-to-text service could not read this recording.',
    );
    server.answer = () => ({ status: 503, body: { error: 'model loading' } });
    await expectError(
      transcribe({ audio: RECORDING }),
      502,
      'upstream_failed',
      'The speech-to-text service is not answering right now.',
    );
    server.answer = () => 'hang';
    await expectError(
      transcribe({ audio: RECORDING }),
      504,
      'upstream_timeout',
      'The speech-to-text service took too long to answer. Try again.',
    );
  });

  it('needs a token', async () => {
    const form = new FormData();
    form.append(VOICE_TRANSCRIBE_AUDIO_FIELD, new Blob([RECORDING]), 'voice.webm');
    const answer = await t.app.request('/api/voice/transcribe', { method: 'POST', body: form });
    expect(answer.status).toBe(401);
    expect(server.received).toEqual([]);
  });
});
