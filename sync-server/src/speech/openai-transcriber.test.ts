// The transcription client against a fake OpenAI-compatible server on loopback.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from './fake-transcription-server';
import { TranscriptionFailed, openAiTranscriber, recordingFileName } from './openai-transcriber';

let server: FakeTranscriptionServer;
beforeAll(async () => {
  server = await startFakeTranscriptionServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  server.answer = () => ({ status: 200, body: { text: ' two cups of flour ' } });
});

const recording = {
  bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]),
  type: 'audio/webm;codecs=opus',
};
const transcriber = (timeoutMs?: number) =>
  openAiTranscriber(
    { baseUrl: server.baseUrl, model: 'whisper-1', apiKey: 'secret-key' },
    timeoutMs === undefined ? {} : { timeoutMs },
  );

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TranscriptionFailed))
    throw new Error(`Not a TranscriptionFailed: ${String(error)}`);
  return error;
}

describe('openAiTranscriber', () => {
  it('sends the recording, model and language as the OpenAI API takes them', async () => {
    const result = await transcriber()(recording, 'fr');
    expect(result).toEqual({ text: 'two cups of flour', confidence: 0.9 });
    expect(server.received).toEqual([
      {
        path: '/v1/audio/transcriptions',
        authorization: 'Bearer secret-key',
        model: 'whisper-1',
        language: 'fr',
        responseFormat: 'json',
        fileName: 'recording.webm',
        fileType: 'audio/webm;codecs=opus',
        fileBytes: recording.bytes,
      },
    ]);
  });

  it('reports an empty transcript (nothing heard) with confidence 0', async () => {
    server.answer = () => ({ status: 200, body: { text: '   ' } });
    expect(await transcriber()(recording, 'en')).toEqual({ text: '', confidence: 0 });
  });

  it('tells a refused recording from a failing service and from one that is too slow', async () => {
    server.answer = () => ({ status: 400, body: { error: { message: 'Invalid file format.' } } });
    expect((await failure(transcriber()(recording, 'en'))).problem).toBe('unreadable');
    server.answer = () => ({ status: 500, body: { error: 'boom' } });
    expect((await failure(transcriber()(recording, 'en'))).problem).toBe('failed');
    server.answer = () => ({ status: 200, body: { transcript: 'not the expected shape' } });
    expect((await failure(transcriber()(recording, 'en'))).problem).toBe('failed');
    server.answer = () => 'hang';
    expect((await failure(transcriber(200)(recording, 'en'))).problem).toBe('timeout');
  });

  it('fails as unreachable when nothing listens', async () => {
    const nowhere = openAiTranscriber({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'whisper-1',
      apiKey: undefined,
    });
    expect((await failure(nowhere(recording, 'en'))).problem).toBe('failed');
  });
});

describe('recordingFileName', () => {
  it('names the file by its type, since providers read the format from the extension', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(recordingFileName('audio/mp4')).toBe('recording.m4a');
    expect(recordingFileName('audio/wav')).toBe('recording.wav');
    expect(recordingFileName('')).toBe('recording.webm');
  });
});
