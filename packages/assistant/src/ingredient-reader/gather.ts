/**
 * Gathers tagged tokens back into the text of a part: runs of neighbouring tokens as the line
 * writes them (its own spacing and punctuation), with brackets left unpaired and separators at
 * the edges trimmed.
 */
import type { Tag } from './tags';
import type { Token } from './tokens';

export interface Tagged {
  token: Token;
  tag: Tag;
}

const EDGE_JUNK = /^[\s,;:.\-–—)\]/*]+|[\s,;:([/\-–—*]+$/g;
/** Runs that say nothing on their own ("a", "of", "de"): left out of a note. */
const FILLER = /^(?:a|an|of|the|de|del|des|du|di|della|d'|von|or|and|about|,|\s)*$/i;

/**
 * The runs of tokens that `keep` accepts, as written. A run goes on over tokens `bridge`
 * accepts (punctuation; for notes also numbers and units) when a kept token follows them.
 */
export function runs(
  text: string,
  tagged: readonly Tagged[],
  keep: (tag: Tag) => boolean,
  bridge: (item: Tagged, index: number) => boolean = ({ token }) => token.kind === 'punct',
): string[] {
  const found: string[] = [];
  let start = -1;
  let end = -1;
  tagged.forEach((item, index) => {
    if (keep(item.tag)) {
      if (start === -1) start = item.token.start;
      end = item.token.end;
      return;
    }
    if (start !== -1 && bridge(item, index) && continues(tagged, index, keep, bridge)) return;
    if (start !== -1) found.push(text.slice(start, end));
    start = -1;
  });
  if (start !== -1) found.push(text.slice(start, end));
  return found.map((run) => balanced(run.replace(EDGE_JUNK, '').trim())).filter(Boolean);
}

function continues(
  tagged: readonly Tagged[],
  from: number,
  keep: (tag: Tag) => boolean,
  bridge: (item: Tagged, index: number) => boolean,
): boolean {
  for (let index = from + 1; index < tagged.length; index += 1) {
    const item = tagged[index];
    if (item === undefined) return false;
    if (keep(item.tag)) return true;
    if (!bridge(item, index)) return false;
  }
  return false;
}

/** Drops brackets left without their partner ("optional)" → "optional", "(see note" → "see note"). */
function balanced(text: string): string {
  const chars = [...text];
  const open: number[] = [];
  chars.forEach((char, index) => {
    if (char === '(') open.push(index);
    else if (char === ')' && open.pop() === undefined) chars[index] = '';
  });
  for (const index of open) chars[index] = '';
  let result = chars.join('');
  const count = (mark: RegExp) => (result.match(mark) ?? []).length;
  if (count(/“/g) !== count(/”/g)) result = result.replace(/[“”]/g, '');
  if (count(/"/g) % 2 === 1) result = result.replaceAll('"', '');
  return result.replace(/\s+/g, ' ').trim();
}

export function isFiller(text: string): boolean {
  return FILLER.test(text);
}
