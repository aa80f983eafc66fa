// A server of its own for the voice-capture tests: the production build, configured with a
// speech-to-text endpoint (AI_BASE_URL, AI_TRANSCRIBE_MODEL) that is the server tests' fake
// OpenAI-compatible transcriber on loopback. The shared e2e server stays without one, as a
// default install is, so every other test sees the browser's recogniser listening.
import {
  type FakeTranscriptionServer,
  startFakeTranscriptionServer,
} from '../../../sync-server/src/speech/fake-transcription-server';
import { startServer } from './production-server';

export interface TranscribingServer {
  origin: string;
  /** What the app's server sent to the transcriber, and what it answers. */
  transcriber: FakeTranscriptionServer;
  close(): Promise<void>;
}

export async function startTranscribingServer(): Promise<TranscribingServer> {
  const transcriber = await startFakeTranscriptionServer();
  const server = await startServer({
    AI_BASE_URL: transcriber.baseUrl,
    // Recipe generation and phrasing would ask this model; these tests never do.
    AI_MODEL: 'e2e-unused',
    AI_TRANSCRIBE_MODEL: 'e2e-whisper',
  });
  return {
    origin: server.baseUrl,
    transcriber,
    close: async () => {
      await server.stop();
      await transcriber.close();
    },
  };
}
