// POST /api/ingredients/parse over the whole app: one reading per line in order, as
// docs/api.md documents it, every refusal in the API's error shape, a token and a per-device limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LANGUAGES } from '@mise/assistant/commands/intent-types';
import {
  INGREDIENT_LINE_LANGUAGES,
  INGREDIENT_PARSE_MAX_LINES,
  ingredientParseResponseSchema,
} from '@mise/domain/api/ingredients';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { type TestApp, createTestApp } from '../testing/test-app';
import { signInDevice } from '../testing/two-households';
import { PARSE_RATE_LIMITED_MESSAGE } from './parse-rate-limit';

const PARSES_PER_MINUTE = 3;
const PATH = '/api/ingredients/parse';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ingredientParseLimit: { limit: PARSES_PER_MINUTE, windowMs: 60_000 } });
});

afterAll(async () => {
  await t.close();
});

/** A call from a device of its own, so that no test spends another's limit. */
const parse = async (body: unknown) =>
  restClient(t.app, await signInDevice(t.app)).post(PATH, body);

const readings = async (body: unknown) =>
  expectBody(parse(body), 200, ingredientParseResponseSchema);

describe('POST /api/ingredients/parse', () => {
  it('reads each line into its parts, the second amount of a dual unit apart', async () => {
    const answer = await readings({
      lines: [
        '150g/5¼oz canned chickpeas, drained and rinsed',
        '2 28-ounce cans crushed tomatoes',
        'Salt to taste',
      ],
    });
    expect(answer).toEqual([
      {
        amount: '150',
        quantity: 150,
        unit: 'g',
        size: '',
        name: 'canned chickpeas',
        note: 'drained and rinsed',
        alternative: { amount: '5¼', unit: 'oz' },
        units: ['g', 'oz'],
      },
      {
        amount: '2',
        quantity: 2,
        unit: 'can',
        size: '28-ounce',
        name: 'crushed tomatoes',
        note: '',
        // The size's unit first, then the unit the cans are counted in.
        units: ['oz', 'can'],
      },
      { amount: '', quantity: null, unit: '', size: '', name: 'Salt', note: 'to taste', units: [] },
    ]);
    // No alternative written, none answered (not even null).
    expect(answer.slice(1).some((reading) => 'alternative' in reading)).toBe(false);
  });

  it('reads a Spanish line in the app’s units, its preparation kept from the name', async () => {
    const line = '2 tazas de harina de trigo, tamizada';
    expect(await readings({ lines: [line], language: 'es' })).toEqual([
      {
        amount: '2',
        quantity: 2,
        unit: 'cup',
        size: '',
        name: 'harina de trigo',
        note: 'tamizada',
        units: ['cup'],
      },
    ]);
    // Read as English, the comma does not end the name: the language matters.
    const [english] = await readings({ lines: [line] });
    expect(english?.name).toBe('harina de trigo, tamizada');
  });

  it('answers 500 lines in one call, one reading per line in the order sent', async () => {
    const lines = Array.from(
      { length: INGREDIENT_PARSE_MAX_LINES },
      (_, index) => `${index + 1} g sugar`,
    );
    const answer = await readings({ lines });
    expect(answer).toHaveLength(INGREDIENT_PARSE_MAX_LINES);
    expect(answer.map((reading) => reading.quantity)).toEqual(lines.map((_, index) => index + 1));
    expect(new Set(answer.map((reading) => `${reading.unit} ${reading.name}`))).toEqual(
      new Set(['g sugar']),
    );
  });

  it('refuses 501 lines', async () => {
    const lines = Array.from({ length: INGREDIENT_PARSE_MAX_LINES + 1 }, () => '1 egg');
    await expectError(parse({ lines }), 400, 'invalid_request', 'At most 500 lines per call');
  });

  it('answers no lines with no readings, and a blank line with an empty reading', async () => {
    expect(await readings({ lines: [] })).toEqual([]);
    expect(await readings({ lines: ['  ', '1 egg'] })).toEqual([
      { amount: '', quantity: null, unit: '', size: '', name: '', note: '', units: [] },
      { amount: '1', quantity: 1, unit: '', size: '', name: 'egg', note: '', units: [] },
    ]);
  });

  it('names the line that is not text, or too long, by its index', async () => {
    await expectError(
      parse({ lines: ['1 egg', 2] }),
      400,
      'invalid_request',
      'Line at index 1 must be text',
    );
    await expectError(
      parse({ lines: ['1 egg', '2 eggs', `3 eggs ${'x'.repeat(200)}`] }),
      400,
      'invalid_request',
      'Line at index 2 must be at most 200 characters',
    );
  });

  it('asks for a list of lines', async () => {
    await expectError(parse({}), 400, 'invalid_request', 'Lines are required');
    await expectError(
      parse({ lines: '1 egg' }),
      400,
      'invalid_request',
      'Lines must be a list of text lines',
    );
  });

  it('reads the five languages the reader knows, and refuses others', async () => {
    expect(INGREDIENT_LINE_LANGUAGES).toEqual(COMMAND_LANGUAGES);
    await expectError(
      parse({ lines: ['1 egg'], language: 'ja' }),
      400,
      'invalid_request',
      'Language must be one of: en, es, fr, it, de',
    );
  });

  it('needs a token like every assistant helper', async () => {
    const response = await t.app.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: ['1 egg'] }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('limits how many calls one device makes a minute', async () => {
    const client = restClient(t.app, await signInDevice(t.app));
    for (let call = 0; call < PARSES_PER_MINUTE; call++) {
      expect((await client.post(PATH, { lines: ['1 egg'] })).status).toBe(200);
    }
    const refused = await client.post(PATH, { lines: ['1 egg'] });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await expectError(refused, 429, 'rate_limited', PARSE_RATE_LIMITED_MESSAGE);
    // Another device has its own count.
    expect((await parse({ lines: ['1 egg'] })).status).toBe(200);
  });
});
