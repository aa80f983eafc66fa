// The rules of voice capture (§4, §9), apart from the browser so they can be tested alone: how
// many chunks make a recording worth sending, which transcripts count as a command, where to
// listen (the server's transcriber or the browser's recogniser), and when listening is over.
import type { VoiceTranscribeResponse } from '@mise/domain/api/voice';
import {
  VOICE_CHUNKS_PER_TRANSCRIPTION,
  VOICE_COMMAND_MIN_CONFIDENCE,
} from '@mise/domain/constants';

/**
 * Tap to talk gives up after this many recordings with no command in them, about as long as
 * the browser's recogniser waits for a single utterance (8 s), so a forgotten microphone does
 * not keep sending silence to the server.
 */
export const ONE_COMMAND_MAX_RECORDINGS = 4;

/**
 * The chunks of one recording, 100 ms each (§9), until there are enough to send (20, §4). An
 * empty chunk holds no audio (a recorder emits one when it had nothing yet) and is not counted.
 */
export class ChunkWindow {
  private readonly chunks: Blob[] = [];

  constructor(private readonly size = VOICE_CHUNKS_PER_TRANSCRIPTION) {}

  /** Keeps the chunk; true exactly once, for the chunk that fills the window. */
  add(chunk: Blob): boolean {
    if (chunk.size === 0) return false;
    this.chunks.push(chunk);
    return this.chunks.length === this.size;
  }

  get count(): number {
    return this.chunks.length;
  }

  /** The chunks as one recording of `type`, or nothing if no audio came in. */
  recording(type: string): Blob | undefined {
    return this.chunks.length === 0 ? undefined : new Blob(this.chunks, { type });
  }
}

/** The words of a transcription, when it is sure enough to act on (strictly above 0.7, §4). */
export function acceptedTranscript(result: VoiceTranscribeResponse): string | undefined {
  const text = result.text.trim();
  if (text === '' || !(result.confidence > VOICE_COMMAND_MIN_CONFIDENCE)) return undefined;
  return text;
}

export type TranscriptionAnswer = 'transcribed' | 'no-transcriber' | 'failed';

/**
 * What an answer of POST /api/voice/transcribe means for the client: 503 says the server has no
 * transcriber (docs/api.md), or none it can reach now, and the browser listens instead.
 * Anything else that is not OK is a failed transcription, which does nothing (§8).
 */
export function transcriptionAnswer(status: number): TranscriptionAnswer {
  if (status >= 200 && status < 300) return 'transcribed';
  if (status === 503) return 'no-transcriber';
  return 'failed';
}

/** What this page knows of the server's transcriber: not asked yet, there, or not. */
export type ServerTranscriber = 'unknown' | 'present' | 'absent';

export type ListeningRoute = 'server' | 'ask-server' | 'browser';

/**
 * The server's transcriber first, when there is one and it can be reached: it hears the same
 * in every browser and needs no speech service of the browser maker's. Offline, or where the
 * browser cannot record, or when the server has none, the browser's recogniser listens (§5).
 */
export function listeningRoute(situation: {
  online: boolean;
  canRecord: boolean;
  transcriber: ServerTranscriber;
}): ListeningRoute {
  if (!situation.online || !situation.canRecord || situation.transcriber === 'absent') {
    return 'browser';
  }
  return situation.transcriber === 'present' ? 'server' : 'ask-server';
}

export type CaptureStep = 'keep-listening' | 'done' | 'nothing-heard';

/**
 * After each recording has been transcribed: tap to talk is one command (§5: a single
 * utterance), so it is done at the first one heard, and gives up when nothing was heard by the
 * time recording stopped or after ONE_COMMAND_MAX_RECORDINGS. Hands-free listens on until the
 * cook stops it.
 */
export function nextCaptureStep(progress: {
  continuous: boolean;
  /** A command was heard in this session. */
  heard: boolean;
  /** Recordings transcribed so far in this session. */
  recordings: number;
  /** This was the last recording: the cook stopped listening. */
  last: boolean;
}): CaptureStep {
  const { continuous, heard, recordings, last } = progress;
  if (continuous) return last ? 'done' : 'keep-listening';
  if (heard) return 'done';
  if (last || recordings >= ONE_COMMAND_MAX_RECORDINGS) return 'nothing-heard';
  return 'keep-listening';
}
