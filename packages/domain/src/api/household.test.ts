import { describe, expect, it } from 'vitest';
import { householdResponseSchema, joinHouseholdRequestSchema } from './household';

describe('joinHouseholdRequestSchema', () => {
  it('needs a code and keeps it trimmed', () => {
    expect(joinHouseholdRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Invite code is required',
    );
    expect(joinHouseholdRequestSchema.parse({ code: ' ABCD2345 ' })).toEqual({ code: 'ABCD2345' });
  });
});

describe('householdResponseSchema', () => {
  it('reads the ISO timestamp JSON makes of a Date', () => {
    const createdAt = new Date(0).toISOString();
    expect(householdResponseSchema.parse({ id: 'h', deviceCount: 2, createdAt }).createdAt).toBe(
      createdAt,
    );
  });
});
