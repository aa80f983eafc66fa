// The client of POST /api/voice/transcribe, against scripted server answers: what is sent, which
// transcripts come back as commands, and how a server without a transcriber is remembered.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const apiFetch = vi.hoisted(() => vi.fn<(path: string, init?: RequestInit) => Promise<Response>>());
vi.mock('../../sync/engine-loader', () => ({
  loadSyncEngine: () => Promise.resolve({ auth: { apiFetch } }),
}));

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
const notConfigured = () =>
  json(503, { error: 'not-configured', message: 'Speech-to-text on the server is not configured' });
const recording = new Blob(['opus'], { type: 'audio/webm;codecs=opus' });

/** A fresh module each time: it remembers the server's answer for the page's life. */
async function client() {
  vi.resetModules();
  return import('./server-transcription');
}

beforeEach(() => {
  apiFetch.mockReset();
  vi.stubGlobal('navigator', { onLine: true });
  // Failures are logged for whoever debugs; here they are expected.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('transcribeOnServer', () => {
  it('sends the recording and the language as multipart, and hands back a sure transcript', async () => {
    apiFetch.mockImplementation(() => json(200, { text: ' next step ', confidence: 0.9 }));
    const { transcribeOnServer } = await client();
    expect(await transcribeOnServer(recording, 'es')).toEqual({ kind: 'heard', text: 'next step' });
    const [path, init] = apiFetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/voice/transcribe');
    expect(init?.method).toBe('POST');
    const body = init?.body as FormData;
    expect(body.get('language')).toBe('es');
    const audio = body.get('audio') as File;
    expect(audio.type).toBe('audio/webm;codecs=opus');
    expect(await audio.text()).toBe('opus');
  });

  it('does nothing with a transcript at or below 0.7 confidence, or with silence', async () => {
    const { transcribeOnServer } = await client();
    apiFetch.mockImplementationOnce(() => json(200, { text: 'next step', confidence: 0.7 }));
    expect(await transcribeOnServer(recording, 'en')).toEqual({ kind: 'nothing' });
    apiFetch.mockImplementationOnce(() => json(200, { text: '', confidence: 0 }));
    expect(await transcribeOnServer(recording, 'en')).toEqual({ kind: 'nothing' });
  });

  it('does nothing when a transcription fails online (§8)', async () => {
    const { transcribeOnServer } = await client();
    apiFetch.mockImplementationOnce(() => json(502, { error: 'upstream_failed', message: 'x' }));
    expect(await transcribeOnServer(recording, 'en')).toEqual({ kind: 'nothing' });
    apiFetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await transcribeOnServer(recording, 'en')).toEqual({ kind: 'nothing' });
  });

  it('hands over to the browser when the server has no transcriber, or the device is offline', async () => {
    const { transcribeOnServer, knownServerTranscriber } = await client();
    apiFetch.mockImplementationOnce(notConfigured);
    expect(await transcribeOnServer(recording, 'en')).toEqual({ kind: 'unavailable' });
    expect(knownServerTranscriber()).toBe('absent');

    vi.stubGlobal('navigator', { onLine: false });
    apiFetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await transcribeOnServer(recording, 'en')).toEqual({ kind: 'unavailable' });
  });
});

describe('serverTranscribes', () => {
  it('asks once, with an empty recording, and remembers a server without a transcriber', async () => {
    apiFetch.mockImplementation(notConfigured);
    const { serverTranscribes } = await client();
    expect(await serverTranscribes('en')).toBe(false);
    expect(await serverTranscribes('en')).toBe(false);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    const audio = (apiFetch.mock.calls[0]?.[1]?.body as FormData).get('audio') as File;
    expect(audio.size).toBe(0);
  });

  it('takes "the recording is empty" for a server that transcribes', async () => {
    apiFetch.mockImplementation(() =>
      json(400, { error: 'invalid_request', message: 'The recording is empty.' }),
    );
    const { serverTranscribes, knownServerTranscriber } = await client();
    expect(await serverTranscribes('en')).toBe(true);
    expect(knownServerTranscriber()).toBe('present');
  });

  it('asks again next time when there was no answer', async () => {
    apiFetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    const { serverTranscribes, knownServerTranscriber } = await client();
    expect(await serverTranscribes('en')).toBe(false);
    expect(knownServerTranscriber()).toBe('unknown');
  });
});
