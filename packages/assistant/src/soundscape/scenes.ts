/**
 * The five ambiences of the voice settings (spec §3), each a mix of beds.ts's layers and
 * sounds.ts's events over one loop. Levels are root-mean-square values before the final
 * mastering, so they say how the layers sit against each other.
 */
import type { Soundscape } from '@mise/domain/options';
import { hiss, hum, murmur, roomTone } from './beds';
import { type LoopContext, addLooped, atLevel, mixInto, scatter } from './loop-signal';
import { crackle, cupClink, knifeTap, pluck, reedChord } from './sounds';

export type AmbientSoundscape = Exclude<Soundscape, 'none'>;
type Scene = (context: LoopContext) => Float32Array;

/** A busy café: a room of talkers and, every few seconds, a cup set down on its saucer. */
function italianCafe(context: LoopContext): Float32Array {
  const { sampleRate, length, random } = context;
  const cafe = atLevel(murmur(context, 7), 0.1);
  mixInto(cafe, atLevel(roomTone(context, 400), 0.03));
  for (const at of scatter(context, Math.round(length / sampleRate / 2.5))) {
    addLooped(cafe, cupClink(context), at, 0.04 + random() * 0.06);
    // Now and then the spoon touches twice.
    if (random() < 0.3) {
      addLooped(cafe, cupClink(context), at + 0.09 * sampleRate, 0.02 + random() * 0.03);
    }
  }
  return cafe;
}

/** A pan on the heat: a steady hiss, dense small crackles, and now and then a bigger pop. */
function sizzlingPan(context: LoopContext): Float32Array {
  const { sampleRate, length, random } = context;
  const seconds = length / sampleRate;
  const pan = atLevel(hiss(context), 0.05);
  for (const at of scatter(context, Math.round(seconds * 35))) {
    // Mostly faint, a few loud: the cube makes loud drops rare.
    addLooped(pan, crackle(context, random()), at, 0.04 + 0.5 * random() ** 3);
  }
  for (const at of scatter(context, Math.round(seconds * 0.8))) {
    addLooped(pan, crackle(context, 0.1), at, 0.3 + random() * 0.3);
  }
  return pan;
}

/** A bistro: a musette accordion turning through a minor waltz, over the diners' murmur. */
function frenchBistro(context: LoopContext): Float32Array {
  const { sampleRate, length } = context;
  // Am, Dm, E7, Am, F, Dm, E7, Am, each with its bass an octave below the root.
  const chords = [
    [220, 261.63, 329.63],
    [293.66, 349.23, 440],
    [164.81, 207.65, 293.66],
    [220, 261.63, 329.63],
    [174.61, 220, 261.63],
    [293.66, 349.23, 440],
    [164.81, 207.65, 246.94],
    [220, 261.63, 329.63],
  ];
  const each = length / chords.length;
  const music = new Float32Array(length);
  chords.forEach((notes, index) => {
    const bass = (notes[0] ?? 220) / 2;
    // A little longer than its slot, so one chord's release overlaps the next one's swell.
    const chord = reedChord(context, [bass, ...notes], each / sampleRate + 0.4);
    addLooped(music, chord, index * each);
  });
  const bistro = atLevel(music, 0.06);
  mixInto(bistro, atLevel(murmur(context, 5), 0.06));
  mixInto(bistro, atLevel(roomTone(context, 450), 0.02));
  return bistro;
}

/** A kitchen at home: the fridge's hum, the room's quiet, and now and then someone chopping. */
function homeKitchen(context: LoopContext): Float32Array {
  const { sampleRate, length, random } = context;
  const kitchen = atLevel(hum(context), 0.02);
  mixInto(kitchen, atLevel(roomTone(context, 700), 0.03));
  for (const start of scatter(context, Math.max(1, Math.round(length / sampleRate / 6)))) {
    const taps = 5 + Math.floor(random() * 8);
    const interval = (0.24 + random() * 0.06) * sampleRate;
    for (let tap = 0; tap < taps; tap += 1) {
      const jitter = (random() - 0.5) * 0.03 * sampleRate;
      addLooped(kitchen, knifeTap(context), start + tap * interval + jitter, 0.1 + random() * 0.08);
    }
  }
  return kitchen;
}

/** A quiet Japanese restaurant: a koto played unhurriedly over a hushed room. */
function japaneseRestaurant(context: LoopContext): Float32Array {
  const { sampleRate, length, random } = context;
  // The hirajoshi scale on D, from A below to E above.
  const scale = [220, 293.66, 329.63, 349.23, 440, 466.16, 587.33, 659.25];
  const restaurant = atLevel(roomTone(context, 450), 0.02);
  mixInto(restaurant, atLevel(murmur(context, 3), 0.025));
  const koto = new Float32Array(length);
  let degree = 3;
  // A phrase of single notes that wanders a step or two at a time, with the odd grace note.
  for (let at = 0; at < length;) {
    degree = Math.max(0, Math.min(scale.length - 1, degree + Math.floor(random() * 5) - 2));
    addLooped(koto, pluck(context, scale[degree] ?? 440, 2.8), at, 0.6 + random() * 0.4);
    at += (random() < 0.15 ? 0.22 : 0.6 + random() * 2) * sampleRate;
  }
  mixInto(restaurant, atLevel(koto, 0.07));
  return restaurant;
}

export const SCENES: Record<AmbientSoundscape, Scene> = {
  'italian-cafe': italianCafe,
  'sizzling-pan': sizzlingPan,
  'french-bistro': frenchBistro,
  'home-kitchen': homeKitchen,
  'japanese-restaurant': japaneseRestaurant,
};
