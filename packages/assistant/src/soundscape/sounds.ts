/**
 * Short sounds placed into a soundscape: a cup's clink, a drop of fat crackling, a knife on a
 * board, a plucked string, an accordion chord, a singing bowl. Each is synthesised from a few
 * sines, a burst of noise or a delay line, and returned as its own buffer that starts and ends
 * near silence.
 */
import { bandpass, highpass, lowpass, sampleFilter } from './filters';
import type { LoopContext } from './loop-signal';

type SoundContext = Pick<LoopContext, 'sampleRate' | 'random'>;

function buffer({ sampleRate }: SoundContext, seconds: number): Float32Array {
  return new Float32Array(Math.max(1, Math.round(seconds * sampleRate)));
}

/** A spoon or cup touching china: a few inharmonic partials that ring briefly. */
export function cupClink(context: SoundContext): Float32Array {
  const { sampleRate, random } = context;
  const sound = buffer(context, 0.5);
  const base = 1900 + random() * 900;
  const partials = [
    { ratio: 1, gain: 1, decay: 0.09 + random() * 0.06 },
    { ratio: 2.32, gain: 0.55, decay: 0.06 },
    { ratio: 4.25, gain: 0.3, decay: 0.035 },
  ];
  for (let i = 0; i < sound.length; i += 1) {
    const t = i / sampleRate;
    let sample = 0;
    for (const { ratio, gain, decay } of partials) {
      sample += gain * Math.exp(-t / decay) * Math.sin(2 * Math.PI * base * ratio * t);
    }
    // A 2 ms attack keeps the strike from clicking.
    sound[i] = sample * Math.min(1, t / 0.002);
  }
  return sound;
}

/** One drop of fat bursting in the pan: a few milliseconds of bright noise. */
export function crackle(context: SoundContext, brightness: number): Float32Array {
  const { sampleRate, random } = context;
  const sound = buffer(context, 0.004 + random() * 0.012);
  const decay = 0.0015 + random() * 0.004;
  const band = sampleFilter(bandpass(sampleRate, 1800 + brightness * 4500, 0.9));
  for (let i = 0; i < sound.length; i += 1) {
    sound[i] = band((random() * 2 - 1) * Math.exp(-i / sampleRate / decay));
  }
  return sound;
}

/** A knife coming down on a wooden board: a click, the board's thump, a short woody tock. */
export function knifeTap(context: SoundContext): Float32Array {
  const { sampleRate, random } = context;
  const sound = buffer(context, 0.16);
  const thump = 170 + random() * 80;
  const tock = 800 + random() * 300;
  const click = sampleFilter(highpass(sampleRate, 3000));
  for (let i = 0; i < sound.length; i += 1) {
    const t = i / sampleRate;
    const noise = click((random() * 2 - 1) * Math.exp(-t / 0.0015));
    const board = Math.sin(2 * Math.PI * thump * t) * Math.exp(-t / 0.028);
    const wood = 0.5 * Math.sin(2 * Math.PI * tock * t) * Math.exp(-t / 0.012);
    sound[i] = (0.5 * noise + board + wood) * Math.min(1, t / 0.0008);
  }
  return sound;
}

/**
 * A plucked string (Karplus–Strong): a burst of softened noise circulating in a delay line as
 * long as one period, averaged a little on every pass so it mellows as it fades, as a koto does.
 */
export function pluck(context: SoundContext, hz: number, seconds: number): Float32Array {
  const { sampleRate, random } = context;
  const sound = buffer(context, seconds);
  const period = Math.max(2, Math.round(sampleRate / hz));
  const soften = sampleFilter(lowpass(sampleRate, hz * 6));
  const line = Float32Array.from({ length: period }, () => soften(random() * 2 - 1));
  // Loss per pass chosen so the note has faded by about 60 dB at the end of `seconds`.
  const loss = Math.pow(0.001, 1 / ((seconds * sampleRate) / period));
  for (let i = 0; i < sound.length; i += 1) {
    const index = i % period;
    const current = line[index] ?? 0;
    const next = line[(index + 1) % period] ?? 0;
    sound[i] = current;
    line[index] = loss * (0.5 * current + 0.5 * next);
  }
  // The pick's attack: the first milliseconds rise rather than jump.
  const attack = Math.round(0.003 * sampleRate);
  for (let i = 0; i < Math.min(attack, sound.length); i += 1) {
    sound[i] = (sound[i] ?? 0) * (i / attack);
  }
  return sound;
}

