/**
 * Korean text as hangul for espeak-ng's `ko` voice, which reads hangul and spells hanja (漢字 in
 * a Korean text) as the English words "Chinese letter". The `hanja` package gives each
 * character its Korean sound (a table inside the package, 0.5 MB), with the initial-sound rule
 * (料理 is 요리, not 료리) applied where a run of hanja starts.
 */
import { split, translate } from 'hanja/lib/translate.js';
import { readQuantities } from './kitchen-numbers';

export function hangulReading(text: string): string {
  // Run by run: the package applies the initial-sound rule only at the start of what it is
  // given, and a run of hanja is where a word starts.
  const hangul = split(text)
    .map((run) => translate(run, 'SUBSTITUTION'))
    .join('');
  return readQuantities(hangul.normalize('NFKC'), 'ko');
}
