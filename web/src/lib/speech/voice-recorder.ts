// Records the microphone for the server's transcriber (§4, §9): webm/opus, a chunk every
// 100 ms, and a recording handed over at every 20th chunk. Each recording is a file of its own
// that a transcriber can read: a WebM stream's header is only in its first chunk, so instead of
// slicing one long stream, a fresh recorder takes over at the 20th chunk (both run for a moment,
// so no audio falls between them) and the full one is stopped.
import { VOICE_RECORDING_MIME_TYPE, VOICE_RECORDING_TIMESLICE_MS } from '@mise/domain/constants';
import { ChunkWindow } from './capture-rules';

export interface WindowedRecording {
  /** Stops recording; what was recorded since the last full window is still handed over. */
  stop: () => void;
}

/**
 * `onRecording` gets each recording in order, or undefined for a last one without audio;
 * `last` is true for the one that ended because recording was stopped.
 */
export type RecordingHandler = (recording: Blob | undefined, last: boolean) => void;

export function canRecordVoice(): boolean {
  return typeof MediaRecorder === 'function';
}

export function recordInWindows(
  stream: MediaStream,
  onRecording: RecordingHandler,
): WindowedRecording {
  // Safari records mp4/aac instead; the server names the file after its type either way.
  const options = MediaRecorder.isTypeSupported(VOICE_RECORDING_MIME_TYPE)
    ? { mimeType: VOICE_RECORDING_MIME_TYPE }
    : undefined;
  let stopped = false;
  let current: MediaRecorder | undefined;

  const begin = () => {
    const recorder = new MediaRecorder(stream, options);
    const chunks = new ChunkWindow();
    let handedOn = false;
    current = recorder;
    recorder.ondataavailable = (event) => {
      if (!chunks.add(event.data) || stopped) return;
      handedOn = true;
      begin();
      recorder.stop();
    };
    recorder.onstop = () => {
      const type = recorder.mimeType || (options?.mimeType ?? VOICE_RECORDING_MIME_TYPE);
      onRecording(chunks.recording(type), !handedOn);
    };
    recorder.start(VOICE_RECORDING_TIMESLICE_MS);
  };
  begin();

  return {
    stop: () => {
      if (stopped) return;
      stopped = true;
      if (current?.state !== 'inactive') current?.stop();
    },
  };
}
