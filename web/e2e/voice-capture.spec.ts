// Voice capture through the server's transcriber (spec §4 voice capture, §9 voice recording;
// issue 6): Chromium's fake microphone plays a WAV the test makes, the page records it with
// MediaRecorder and sends it to /api/voice/transcribe, and the server passes it to its
// configured OpenAI-compatible endpoint, here the server tests' fake. What comes back acts in
// the cooking guide as any spoken command does. (Without a transcriber the browser's recogniser
// listens: every other voice test runs against such a server.)
import {
  VOICE_CHUNKS_PER_TRANSCRIPTION,
  VOICE_RECORDING_TIMESLICE_MS,
} from '@mise/domain/constants';
import { test as base, expect } from '@playwright/test';
import { fakeMicrophoneLaunchOptions } from './support/fake-microphone';
import { installFakeSpeech } from './support/fake-speech';
import { type RecorderEntry, logMediaRecorders } from './support/recorder-log';
import { waitForServiceWorkerReady } from './support/service-worker';
import { AVOCADO_TOAST_STEPS, startAvocadoToast } from './support/start-avocado-toast';
import { type TranscribingServer, startTranscribingServer } from './support/transcribing-server';

const test = base.extend<object, { transcribing: TranscribingServer }>({
  transcribing: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startTranscribingServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ transcribing }, use) => use(transcribing.origin),
});
test.use({ launchOptions: fakeMicrophoneLaunchOptions() });

const total = AVOCADO_TOAST_STEPS.length;
/** Every WebM file starts with the EBML magic number. */
const WEBM_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

test('a spoken "next step" is recorded, transcribed by the server, and moves the guide on', async ({
  page,
  transcribing,
}) => {
  const { transcriber } = transcribing;
  transcriber.received.length = 0;
  transcriber.answer = () => ({ status: 200, body: { text: 'next step' } });
  await page.addInitScript(logMediaRecorders);
  const guide = await startAvocadoToast(page);

  await guide.button('Speak a command').click();
  await expect(guide.section.getByRole('status').filter({ hasText: 'Listening...' })).toBeVisible();
  await expect(guide.stepOf(2, total)).toBeVisible();
  await expect(guide.currentStep).toHaveText(AVOCADO_TOAST_STEPS[1] ?? '');
  await expect(guide.section.getByText('Heard:')).toContainText('next step');
  // Tap to talk is one command: listening ends once it is heard.
  await expect(guide.button('Speak a command')).toBeVisible();

  // One recording reached the transcriber: WebM audio from the microphone, in the settings'
  // language, handed over at the 20th chunk of 100 ms (§4, §9).
  expect(transcriber.received).toHaveLength(1);
  const [recording] = transcriber.received;
  expect(recording).toMatchObject({
    path: '/v1/audio/transcriptions',
    model: 'e2e-whisper',
    language: 'en',
    fileName: 'recording.webm',
  });
  expect(recording?.fileType).toMatch(/^audio\/webm/);
  expect([...(recording?.fileBytes.subarray(0, 4) ?? [])]).toEqual(WEBM_MAGIC);
  const [first] = await page.evaluate(
    () => (window as unknown as { __recorders: RecorderEntry[] }).__recorders,
  );
  expect(first?.chunksBeforeStop).toBe(VOICE_CHUNKS_PER_TRANSCRIPTION);
  // 20 chunks are 2 seconds of sound. A busy machine hands chunks over late, each then holding
  // what came in meanwhile, so they may last longer; but the file holds what was recorded from
  // start to stop and nothing else (no earlier recording, no silence added).
  const seconds = await page.evaluate(
    async (bytes) => {
      const decoder = new OfflineAudioContext(1, 1, 16_000);
      return (await decoder.decodeAudioData(new Uint8Array(bytes).buffer)).duration;
    },
    [...(recording?.fileBytes ?? [])],
  );
  const recordedSeconds = ((first?.stoppedAt ?? 0) - (first?.startedAt ?? 0)) / 1000;
  expect(seconds).toBeGreaterThan(1.9);
  expect(seconds).toBeLessThan(recordedSeconds + 0.25);
});

test('hands-free keeps recording and acts only on what follows "chef"', async ({
  page,
  transcribing,
}) => {
  const { transcriber } = transcribing;
  transcriber.received.length = 0;
  const heard = ['set a timer for five minutes', 'chef, next step'];
  transcriber.answer = () => ({ status: 200, body: { text: heard.shift() ?? '' } });
  const guide = await startAvocadoToast(page);

  await guide.section.getByRole('switch', { name: 'Hands-free' }).click();
  await guide.button('Speak a command').click();
  await expect(guide.stepOf(2, total)).toBeVisible();
  // The first recording had no "chef" in front: no timer was set.
  await expect(guide.timers).toHaveCount(0);
  // Still listening after a command, unlike tap to talk.
  await expect(guide.button('Stop listening')).toHaveAttribute('aria-pressed', 'true');

  await guide.button('Stop listening').click();
  await expect(guide.button('Speak a command')).toBeVisible();
  // Stopped is stopped: nothing more is recorded or sent. An absence has no event to wait for,
  // so the test waits out one whole recording (20 chunks of 100 ms) and a margin.
  const sent = transcriber.received.length;
  await page.waitForTimeout(VOICE_CHUNKS_PER_TRANSCRIPTION * VOICE_RECORDING_TIMESLICE_MS + 500);
  expect(transcriber.received.length).toBe(sent);
});

test("offline, the browser's own recogniser listens instead of the server", async ({
  page,
  context,
  transcribing,
}) => {
  const { transcriber } = transcribing;
  transcriber.received.length = 0;
  await page.addInitScript(installFakeSpeech, { phrases: ['Next step.'] });
  const guide = await startAvocadoToast(page);
  await waitForServiceWorkerReady(page);
  await context.setOffline(true);

  await guide.button('Speak a command').click();
  await expect(guide.stepOf(2, total)).toBeVisible();
  await expect(guide.section.getByText('Heard:')).toContainText('Next step.');
  expect(transcriber.received).toEqual([]);
});
