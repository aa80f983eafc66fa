/**
 * A structured perceptron (Collins 2002): each tag of a token scores the sum of its features'
 * weights, each pair of neighbouring tags a transition weight, and Viterbi picks the best tag
 * sequence for the whole line. The weights are learned from labelled lines
 * (bench/train-ingredient-tagger.ts) and shipped as `tagger-model.json`; decoding is a few
 * hundred additions per token.
 */
import { TAGS, type Tag } from './tags';

export interface TaggerModel {
  readonly tags: readonly Tag[];
  /** transitions[from][to]; `from` = tags.length is the start of the line. */
  readonly transitions: readonly (readonly number[])[];
  /** Per feature, one weight per tag. */
  readonly weights: Readonly<Record<string, readonly number[]>>;
}

export type WeightLookup = (feature: string) => ArrayLike<number> | undefined;

export function emissionScores(
  features: readonly string[],
  lookup: WeightLookup,
  tags: number,
): number[] {
  const scores = new Array<number>(tags).fill(0);
  for (const feature of features) {
    const weights = lookup(feature);
    if (weights === undefined) continue;
    for (let tag = 0; tag < tags; tag += 1) scores[tag] = (scores[tag] ?? 0) + (weights[tag] ?? 0);
  }
  return scores;
}

/** The best tag index for each token (Viterbi over emission + transition scores). */
export function viterbi(
  emissions: readonly number[][],
  transitions: readonly ArrayLike<number>[],
  tags: number,
): number[] {
  if (emissions.length === 0) return [];
  const back: number[][] = [];
  let previous = (emissions[0] ?? []).map((score, tag) => score + (transitions[tags]?.[tag] ?? 0));
  for (let index = 1; index < emissions.length; index += 1) {
    const current: number[] = [];
    const pointers: number[] = [];
    for (let tag = 0; tag < tags; tag += 1) {
      let best = -Infinity;
      let from = 0;
      for (let prior = 0; prior < tags; prior += 1) {
        const score = (previous[prior] ?? 0) + (transitions[prior]?.[tag] ?? 0);
        if (score > best) {
          best = score;
          from = prior;
        }
      }
      current.push(best + (emissions[index]?.[tag] ?? 0));
      pointers.push(from);
    }
    back.push(pointers);
    previous = current;
  }
  let tag = previous.indexOf(Math.max(...previous));
  const path = [tag];
  for (let index = back.length - 1; index >= 0; index -= 1) {
    tag = back[index]?.[tag] ?? 0;
    path.push(tag);
  }
  return path.reverse();
}

/**
 * The best tag sequence that uses `required` at least once: Viterbi over pairs of (tag, whether
 * `required` came yet), the line's end taken only where it has.
 */
export function viterbiWith(
  emissions: readonly number[][],
  transitions: readonly ArrayLike<number>[],
  tags: number,
  required: number,
): number[] {
  if (emissions.length === 0) return [];
  // State s = tag + tags * seen.
  const states = tags * 2;
  const back: number[][] = [];
  let previous = new Array<number>(states).fill(-Infinity);
  (emissions[0] ?? []).forEach((score, tag) => {
    previous[tag + (tag === required ? tags : 0)] = score + (transitions[tags]?.[tag] ?? 0);
  });
  for (let index = 1; index < emissions.length; index += 1) {
    const current = new Array<number>(states).fill(-Infinity);
    const pointers = new Array<number>(states).fill(0);
    for (let state = 0; state < states; state += 1) {
      const prior = previous[state] ?? -Infinity;
      if (prior === -Infinity) continue;
      const priorTag = state % tags;
      const seen = state >= tags;
      for (let tag = 0; tag < tags; tag += 1) {
        const next = tag + (seen || tag === required ? tags : 0);
        const score = prior + (transitions[priorTag]?.[tag] ?? 0) + (emissions[index]?.[tag] ?? 0);
        if (score > (current[next] ?? -Infinity)) {
          current[next] = score;
          pointers[next] = state;
        }
      }
    }
    back.push(pointers);
    previous = current;
  }
  let state = tags;
  for (let candidate = tags; candidate < states; candidate += 1) {
    if ((previous[candidate] ?? -Infinity) > (previous[state] ?? -Infinity)) state = candidate;
  }
  const path = [state % tags];
  for (let index = back.length - 1; index >= 0; index -= 1) {
    state = back[index]?.[state] ?? 0;
    path.push(state % tags);
  }
  return path.reverse();
}

/**
 * Tags a line's tokens (their features, `lineFeatures`) with a trained model. Every ingredient
 * line names something: where the best tagging has no name ("10 c popped popcorn" read as all
 * preparation), the best one with a name is taken instead.
 */
export function tagLine(model: TaggerModel, features: readonly string[][]): Tag[] {
  const tags = model.tags.length;
  const emissions = features.map((own) =>
    emissionScores(own, (feature) => model.weights[feature], tags),
  );
  let path = viterbi(emissions, model.transitions, tags);
  const name = model.tags.indexOf('NAME');
  if (name !== -1 && !path.includes(name)) {
    path = viterbiWith(emissions, model.transitions, tags, name);
  }
  return path.map((index) => model.tags[index] ?? 'O');
}

export { TAGS };
