// Listening through the server's transcriber (§4 voice capture): the microphone is recorded in
// 2-second recordings, each sent for transcription in turn, and each command heard is handed
// over in the order it was said. Shaped like the browser's continuous recognition
// (recognition.ts), so the voice control treats both alike; it ends with TranscriberUnavailable
// when the server cannot transcribe after all, and the browser's recogniser takes over.
import type { Language } from '@mise/domain/options';
import { nextCaptureStep } from './capture-rules';
import { closeMicrophone } from './microphone';
import { type ContinuousListening, RecognitionFailed } from './recognition';
import { type Transcription, transcribeOnServer } from './server-transcription';
import { type WindowedRecording, recordInWindows } from './voice-recorder';

export class TranscriberUnavailable extends Error {
  override readonly name = 'TranscriberUnavailable';
  constructor(options?: ErrorOptions) {
    super('Speech cannot be transcribed on the server right now.', options);
  }
}

export interface ServerListeningOptions {
  /** An open microphone (openMicrophone); it is closed when listening ends. */
  stream: MediaStream;
  language: Language;
  /** Hands-free: listen until stopped. Otherwise one command (§5: a single utterance). */
  continuous: boolean;
  onPhrase: (phrase: string) => void;
}

export function listenThroughServer({
  stream,
  language,
  continuous,
  onPhrase,
}: ServerListeningOptions): ContinuousListening {
  let stop = () => {};
  const ended = new Promise<void>((resolve, reject) => {
    let over = false;
    let recordings = 0;
    let heard = false;
    // One transcription at a time, so commands are acted on in the order they were said.
    let turn = Promise.resolve();

    const end = (error?: Error) => {
      if (over) return;
      over = true;
      recording.stop();
      closeMicrophone(stream);
      if (error) reject(error);
      else resolve();
    };

    const transcribe = async (audio: Blob | undefined, last: boolean) => {
      if (over) return;
      recordings += 1;
      const result: Transcription = audio
        ? await transcribeOnServer(audio, language)
        : { kind: 'nothing' };
      if (over) return;
      if (result.kind === 'unavailable') return end(new TranscriberUnavailable());
      if (result.kind === 'heard') {
        heard = true;
        onPhrase(result.text);
      }
      const step = nextCaptureStep({ continuous, heard, recordings, last });
      if (step === 'done') end();
      else if (step === 'nothing-heard') end(new RecognitionFailed('no-speech'));
    };

    let recording: WindowedRecording;
    try {
      recording = recordInWindows(stream, (audio, last) => {
        turn = turn
          .then(() => transcribe(audio, last))
          .catch((error: unknown) =>
            end(error instanceof Error ? error : new Error(String(error))),
          );
      });
    } catch (error) {
      // A browser that cannot record this microphone can still recognise speech itself.
      closeMicrophone(stream);
      reject(new TranscriberUnavailable({ cause: error }));
      return;
    }
    stop = () => recording.stop();
  });
  return { ended, stop: () => stop() };
}
