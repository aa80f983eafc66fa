import { describe, expect, it } from 'vitest';
import {
  ChunkWindow,
  ONE_COMMAND_MAX_RECORDINGS,
  acceptedTranscript,
  listeningRoute,
  nextCaptureStep,
  transcriptionAnswer,
} from './capture-rules';

const chunk = (text = 'opus') => new Blob([text]);

describe('ChunkWindow', () => {
  it('is full at the 20th chunk of audio (§9), and says so once', () => {
    const window = new ChunkWindow();
    const full = Array.from({ length: 25 }, () => window.add(chunk()));
    expect(full.indexOf(true)).toBe(19);
    expect(full.filter(Boolean)).toHaveLength(1);
  });

  it('does not count empty chunks, which hold no audio', () => {
    const window = new ChunkWindow(3);
    expect([chunk(), new Blob([]), chunk(), new Blob([])].map((c) => window.add(c))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(window.count).toBe(2);
    expect(window.add(chunk())).toBe(true);
  });

  it('joins its chunks into one recording of the recorded type, in order', async () => {
    const window = new ChunkWindow(3);
    for (const part of ['a', 'b', 'c']) window.add(chunk(part));
    const recording = window.recording('audio/webm;codecs=opus');
    expect(recording?.type).toBe('audio/webm;codecs=opus');
    expect(await recording?.text()).toBe('abc');
  });

  it('has no recording when no audio came in', () => {
    expect(new ChunkWindow().recording('audio/webm')).toBeUndefined();
  });
});

describe('acceptedTranscript', () => {
  it('acts only on a confidence strictly above 0.7 (§4)', () => {
    expect(acceptedTranscript({ text: 'next step', confidence: 0.71 })).toBe('next step');
    expect(acceptedTranscript({ text: 'next step', confidence: 0.9 })).toBe('next step');
    expect(acceptedTranscript({ text: 'next step', confidence: 0.7 })).toBeUndefined();
    expect(acceptedTranscript({ text: 'next step', confidence: 0.2 })).toBeUndefined();
  });

  it('ignores silence and trims what was heard', () => {
    expect(acceptedTranscript({ text: '   ', confidence: 0.95 })).toBeUndefined();
    expect(acceptedTranscript({ text: ' repeat that ', confidence: 0.9 })).toBe('repeat that');
  });
});

describe('transcriptionAnswer', () => {
  it('reads 503 as "no transcriber on the server"', () => {
    expect(transcriptionAnswer(503)).toBe('no-transcriber');
  });

  it('reads other failures as a failed transcription, which does nothing (§8)', () => {
    for (const status of [400, 401, 413, 500, 502, 504]) {
      expect(transcriptionAnswer(status)).toBe('failed');
    }
    expect(transcriptionAnswer(200)).toBe('transcribed');
  });
});

describe('listeningRoute', () => {
  const online = { online: true, canRecord: true };

  it("records for the server's transcriber when it has one", () => {
    expect(listeningRoute({ ...online, transcriber: 'present' })).toBe('server');
  });

  it('asks the server first when it is not known yet', () => {
    expect(listeningRoute({ ...online, transcriber: 'unknown' })).toBe('ask-server');
  });

  it('lets the browser listen without a transcriber, offline, or where it cannot record', () => {
    expect(listeningRoute({ ...online, transcriber: 'absent' })).toBe('browser');
    expect(listeningRoute({ online: false, canRecord: true, transcriber: 'present' })).toBe(
      'browser',
    );
    expect(listeningRoute({ online: true, canRecord: false, transcriber: 'present' })).toBe(
      'browser',
    );
  });
});

describe('nextCaptureStep', () => {
  const once = { continuous: false, heard: false, recordings: 1, last: false };

  it('ends tap-to-talk at the first command heard', () => {
    expect(nextCaptureStep({ ...once, heard: true })).toBe('done');
  });

  it('keeps tap-to-talk listening through silence, for a while', () => {
    expect(nextCaptureStep(once)).toBe('keep-listening');
    expect(nextCaptureStep({ ...once, recordings: ONE_COMMAND_MAX_RECORDINGS })).toBe(
      'nothing-heard',
    );
  });

  it('says nothing was heard when the cook stops tap-to-talk before a command', () => {
    expect(nextCaptureStep({ ...once, last: true })).toBe('nothing-heard');
  });

  it('keeps hands-free listening after commands and silence, until stopped', () => {
    const handsFree = { ...once, continuous: true };
    expect(nextCaptureStep({ ...handsFree, heard: true, recordings: 3 })).toBe('keep-listening');
    expect(nextCaptureStep({ ...handsFree, recordings: 50 })).toBe('keep-listening');
    expect(nextCaptureStep({ ...handsFree, last: true })).toBe('done');
  });
});
