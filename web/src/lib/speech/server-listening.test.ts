// Listening through the server's transcriber, with a stand-in recorder (Node has none) and the
// server's answers scripted: what is recorded and sent when, and what reaches the command flow.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecognitionFailed } from './recognition';
import { TranscriberUnavailable, listenThroughServer } from './server-listening';
import type { Transcription } from './server-transcription';
import { FakeMediaRecorder, fakeMicrophone } from './testing/fake-media-recorder';

const transcribeOnServer = vi.hoisted(() =>
  vi.fn<(recording: Blob, language: string) => Promise<Transcription>>(),
);
vi.mock('./server-transcription', () => ({ transcribeOnServer }));

const heard = (text: string): Promise<Transcription> => Promise.resolve({ kind: 'heard', text });
const nothing = (): Promise<Transcription> => Promise.resolve({ kind: 'nothing' });

/** Lets the recorders' stop events and the transcriptions' answers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => {
  FakeMediaRecorder.instances = [];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  transcribeOnServer.mockReset();
  transcribeOnServer.mockImplementation(nothing);
});
afterEach(() => vi.unstubAllGlobals());

function listen(continuous: boolean) {
  const microphone = fakeMicrophone();
  const phrases: string[] = [];
  const session = listenThroughServer({
    stream: microphone.stream,
    language: 'fr',
    continuous,
    onPhrase: (phrase) => phrases.push(phrase),
  });
  // Recorded here so a rejection the test has not reached yet is not reported as unhandled.
  const outcome = session.ended.then(
    () => 'ended',
    (error: unknown) => error,
  );
  return { session, phrases, microphone, outcome };
}

describe('listenThroughServer', () => {
  it('records webm/opus in 100 ms chunks and sends a recording once 20 have come in', async () => {
    listen(false);
    const [recorder] = FakeMediaRecorder.instances;
    expect(recorder?.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder?.timeslice).toBe(100);

    FakeMediaRecorder.tick(19);
    await settle();
    expect(transcribeOnServer).not.toHaveBeenCalled();

    FakeMediaRecorder.tick();
    await settle();
    expect(transcribeOnServer).toHaveBeenCalledTimes(1);
    const [recording, language] = transcribeOnServer.mock.calls[0] ?? [];
    expect(language).toBe('fr');
    expect(recording?.type).toBe('audio/webm;codecs=opus');
    // The 20 chunks and what the recorder still held when it stopped, in one file.
    const chunks = (await recording?.text())?.split(';').filter(Boolean);
    expect(chunks).toEqual(Array.from({ length: 21 }, (_, index) => `r0c${index}`));
  });

  it('starts each recording afresh, so every one is a file of its own', async () => {
    listen(true);
    FakeMediaRecorder.tick(20);
    // The next recorder took over at the 20th chunk: nothing said in between is lost.
    expect(FakeMediaRecorder.recording()).toHaveLength(1);
    FakeMediaRecorder.tick(20);
    await settle();
    const texts = await Promise.all(
      transcribeOnServer.mock.calls.map(([recording]) => recording.text()),
    );
    expect(texts).toHaveLength(2);
    expect(texts[0]?.startsWith('r0c0;')).toBe(true);
    expect(texts[1]?.startsWith('r1c0;')).toBe(true);
  });

  it('tap to talk hands over the first command heard and lets go of the microphone', async () => {
    transcribeOnServer.mockImplementation(() => heard('next step'));
    const { phrases, microphone, outcome } = listen(false);
    FakeMediaRecorder.tick(20);
    expect(await outcome).toBe('ended');
    expect(phrases).toEqual(['next step']);
    expect(microphone.stopped()).toBe(true);
    await settle();
    expect(FakeMediaRecorder.recording()).toEqual([]);
  });

  it('tap to talk gives up after 8 s without a command, saying nothing was heard', async () => {
    const { phrases, outcome } = listen(false);
    for (let recording = 0; recording < 4; recording += 1) {
      FakeMediaRecorder.tick(20);
      await settle();
    }
    const error = await outcome;
    expect(error).toBeInstanceOf(RecognitionFailed);
    expect((error as RecognitionFailed).code).toBe('no-speech');
    expect(phrases).toEqual([]);
  });

  it('hands-free hands over every command in the order said, even if answers come out of order', async () => {
    let answerFirst: (transcription: Transcription) => void = () => undefined;
    transcribeOnServer
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(() => heard('set a timer for five minutes'))
      .mockImplementation(nothing);
    const { session, phrases, microphone, outcome } = listen(true);
    FakeMediaRecorder.tick(40);
    await settle();
    expect(phrases).toEqual([]);
    answerFirst({ kind: 'heard', text: 'chef, next step' });
    await settle();
    expect(phrases).toEqual(['chef, next step', 'set a timer for five minutes']);
    expect(microphone.stopped()).toBe(false);

    // Stopping still sends what was said since the last full recording.
    FakeMediaRecorder.tick(5);
    session.stop();
    expect(await outcome).toBe('ended');
    expect(transcribeOnServer).toHaveBeenCalledTimes(3);
    expect(microphone.stopped()).toBe(true);
  });

  it('ends with TranscriberUnavailable when the server cannot transcribe, for the browser to listen', async () => {
    transcribeOnServer.mockImplementation(() => Promise.resolve({ kind: 'unavailable' }));
    const { microphone, outcome } = listen(true);
    FakeMediaRecorder.tick(20);
    expect(await outcome).toBeInstanceOf(TranscriberUnavailable);
    expect(microphone.stopped()).toBe(true);
  });
});
