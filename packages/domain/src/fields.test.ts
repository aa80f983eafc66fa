import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TEXT_LIMITS,
  identifier,
  isStorableText,
  optionalText,
  requiredText,
  storableText,
  textList,
} from './fields';

describe('storableText', () => {
  it('removes U+0000 and replaces lone surrogates, keeping everything else', () => {
    expect(storableText('Mi\u0000lk')).toBe('Milk');
    expect(storableText('Eggs \ud800')).toBe('Eggs \ufffd');
    expect(storableText('\udfffTofu')).toBe('\ufffdTofu');
    expect(storableText('Crème brûlée 🍮 和食\ttab\nline')).toBe('Crème brûlée 🍮 和食\ttab\nline');
  });

  it('always gives text PostgreSQL can store, and changes nothing twice', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const clean = storableText(text);
        expect(isStorableText(clean)).toBe(true);
        expect(storableText(clean)).toBe(clean);
        // Well-formed UTF-16 survives a round trip through UTF-8 unchanged.
        expect(Buffer.from(clean, 'utf8').toString('utf8')).toBe(clean);
      }),
    );
  });
});

describe('text fields', () => {
  it('store free text cleaned and trimmed', () => {
    expect(requiredText('Name').parse(' Oat\u0000 milk\ud800 ')).toBe('Oat milk\ufffd');
    expect(optionalText('Notes').parse('\u0000')).toBe('');
  });

  it('refuse text that is only an invisible character', () => {
    expect(requiredText('Name').safeParse('\u0000 ').error?.issues[0]?.message).toBe(
      'Name is required',
    );
  });

  it('refuse text over its limit with a sentence', () => {
    const name = requiredText('Name');
    expect(name.safeParse('a'.repeat(TEXT_LIMITS.line)).success).toBe(true);
    expect(name.safeParse('a'.repeat(TEXT_LIMITS.line + 1)).error?.issues[0]?.message).toBe(
      'Name must be at most 200 characters',
    );
    expect(
      optionalText('Notes', TEXT_LIMITS.paragraphs).safeParse('a'.repeat(5_001)).error?.issues[0]
        ?.message,
    ).toBe('Notes must be at most 5,000 characters');
  });

  it('bound lists', () => {
    const tags = textList('Tag', 2, 'tags');
    expect(tags.safeParse(['a', 'b']).success).toBe(true);
    expect(tags.safeParse(['a', 'b', 'c']).error?.issues[0]?.message).toBe('At most 2 tags');
  });
});

describe('identifier', () => {
  it('refuses an id holding characters no database stores, instead of rewriting it', () => {
    const id = identifier('Recipe id');
    expect(id.safeParse('pasta\u0000').error?.issues[0]?.message).toBe(
      'Recipe id holds characters that cannot be stored',
    );
    expect(id.safeParse('\ud800').success).toBe(false);
    expect(id.parse(' carbonara ')).toBe('carbonara');
    expect(id.safeParse('').error?.issues[0]?.message).toBe('Recipe id is required');
    expect(id.safeParse('x'.repeat(201)).success).toBe(false);
  });
});
