// /api/preferences against a real migrated PGlite: the §3 defaults, then one field per change.
import { userPreferencesSchema } from '@mise/domain/entities/user-preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { expectBody, expectError, restClient } from '../testing/rest-client';
import { joinDevice, signInDevice } from '../testing/two-households';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEFAULTS = {
  id: 'preferences',
  dietaryRestrictions: [],
  allergens: [],
  skillLevel: 'intermediate',
  measurementUnit: 'imperial',
  preferredCuisines: [],
  cookingTimePreference: 'any',
  notificationsEnabled: true,
  emailNotifications: false,
  recipePrivacyDefault: 'private',
};

describe('GET /api/preferences', () => {
  it('answers the §3 defaults before anything was saved', async () => {
    const api = restClient(t.app, await signInDevice(t.app));
    expect(await expectBody(api.get('/api/preferences'), 200, userPreferencesSchema)).toEqual({
      ...DEFAULTS,
      updatedAt: t.clock.now().toISOString(),
    });
  });
});

describe('PUT /api/preferences', () => {
  it('changes one field at a time, kept for every device of the household', async () => {
    const device = await signInDevice(t.app);
    const api = restClient(t.app, device);
    const put = (body: unknown) =>
      expectBody(api.put('/api/preferences', body), 200, userPreferencesSchema);
    await put({ skillLevel: 'advanced' });
    t.clock.advance(1000);
    const saved = await put({ allergens: ['Peanuts', 'Sesame'] });
    expect(saved).toEqual({
      ...DEFAULTS,
      skillLevel: 'advanced',
      allergens: ['Peanuts', 'Sesame'],
      updatedAt: t.clock.now().toISOString(),
    });
    const other = restClient(t.app, await joinDevice(t.app, device));
    expect(await expectBody(other.get('/api/preferences'), 200, userPreferencesSchema)).toEqual(
      saved,
    );
  });

  it.each([
    [{}, 'Change exactly one preference per request'],
    [
      { skillLevel: 'beginner', measurementUnit: 'metric' },
      'Change exactly one preference per request',
    ],
    [{ skillLevel: 'chef' }, 'Skill level must be one of: beginner, intermediate, advanced'],
    [{ allergens: ['Dairy', 'Dairy'] }, 'Allergen must not repeat a choice'],
    [{ theme: 'Malibu' }, /theme/],
  ])('refuses %j with 400 and the message “%s”', async (body, message) => {
    const api = restClient(t.app, await signInDevice(t.app));
    await expectError(api.put('/api/preferences', body), 400, 'invalid_request', message);
  });
});
