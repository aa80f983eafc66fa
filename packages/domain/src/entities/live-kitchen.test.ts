import { describe, expect, it } from 'vitest';
import { chatMessageSchema, liveKitchenSessionIdSchema, participantSchema } from './live-kitchen';

const timestamp = '2024-06-01T18:00:00.000Z';

describe('chatMessageSchema', () => {
  it('names a missing or blank sender "Anonymous"', () => {
    expect(chatMessageSchema.parse({ text: 'Hi', timestamp }).userName).toBe('Anonymous');
    expect(chatMessageSchema.parse({ userName: '  ', text: 'Hi', timestamp }).userName).toBe(
      'Anonymous',
    );
    expect(chatMessageSchema.parse({ userName: ' Ana ', text: 'Hi', timestamp }).userName).toBe(
      'Ana',
    );
  });

  it('refuses a message that is empty after trimming', () => {
    expect(chatMessageSchema.safeParse({ text: '   ', timestamp }).success).toBe(false);
  });
});

describe('participantSchema', () => {
  it('joins as a non-host with camera and microphone on', () => {
    expect(participantSchema.parse({ id: 'p1', name: 'Ana' })).toEqual({
      id: 'p1',
      name: 'Ana',
      isHost: false,
      isMuted: false,
      isVideoOff: false,
    });
  });
});

describe('liveKitchenSessionIdSchema', () => {
  it('is kitchen- and 128 bits in base64url', () => {
    const random = 'AbCdEfGhIjKlMnOpQr-_9z';
    expect(liveKitchenSessionIdSchema.parse(` kitchen-${random} `)).toBe(`kitchen-${random}`);
    expect(liveKitchenSessionIdSchema.safeParse(`voice-${random}`).success).toBe(false);
    expect(liveKitchenSessionIdSchema.safeParse('kitchen-abc').success).toBe(false);
    expect(liveKitchenSessionIdSchema.safeParse(`kitchen-${random}x`).success).toBe(false);
    expect(liveKitchenSessionIdSchema.safeParse(`kitchen-${random.slice(1)}<`).success).toBe(false);
  });
});
