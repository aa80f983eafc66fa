import { describe, expect, it } from 'vitest';
import {
  INGREDIENT_PARSE_MAX_LINES,
  ingredientLineReadingSchema,
  ingredientParseRequestSchema,
} from './ingredients';

const firstMessage = (body: unknown) =>
  ingredientParseRequestSchema.safeParse(body).error?.issues[0]?.message;

describe('ingredientParseRequestSchema', () => {
  it('takes lines, cleaned and trimmed, with an optional reader language', () => {
    expect(
      ingredientParseRequestSchema.parse({ lines: ['  2 cups flour ', 'a\u0000b', ''] }),
    ).toEqual({ lines: ['2 cups flour', 'ab', ''] });
    expect(ingredientParseRequestSchema.parse({ lines: [], language: 'es' })).toEqual({
      lines: [],
      language: 'es',
    });
  });

  it('takes as many lines as a call may hold, and says so past that', () => {
    const lines = Array.from({ length: INGREDIENT_PARSE_MAX_LINES }, () => '1 egg');
    expect(ingredientParseRequestSchema.safeParse({ lines }).success).toBe(true);
    expect(firstMessage({ lines: [...lines, '1 egg'] })).toBe('At most 500 lines per call');
  });

  it('names the line that is not text or is too long, by its index', () => {
    expect(firstMessage({ lines: ['1 egg', 2] })).toBe('Line at index 1 must be text');
    expect(firstMessage({ lines: ['1 egg', null] })).toBe('Line at index 1 must be text');
    expect(firstMessage({ lines: ['1 egg', '1 egg', 'x'.repeat(201)] })).toBe(
      'Line at index 2 must be at most 200 characters',
    );
    // Spaces around a line do not count against it.
    expect(firstMessage({ lines: [` ${'x'.repeat(200)} `] })).toBeUndefined();
  });

  it('asks for a list of lines', () => {
    expect(firstMessage({})).toBe('Lines are required');
    expect(firstMessage({ lines: '2 cups flour' })).toBe('Lines must be a list of text lines');
  });

  it('knows the five languages the reader reads, and no other', () => {
    expect(firstMessage({ lines: [], language: 'ja' })).toBe(
      'Language must be one of: en, es, fr, it, de',
    );
    expect(firstMessage({ lines: [], language: 'EN' })).toBe(
      'Language must be one of: en, es, fr, it, de',
    );
  });
});

describe('ingredientLineReadingSchema', () => {
  it('holds a reading with or without an amount and an alternative', () => {
    const dual = {
      amount: '150',
      quantity: 150,
      unit: 'g',
      size: '',
      name: 'canned chickpeas',
      note: 'drained and rinsed',
      alternative: { amount: '5¼', unit: 'oz' },
      units: ['g', 'oz'],
    };
    expect(ingredientLineReadingSchema.parse(dual)).toEqual(dual);
    const plain = {
      amount: '',
      quantity: null,
      unit: '',
      size: '',
      name: 'Salt',
      note: '',
      units: [],
    };
    expect(ingredientLineReadingSchema.parse(plain)).toEqual(plain);
  });
});
