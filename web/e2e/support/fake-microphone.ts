// Chromium with a microphone that plays a WAV file we make here (no recordings from elsewhere):
// the permission prompt is answered yes, and the page records real audio through getUserMedia
// and MediaRecorder, as on a phone. The sound is voice-like (a 140 Hz buzz with its harmonics,
// swelling and fading four times a second like syllables); Chromium loops it.
import type { LaunchOptions } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumLaunchOptions } from './chromium';

const SAMPLE_RATE_HZ = 16_000;
const SECONDS = 3;

/** 16-bit mono PCM in a RIFF/WAVE container. */
export function voiceLikeWav(): Buffer {
  const samples = SAMPLE_RATE_HZ * SECONDS;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE_HZ, 24);
  wav.writeUInt32LE(SAMPLE_RATE_HZ * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1) {
    const time = index / SAMPLE_RATE_HZ;
    const syllable = Math.max(0, Math.sin(2 * Math.PI * 4 * time));
    let voice = 0;
    for (let harmonic = 1; harmonic <= 8; harmonic += 1) {
      voice += Math.sin(2 * Math.PI * 140 * harmonic * time) / harmonic;
    }
    wav.writeInt16LE(Math.round(voice * syllable * 0.25 * 32_767 * 0.6), 44 + index * 2);
  }
  return wav;
}

let wavPath: string | undefined;

/** Launch options for Chromium with the fake microphone (the WAV is written once per worker). */
export function fakeMicrophoneLaunchOptions(): LaunchOptions {
  wavPath ??= path.join(mkdtempSync(path.join(tmpdir(), 'mise-mic-')), 'voice.wav');
  writeFileSync(wavPath, voiceLikeWav());
  return {
    ...chromiumLaunchOptions(),
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}`,
    ],
  };
}
