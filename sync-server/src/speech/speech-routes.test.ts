// Text to speech through the whole app with the real espeak-ng (compiled once for this file),
// and the transcription route as a server without a speech-to-text endpoint answers it.
import { decodeWav } from '@mise/assistant/soundscape/wav';
import { voiceSpeakResponseSchema } from '@mise/domain/api/voice';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { type TestDevice, signInDevice } from '../testing/two-households';
import { type SpeechSynth, createEspeakSynth } from './espeak-synth';

const logger = pino({ level: 'silent' });
const espeak = createEspeakSynth({ logger });
/** Set by a test to stand in an engine that cannot load. */
let engineBroken = false;
const broken = createEspeakSynth({
  logger,
  loadEngine: () => Promise.reject(new Error('espeak-ng.wasm: no such file')),
});
const speech: SpeechSynth = {
  synthesize: (request) => (engineBroken ? broken : espeak).synthesize(request),
};

let t: TestApp;
let device: TestDevice;
let neighbour: TestDevice;
beforeAll(async () => {
  t = await createTestApp({ speech });
  [device, neighbour] = await Promise.all([signInDevice(t.app), signInDevice(t.app)]);
});
afterAll(() => t.close());

const STEP = 'Whisk the eggs with a pinch of salt until they are light and foamy.';

/** Asserts a playable WAV answer and returns its length in seconds. */
async function expectWav(response: Response | Promise<Response>) {
  const settled = await response;
  const body = new Uint8Array(await settled.arrayBuffer());
  expect(settled.status, new TextDecoder().decode(body.subarray(0, 200))).toBe(200);
  expect(settled.headers.get('content-type')).toBe('audio/wav');
  expect(settled.headers.get('cache-control')).toMatch(/^private/);
  expect(new TextDecoder().decode(body.subarray(0, 4))).toBe('RIFF');
  const wav = decodeWav(body);
  expect(wav).toMatchObject({ sampleRate: 22_050, channels: 1, bitsPerSample: 16 });
  return { bytes: body, seconds: wav.samples.length / wav.sampleRate };
}

describe('POST /api/speak and POST /api/chef-leo/voice', () => {
  it('answers the text spoken as a WAV, longer for a longer text', async () => {
    const api = restClient(t.app, device);
    const short = await expectWav(api.post('/api/speak', { text: 'Stir.' }));
    const long = await expectWav(api.post('/api/speak', { text: `${STEP} ${STEP}` }));
    expect(short.seconds).toBeGreaterThan(0.2);
    expect(long.seconds).toBeGreaterThan(short.seconds * 4);
  });

  it("answers Chef Leo's line as audio, so the client plays it instead of the browser voice", async () => {
    const leo = await expectWav(
      restClient(t.app, device).post('/api/chef-leo/voice', { text: STEP }),
    );
    expect(leo.seconds).toBeGreaterThan(2);
  });

  it("speaks the cook's language the body names, else the one the text's script shows", async () => {
    const api = restClient(t.app, device);
    const english = await expectWav(api.post('/api/speak', { text: 'Merci beaucoup' }));
    const french = await expectWav(
      api.post('/api/speak', { text: 'Merci beaucoup', language: 'fr' }),
    );
    expect(Buffer.from(french.bytes).equals(Buffer.from(english.bytes))).toBe(false);

    const step = 'オーブンを180度に予熱してください。';
    const japanese = await expectWav(
      api.post('/api/chef-leo/voice', { text: step, language: 'ja' }),
    );
    // Read in the English voice it lasted 17 s, every kanji spelled "Chinese letter".
    expect(japanese.seconds).toBeLessThan(4);
    const guessed = await expectWav(api.post('/api/chef-leo/voice', { text: step }));
    expect(Buffer.from(guessed.bytes).equals(Buffer.from(japanese.bytes))).toBe(true);

    await expectError(
      api.post('/api/speak', { text: 'Hej', language: 'sv' }),
      400,
      'invalid_request',
      /^Language must be one of/,
    );
  });

  it('refuses an empty text, a body that is not JSON, and a text over 1,000 characters', async () => {
    const api = restClient(t.app, device);
    await expectError(
      api.post('/api/speak', { text: '   ' }),
      400,
      'invalid_request',
      'Text is required',
    );
    await expectError(
      api.post('/api/chef-leo/voice', {}),
      400,
      'invalid_request',
      'Text is required',
    );
    const notJson = await t.app.request('/api/speak', {
      method: 'POST',
      headers: { ...device.headers, 'content-type': 'application/json' },
      body: '{"text": "unfinished',
    });
    expect(notJson.status).toBe(400);
    await expectError(
      api.post('/api/speak', { text: 'a'.repeat(1001) }),
      413,
      'payload_too_large',
      'The text is longer than 1,000 characters. Send it in shorter parts.',
    );
  });

  it('answers 503 in JSON when the speech engine cannot start, and speaks again once it can', async () => {
    engineBroken = true;
    try {
      const api = restClient(t.app, device);
      const answer = await api.post('/api/chef-leo/voice', { text: STEP });
      // Not audio: the client falls back to the browser's speech synthesis (§7).
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      await expectError(
        answer,
        503,
        'speech_unavailable',
        'Speech is not available on the server right now.',
      );
    } finally {
      engineBroken = false;
    }
    await expectWav(restClient(t.app, device).post('/api/speak', { text: 'Back again.' }));
  });
});

