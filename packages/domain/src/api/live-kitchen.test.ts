import { describe, expect, it } from 'vitest';
import { clientMessageSchema, serverMessageSchema } from './live-kitchen';

const ROOM_ID = 'kitchen-AbCdEfGhIjKlMnOpQr-_9z';

describe('client messages', () => {
  it('trim chat text and refuse empty, over-long or unknown messages', () => {
    expect(clientMessageSchema.parse({ type: 'chat', text: '  hi ' })).toEqual({
      type: 'chat',
      text: 'hi',
    });
    const refusals = [
      { type: 'chat', text: '  ' },
      { type: 'chat', text: 'x'.repeat(501) },
      { type: 'chat', text: 'hi', userName: 'Host' },
      { type: 'shout' },
      { type: 'join', roomId: 'kitchen-guess', name: 'Ben' },
      { type: 'join', roomId: ROOM_ID, name: '   ' },
      { type: 'join', roomId: ROOM_ID, name: 'n'.repeat(41) },
      { type: 'create', name: 'Ana', recipe: { id: 'r', name: 'R', steps: Array(101).fill('s') } },
    ];
    for (const message of refusals) {
      expect(clientMessageSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
    }
    expect(clientMessageSchema.parse({ type: 'join', roomId: ROOM_ID, name: ' Ben ' })).toEqual({
      type: 'join',
      roomId: ROOM_ID,
      name: 'Ben',
    });
  });

  it('take a room without a recipe', () => {
    expect(clientMessageSchema.parse({ type: 'create', name: 'Ana', recipe: null })).toEqual({
      type: 'create',
      name: 'Ana',
      recipe: null,
    });
  });
});

describe('server messages', () => {
  it('read an error with a known code', () => {
    expect(
      serverMessageSchema.parse({ type: 'error', code: 'room_full', message: 'full' }),
    ).toMatchObject({ code: 'room_full' });
    expect(
      serverMessageSchema.safeParse({ type: 'error', code: 'boom', message: 'x' }).success,
    ).toBe(false);
  });
});
