/**
 * `pnpm train:ingredients`: learns the ingredient-line tagger from the training part of the
 * labelled corpus (bench/ingredient-corpus.ts; the held-out fifth is never used here) and writes
 * src/ingredient-reader/tagger-model.json, the weights the reader ships with. Prints how many
 * lines it learned from and the tag accuracy on the held-out lines. Deterministic: the same
 * corpus gives the same model.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { alignLabels } from '../src/ingredient-reader/align-labels';
import { lineFeatures } from '../src/ingredient-reader/features';
import { tagLine } from '../src/ingredient-reader/tagger';
import { trainTagger, type TrainingLine } from '../src/ingredient-reader/train-tagger';
import { isHeldOut, readCorpus } from './ingredient-corpus';

const MODEL_FILE = fileURLToPath(
  new URL('../src/ingredient-reader/tagger-model.json', import.meta.url),
);
const EPOCHS = Number(process.env.TAGGER_EPOCHS ?? 20);
const PRUNE = Number(process.env.TAGGER_PRUNE ?? 4);

const training: TrainingLine[] = [];
const heldOut: TrainingLine[] = [];
let unaligned = 0;
for (const source of readCorpus()) {
  for (const line of source.lines) {
    const aligned = alignLabels(line);
    if (aligned === undefined) {
      unaligned += 1;
      continue;
    }
    const tagged = { features: lineFeatures(aligned.tokens), tags: aligned.tags };
    (isHeldOut(line.input) ? heldOut : training).push(tagged);
  }
}
const started = performance.now();
const model = trainTagger(training, { epochs: EPOCHS, seed: 22, prune: PRUNE });
const seconds = (performance.now() - started) / 1000;

let right = 0;
let tokens = 0;
let lines = 0;
for (const line of heldOut) {
  const tags = tagLine(model, line.features);
  const correct = tags.filter((tag, index) => tag === line.tags[index]).length;
  right += correct;
  tokens += tags.length;
  lines += Number(correct === tags.length);
}
const json = JSON.stringify(model);
writeFileSync(MODEL_FILE, `${json}\n`);
console.log(
  `learned from ${training.length.toLocaleString('en-US')} lines in ${seconds.toFixed(1)} s ` +
    `(${EPOCHS} passes; ${unaligned} rows whose name is not in the line skipped)`,
);
console.log(
  `held out: ${heldOut.length.toLocaleString('en-US')} lines, tags ${((100 * right) / tokens).toFixed(1)} % ` +
    `right, whole lines ${((100 * lines) / heldOut.length).toFixed(1)} %`,
);
console.log(
  `model: ${Object.keys(model.weights).length.toLocaleString('en-US')} features, ` +
    `${(json.length / 1024).toFixed(0)} KiB → ${MODEL_FILE}`,
);
