/**
 * How high a recorded voice is: the median fundamental frequency of its voiced frames, by
 * normalised autocorrelation. Enough to tell espeak-ng's voices apart (≈85 Hz for its low male
 * variant, ≈200 Hz for its female one), not a general pitch tracker.
 */

const FRAME = 1024;
const HOP = 512;
const LOWEST_HZ = 60;
const HIGHEST_HZ = 400;
/** Quieter frames are pauses or breath. */
const VOICED_RMS = 0.03;
/** Below this the frame has no clear period (a consonant). */
const PERIODIC = 0.8;

export function medianPitchHz(samples: Float32Array, sampleRate: number): number {
  const shortest = Math.floor(sampleRate / HIGHEST_HZ);
  const longest = Math.ceil(sampleRate / LOWEST_HZ);
  const pitches: number[] = [];
  for (let start = 0; start + FRAME + longest < samples.length; start += HOP) {
    const energy = sumOfProducts(samples, start, start, FRAME);
    if (Math.sqrt(energy / FRAME) < VOICED_RMS) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = shortest; lag <= longest; lag += 1) {
      const shifted = sumOfProducts(samples, start + lag, start + lag, FRAME);
      const similarity =
        sumOfProducts(samples, start, start + lag, FRAME) / Math.sqrt(energy * shifted + 1e-12);
      if (similarity > best) {
        best = similarity;
        bestLag = lag;
      }
    }
    if (best >= PERIODIC) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? Number.NaN;
}

function sumOfProducts(samples: Float32Array, a: number, b: number, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += (samples[a + i] ?? 0) * (samples[b + i] ?? 0);
  return sum;
}
