// Where a press of Generate is answered: the server when online, this device when offline or
// when the server cannot be reached; a refusal by the server is not papered over.
import { describe, expect, it } from 'vitest';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { ApiError } from '../../../sync/api-error';
import { DEFAULT_FILTERS } from '../utils/generator-filters';
import { type GenerationResult, generateRecipesFor, onDevice } from './generate-recipes';

const item = (name: string, index: number): PantryItem => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  name,
  category: 'pantry',
  quantity: 1,
  unit: 'piece',
  addedAt: '2025-03-01T12:00:00.000Z',
});
const pantry = ['spinach', 'chickpeas', 'penne', 'cherry tomatoes', 'onion'].map(item);

const fromServer: GenerationResult = { kind: 'none', reason: 'from the server' };
const fromDevice: GenerationResult = { kind: 'none', reason: 'from the device' };

const answer = (server: () => Promise<GenerationResult>, online = true) =>
  generateRecipesFor(DEFAULT_FILTERS, pantry, online, server, () => Promise.resolve(fromDevice));

describe('generateRecipesFor', () => {
  it('asks the server when online', async () => {
    await expect(answer(() => Promise.resolve(fromServer))).resolves.toBe(fromServer);
  });

  it('generates on the device when offline, without asking the server', async () => {
    let asked = false;
    const server = () => {
      asked = true;
      return Promise.resolve(fromServer);
    };
    await expect(answer(server, false)).resolves.toBe(fromDevice);
    expect(asked).toBe(false);
  });

  it.each([
    ['no network', new TypeError('Failed to fetch')],
    ['a timeout', new DOMException('timed out', 'TimeoutError')],
    ['a server error', new ApiError(503, 'Service unavailable')],
  ])('falls back to the device on %s', async (_case, error) => {
    await expect(answer(() => Promise.reject(error))).resolves.toBe(fromDevice);
  });

  it('lets a refusal of the request through', async () => {
    const refused = new ApiError(400, 'Diet must be one of: vegetarian, vegan, keto, paleo');
    await expect(answer(() => Promise.reject(refused))).rejects.toBe(refused);
  });
});

describe('onDevice', () => {
  it('runs the built-in generator on the device’s pantry', async () => {
    const result = await onDevice({ ...DEFAULT_FILTERS, diet: 'vegan' }, pantry);
    if (result.kind !== 'recipes') throw new Error(result.reason);
    expect(result.madeOn).toBe('device');
    expect(result.recipes.length).toBeGreaterThanOrEqual(1);
    expect(result.recipes.length).toBeLessThanOrEqual(3);
    for (const recipe of result.recipes) expect(recipe.dietaryTags).toContain('vegan');
  });

  it('gives the generator’s reason when nothing fits', async () => {
    const chicken = [item('chicken breast', 9)];
    await expect(onDevice({ ...DEFAULT_FILTERS, diet: 'vegan' }, chicken)).resolves.toEqual({
      kind: 'none',
      reason: 'None of the pantry items can be used under these filters.',
    });
  });
});