/**
 * An accordion chord: every note is two reeds tuned a little apart (the "musette" beating),
 * each rich in harmonics that fall off gently, swelling in and out with the bellows.
 */
export function reedChord(context: SoundContext, notes: number[], seconds: number): Float32Array {
  const { sampleRate } = context;
  const sound = buffer(context, seconds);
  const attack = 0.35;
  const release = 0.8;
  const steps = notes.flatMap((hz) => [hz * 0.998, hz * 1.003]).map((hz) => hz / sampleRate);
  const phases = steps.map(() => context.random());
  for (let i = 0; i < sound.length; i += 1) {
    const t = i / sampleRate;
    const rise = Math.min(1, t / attack);
    const fall = Math.min(1, (seconds - t) / release);
    const bellows = 0.85 + 0.15 * Math.sin((2 * Math.PI * t) / seconds);
    let sample = 0;
    for (let r = 0; r < steps.length; r += 1) {
      const phase = ((phases[r] ?? 0) + (steps[r] ?? 0) * i) % 1;
      sample += REED_WAVE[Math.floor(phase * REED_WAVE.length)] ?? 0;
    }
    sound[i] = (sample / steps.length) * Math.max(0, Math.min(rise, fall)) * bellows;
  }
  return sound;
}

/** One cycle of a reed's tone: six harmonics falling off gently (a table: sines are slow). */
const REED_WAVE = (() => {
  const harmonics = [1, 0.5, 0.33, 0.2, 0.12, 0.07];
  const size = 2048;
  return Float32Array.from({ length: size }, (_, i) =>
    harmonics.reduce(
      (sum, gain, h) => sum + gain * Math.sin((2 * Math.PI * (h + 1) * i) / size),
      0,
    ),
  );
})();

/**
 * A singing bowl struck with a soft mallet: a few inharmonic modes (near 1 : 2.7 : 5.2 : 8.4,
 * as measured on Himalayan bowls), each a pair of sines a hertz or so apart (a real bowl's
 * modes come in close pairs, which gives its slow "wah-wah"), the higher ones dying sooner, and the
 * mallet's soft thud at the start. It fades to nothing over its last 1.5 s.
 */
export function singingBowl(context: SoundContext, hz: number, seconds: number): Float32Array {
  const { sampleRate, random } = context;
  const sound = buffer(context, seconds);
  const modes = BOWL_MODES.map(({ ratio, gain, decay }) => ({
    step: (2 * Math.PI * hz * ratio) / sampleRate,
    beat: (2 * Math.PI * (0.6 + random() * 0.8) * Math.sqrt(ratio)) / sampleRate,
    gain,
    decay: decay * seconds,
  }));
  const thud = sampleFilter(lowpass(sampleRate, hz * 1.5));
  const fadeOut = Math.min(1.5, seconds / 3);
  for (let i = 0; i < sound.length; i += 1) {
    const t = i / sampleRate;
    let sample = 0;
    for (const { step, beat, gain, decay } of modes) {
      // A loud and a softer mode of a pair, as one sine whose loudness wavers at their distance.
      const waver = 0.7 + 0.3 * Math.cos(beat * i);
      sample += gain * waver * Math.exp(-t / decay) * Math.sin(step * i);
    }
    sample += 0.3 * thud((random() * 2 - 1) * Math.exp(-t / 0.012));
    const attack = Math.min(1, t / 0.008);
    const release = Math.min(1, (seconds - t) / fadeOut);
    sound[i] = sample * attack * 0.5 * (1 - Math.cos(Math.PI * Math.max(0, release)));
  }
  return sound;
}

/** The bowl's modes: frequency against the lowest, loudness, and decay as a share of its length. */
const BOWL_MODES = [
  { ratio: 1, gain: 1, decay: 0.4 },
  { ratio: 2.71, gain: 0.5, decay: 0.22 },
  { ratio: 5.18, gain: 0.2, decay: 0.1 },
  { ratio: 8.43, gain: 0.08, decay: 0.05 },
];
