/**
 * Speech-recognition text as words. Engines add capitals, commas and a final full stop at will,
 * so the grammar compares a cleaned form of each word while names keep what was recognised.
 */

export interface VoiceToken {
  /** The word as recognised, for names shown back to the user ("Jerry's", "Heinz"). */
  readonly text: string;
  /** Lower case, without edge punctuation, straight apostrophes: what the grammar compares. */
  readonly word: string;
}

const WORD_EDGE_PUNCTUATION = /^[^\p{L}\p{N}&]+|[^\p{L}\p{N}&]+$/gu;
// Brackets survive so that "tomatoes (chopped)" keeps both of its own.
const PHRASE_EDGE_PUNCTUATION = /^[^\p{L}\p{N}(&]+|[^\p{L}\p{N})&]+$/gu;

export function tokenize(transcript: string): VoiceToken[] {
  return transcript
    .split(/\s+/)
    .map((text) => ({
      text,
      word: text.toLowerCase().replaceAll('’', "'").replace(WORD_EDGE_PUNCTUATION, ''),
    }))
    .filter((token) => token.word !== '');
}

/** A phrase trimmed, single-spaced and without the punctuation around it ("Milk." → "Milk"). */
export function tidyPhrase(phrase: string): string {
  return phrase.trim().replace(/\s+/g, ' ').replace(PHRASE_EDGE_PUNCTUATION, '');
}

export function joinTokens(tokens: readonly VoiceToken[]): string {
  return tidyPhrase(tokens.map((token) => token.text).join(' '));
}
