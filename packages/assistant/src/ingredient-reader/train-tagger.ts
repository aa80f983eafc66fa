/**
 * Learns a tagger model from tagged lines: the averaged structured perceptron (Collins 2002).
 * Each pass goes through the lines in a seeded random order; where the current weights tag a
 * line wrongly, the features of the right tags gain 1 and those of the wrong ones lose 1.
 * The model keeps each weight's average over all steps, which generalises far better than the
 * last value. Used by bench/train-ingredient-tagger.ts and the tagger's tests, never by the app.
 */
import { seededRandom } from '@mise/domain/seeded-random';
import { TAGS, type Tag } from './tags';
import { emissionScores, viterbi, type TaggerModel } from './tagger';

export interface TrainingLine {
  features: string[][];
  tags: Tag[];
}

export interface TrainingOptions {
  epochs: number;
  seed: number;
  /** Weights whose averaged size stays below this are dropped from the model (its size). */
  prune: number;
}

/** A weight vector with the running sums the averaging needs. */
interface Averaged {
  value: Float64Array;
  total: Float64Array;
  stamp: Float64Array;
}

const TAG_COUNT = TAGS.length;
const TAG_INDEX = new Map<Tag, number>(TAGS.map((tag, index) => [tag, index]));
const vector = (): Averaged => ({
  value: new Float64Array(TAG_COUNT),
  total: new Float64Array(TAG_COUNT),
  stamp: new Float64Array(TAG_COUNT),
});

function bump(weights: Averaged, tag: number, delta: number, step: number): void {
  weights.total[tag] =
    (weights.total[tag] ?? 0) + (step - (weights.stamp[tag] ?? 0)) * (weights.value[tag] ?? 0);
  weights.stamp[tag] = step;
  weights.value[tag] = (weights.value[tag] ?? 0) + delta;
}

function averaged(weights: Averaged, steps: number): number[] {
  return Array.from(weights.value, (value, tag) => {
    const total = (weights.total[tag] ?? 0) + (steps - (weights.stamp[tag] ?? 0)) * value;
    return total / steps;
  });
}

// One decimal is all the precision decoding needs (weights run to about ±100): a third of the size.
const round = (value: number) => Math.round(value * 10) / 10;

export function trainTagger(lines: readonly TrainingLine[], options: TrainingOptions): TaggerModel {
  const features = new Map<string, Averaged>();
  const transitions = Array.from({ length: TAG_COUNT + 1 }, vector);
  const random = seededRandom(options.seed);
  const order = lines.map((_, index) => index);
  let step = 1;
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let index = order.length - 1; index > 0; index -= 1) {
      const swap = Math.floor(random() * (index + 1));
      [order[index], order[swap]] = [order[swap] ?? 0, order[index] ?? 0];
    }
    for (const at of order) {
      const line = lines[at];
      if (line === undefined) continue;
      const gold = line.tags.map((tag) => TAG_INDEX.get(tag) ?? TAG_COUNT - 1);
      const emissions = line.features.map((own) =>
        emissionScores(own, (feature) => features.get(feature)?.value, TAG_COUNT),
      );
      const guess = viterbi(
        emissions,
        transitions.map((row) => row.value),
        TAG_COUNT,
      );
      gold.forEach((right, position) => {
        const wrong = guess[position] ?? right;
        const from = position === 0 ? TAG_COUNT : (gold[position - 1] ?? 0);
        const guessedFrom = position === 0 ? TAG_COUNT : (guess[position - 1] ?? 0);
        if (right !== wrong || from !== guessedFrom) {
          const goldRow = transitions[from];
          const guessRow = transitions[guessedFrom];
          if (goldRow) bump(goldRow, right, 1, step);
          if (guessRow) bump(guessRow, wrong, -1, step);
        }
        if (right === wrong) return;
        for (const feature of line.features[position] ?? []) {
          let weights = features.get(feature);
          if (weights === undefined) {
            weights = vector();
            features.set(feature, weights);
          }
          bump(weights, right, 1, step);
          bump(weights, wrong, -1, step);
        }
      });
      step += 1;
    }
  }
  const weights: Record<string, number[]> = {};
  for (const [feature, vectorOf] of features) {
    const mean = averaged(vectorOf, step);
    if (mean.every((value) => Math.abs(value) < options.prune)) continue;
    weights[feature] = mean.map(round);
  }
  return {
    tags: [...TAGS],
    transitions: transitions.map((row) => averaged(row, step).map(round)),
    weights,
  };
}