describe('POST /api/voice/speak and GET /api/voice/audio/:id', () => {
  async function clipUrl(body: Record<string, unknown>, who = device) {
    const answer = restClient(t.app, who).post('/api/voice/speak', body);
    const { audioUrl } = await expectBody(answer, 200, voiceSpeakResponseSchema);
    expect(audioUrl).toMatch(/^\/api\/voice\/audio\/[0-9a-f-]{36}$/);
    return audioUrl;
  }

  it('answers a URL the client fetches and plays, in the voice of the settings', async () => {
    const chef = await clipUrl({ text: STEP, voiceProfile: 'michelin-chef' });
    const celebrity = await clipUrl({
      text: STEP,
      voiceProfile: 'celebrity-chef',
      mode: 'concise',
    });
    const [measured, lively] = await Promise.all([
      expectWav(restClient(t.app, device).get(chef)),
      expectWav(restClient(t.app, device).get(celebrity)),
    ]);
    expect(Buffer.from(measured.bytes).equals(Buffer.from(lively.bytes))).toBe(false);
    expect(lively.seconds).toBeLessThan(measured.seconds * 0.85);
  });

  it('speaks the language it is given', async () => {
    const english = await clipUrl({ text: 'Merci beaucoup' });
    const french = await clipUrl({ text: 'Merci beaucoup', language: 'fr' });
    const [en, fr] = await Promise.all([
      expectWav(restClient(t.app, device).get(english)),
      expectWav(restClient(t.app, device).get(french)),
    ]);
    expect(Buffer.from(en.bytes).equals(Buffer.from(fr.bytes))).toBe(false);
    await expectError(
      restClient(t.app, device).post('/api/voice/speak', { text: 'Hej', language: 'sv' }),
      400,
      'invalid_request',
      /^Language must be one of/,
    );
  });

  it('serves a byte range of the clip, as media players ask', async () => {
    const url = await clipUrl({ text: 'Taste and season.' });
    const whole = await expectWav(restClient(t.app, device).get(url));
    const part = await t.app.request(url, { headers: { ...device.headers, range: 'bytes=0-43' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-43/${whole.bytes.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.bytes.subarray(0, 44));
  });

  it('keeps a clip from other households and forgets it after 10 minutes', async () => {
    const url = await clipUrl({ text: 'Serve warm.' });
    const gone = 'This voice clip has expired or never existed. Ask for it again.';
    await expectError(restClient(t.app, neighbour).get(url), 404, 'not_found', gone);
    t.clock.advance(9 * 60 * 1000);
    await expectWav(restClient(t.app, device).get(url));
    t.clock.advance(60 * 1000);
    await expectError(restClient(t.app, device).get(url), 404, 'not_found', gone);
    await expectError(
      restClient(t.app, device).get('/api/voice/audio/not-a-clip'),
      404,
      'not_found',
      gone,
    );
  });
});

describe('POST /api/voice/transcribe without a speech-to-text endpoint', () => {
  it('answers 503 and says the browser recognises speech', async () => {
    const form = new FormData();
    form.append('audio', new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm' }), 'a.webm');
    form.append('language', 'en');
    const answer = t.app.request('/api/voice/transcribe', {
      method: 'POST',
      headers: device.headers,
      body: form,
    });
    await expectError(
      answer,
      503,
      'not-configured',
      'Speech-to-text on the server is not configured; the browser recognises speech on this device.',
    );
  });
});

describe('every speech route', () => {
  it('needs a token', async () => {
    const calls: [string, string][] = [
      ['POST', '/api/speak'],
      ['POST', '/api/chef-leo/voice'],
      ['POST', '/api/voice/speak'],
      ['GET', '/api/voice/audio/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/voice/transcribe'],
    ];
    for (const [method, path] of calls) {
      const answer = await t.app.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify({ text: 'Hello' }) : undefined,
      });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });
});
