/**
 * The loops of the mindful sessions with audio (spec §3): singing bowls for Pre-Cooking
 * Centering and a slow drone for the Kitchen Zen Soundscape. Made of the same seamless layers
 * as the kitchen ambiences (scenes.ts); levels are root-mean-square values before mastering.
 */
import type { MindfulSoundscape } from '@mise/domain/options';
import { drone, roomTone } from './beds';
import { type LoopContext, addLooped, atLevel, mixInto } from './loop-signal';
import { singingBowl } from './sounds';

type Scene = (context: LoopContext) => Float32Array;

/**
 * A bowl struck about every eight seconds (G3, D4, B3 in turn), each left to ring out, over a
 * low, quiet fifth that keeps the silence between them warm.
 */
function singingBowls(context: LoopContext): Float32Array {
  const { sampleRate, length, random } = context;
  const seconds = length / sampleRate;
  const bowls = new Float32Array(length);
  const strikes = Math.max(1, Math.round(seconds / 8));
  const pitches = [196, 293.66, 246.94];
  for (let strike = 0; strike < strikes; strike += 1) {
    const at = ((strike + 0.1 + random() * 0.2) * length) / strikes;
    const hz = pitches[strike % pitches.length] ?? 196;
    const ring = Math.min(14, seconds);
    addLooped(bowls, singingBowl(context, hz, ring), at, 0.75 + random() * 0.25);
  }
  const room = atLevel(bowls, 0.08);
  mixInto(room, atLevel(drone(context, [98, 146.83], { harmonics: [1, 0.3] }), 0.02));
  mixInto(room, atLevel(roomTone(context, 300), 0.006));
  return room;
}

/**
 * Music to cook along with: a low drone on D (root, fifth, octave) under a high, open chord
 * (A, D, E, A) whose notes swell in and out on their own, and twice a loop a small bell.
 */
function zenDrone(context: LoopContext): Float32Array {
  const { length, random } = context;
  const low = drone(context, [73.42, 110, 146.83], { harmonics: [1, 0.45, 0.2, 0.1], floor: 0.7 });
  const music = atLevel(low, 0.06);
  const pad = drone(context, [220, 293.66, 329.63, 440], {
    harmonics: [1, 0.15],
    swells: 4,
    floor: 0,
  });
  mixInto(music, atLevel(pad, 0.03));
  const bells = new Float32Array(length);
  [880, 1174.66].forEach((hz, index) => {
    const at = ((index + 0.3 + random() * 0.4) * length) / 2;
    addLooped(bells, singingBowl(context, hz, 6), at);
  });
  mixInto(music, atLevel(bells, 0.008));
  mixInto(music, atLevel(roomTone(context, 350), 0.005));
  return music;
}

export const MINDFUL_SCENES: Record<MindfulSoundscape, Scene> = {
  'singing-bowls': singingBowls,
  'zen-drone': zenDrone,
};
