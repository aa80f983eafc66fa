/**
 * Hands-free listening (spec §4): the continuous recogniser acts when the transcript contains a
 * configured keyword, case-insensitive, first match only. Keywords match whole words, accents
 * optional, so "chef" is found in "Chef, next step" but not in "chefs"; the keyword said first
 * wins, and of two starting at the same word the longer ("hey chef" before "hey").
 */
import { tidyPhrase } from '../voice-tokens';
import { readTranscript, saidAt, type CommandWord } from './words';

interface Found {
  keyword: string;
  /** The keyword's last word in the transcript. */
  last: CommandWord;
}

export function findKeyword(transcript: string, keywords: readonly string[]): string | undefined {
  return find(readTranscript(transcript).words, keywords)?.keyword;
}

/** The command said after the keyword ("chef, next step" → "next step"); "" when none was. */
export function textAfterKeyword(transcript: string, keyword: string): string {
  const { text, words } = readTranscript(transcript);
  const found = find(words, [keyword]);
  return found ? tidyPhrase(text.slice(found.last.end)) : '';
}

function find(words: readonly CommandWord[], keywords: readonly string[]): Found | undefined {
  const folded = words.map((word) => word.word);
  const wanted = keywords
    .map((keyword) => ({ keyword, words: readTranscript(keyword).words.map((word) => word.word) }))
    .filter((entry) => entry.words.length > 0)
    .sort((a, b) => b.words.length - a.words.length);
  for (let start = 0; start < folded.length; start += 1) {
    const entry = wanted.find((candidate) => saidAt(folded, start, candidate.words));
    const last = entry && words[start + entry.words.length - 1];
    if (entry && last) return { keyword: entry.keyword, last };
  }
  return undefined;
}
