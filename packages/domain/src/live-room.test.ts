import { describe, expect, it } from 'vitest';
import {
  LIVE_KITCHEN_AWAY_GRACE_MS,
  LIVE_KITCHEN_CHAT_HISTORY,
  LIVE_KITCHEN_IDLE_EXPIRY_MS,
  LIVE_KITCHEN_MAX_PARTICIPANTS,
} from './constants';
import {
  type RoomCommand,
  type RoomOutcome,
  type RoomRecord,
  actInRoom,
  createRoomRecord,
  dropConnection,
  isIdleExpired,
  joinRoom,
  nextSweepAt,
  sweepAway,
} from './live-room-commands';
import { type RoomRecipe, applyRoomEvent } from './live-room';
import { elapsedSeconds } from './live-room-timer';

const T0 = Date.UTC(2026, 2, 2, 18, 0, 0);
const ROOM_ID = 'kitchen-AbCdEfGhIjKlMnOpQr-_9z';
const recipe = { id: 'r1', name: 'Pancakes', steps: ['Mix', 'Rest', 'Fry'] };

function ids() {
  let n = 0;
  return () => `id-${++n}`;
}

function hostRoom(withRecipe: RoomRecipe | null = recipe): RoomRecord {
  return createRoomRecord({
    id: ROOM_ID,
    hostId: 'host',
    name: 'Ana',
    recipe: withRecipe,
    seat: { deviceId: 'device-ana', connectionId: 'c-ana' },
    now: T0,
  });
}

function ok(outcome: RoomOutcome): RoomRecord {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.record;
}

function withGuest(record = hostRoom(), now = T0 + 1000) {
  const joined = joinRoom(
    record,
    { name: 'Ben', seat: { deviceId: 'device-ben', connectionId: 'c-ben' } },
    { now, newId: () => 'ben' },
  );
  return ok(joined);
}

const act = (record: RoomRecord, actor: string, command: RoomCommand, now = T0 + 5000) =>
  actInRoom(record, actor, command, { now, newId: ids() });

describe('a new room', () => {
  it('has the host in it, camera on and microphone on, at the first step, counting', () => {
    const { view, members } = hostRoom();
    expect(view.participants).toEqual([
      {
        id: 'host',
        name: 'Ana',
        isHost: true,
        isMuted: false,
        isVideoOff: false,
        awaySince: null,
      },
    ]);
    expect(view).toMatchObject({ id: ROOM_ID, version: 1, currentStep: 0, chat: [] });
    expect(members).toEqual({ host: { deviceId: 'device-ana', connectionId: 'c-ana' } });
    expect(elapsedSeconds(view.timer, T0 + 65_000)).toBe(65);
  });
});

describe('joining', () => {
  it('adds a guest who is not the host, with a new id, and moves the version on', () => {
    const record = withGuest();
    expect(record.view.participants.map((p) => [p.id, p.name, p.isHost])).toEqual([
      ['host', 'Ana', true],
      ['ben', 'Ben', false],
    ]);
    expect(record.view.version).toBe(2);
    expect(record.members.ben).toEqual({ deviceId: 'device-ben', connectionId: 'c-ben' });
  });

  it(`refuses the ${LIVE_KITCHEN_MAX_PARTICIPANTS + 1}th cook, counting seats kept for cooks who dropped`, () => {
    let record = hostRoom();
    for (let i = 1; i < LIVE_KITCHEN_MAX_PARTICIPANTS; i += 1) {
      record = ok(
        joinRoom(
          record,
          { name: `Cook ${i}`, seat: { deviceId: `d${i}`, connectionId: `c${i}` } },
          { now: T0, newId: () => `p${i}` },
        ),
      );
    }
    record = ok(dropConnection(record, 'p1', 'c1', T0 + 10));
    expect(record.view.participants).toHaveLength(LIVE_KITCHEN_MAX_PARTICIPANTS);
    const thirteenth = joinRoom(
      record,
      { name: 'Late', seat: { deviceId: 'late', connectionId: 'c-late' } },
      { now: T0, newId: () => 'late' },
    );
    expect(thirteenth).toEqual({ ok: false, error: 'room_full' });
    // The cook who dropped still gets back in: it is their seat.
    const back = joinRoom(
      record,
      { name: 'Cook 1', seat: { deviceId: 'd1', connectionId: 'c1b' } },
      { now: T0 + 20, newId: () => 'never' },
    );
    expect(back.participantId).toBe('p1');
  });

  it('brings a dropped participant back as themselves, host included, on a new connection', () => {
    let record = withGuest();
    record = ok(dropConnection(record, 'host', 'c-ana', T0 + 2000));
    expect(record.view.participants[0]?.awaySince).toBe(T0 + 2000);
    const back = joinRoom(
      record,
      { name: 'Ana', seat: { deviceId: 'device-ana', connectionId: 'c-ana-2' } },
      { now: T0 + 3000, newId: () => 'unused' },
    );
    expect(back.participantId).toBe('host');
    record = ok(back);
    expect(record.view.participants[0]).toMatchObject({
      id: 'host',
      isHost: true,
      awaySince: null,
    });
    expect(record.members.host?.connectionId).toBe('c-ana-2');
    // The old socket closing late does not send the host away again.
    expect(ok(dropConnection(record, 'host', 'c-ana', T0 + 4000)).view).toBe(record.view);
  });

  it("never hands a participant's seat to another device that names it", () => {
    const record = withGuest();
    const intruder = joinRoom(
      record,
      { name: 'Eve', participantId: 'host', seat: { deviceId: 'device-eve', connectionId: 'x' } },
      { now: T0, newId: () => 'eve' },
    );
    expect(intruder.participantId).toBe('eve');
    expect(ok(intruder).view.participants.find((p) => p.id === 'eve')?.isHost).toBe(false);
  });
});

describe('chat', () => {
  it('keeps trimmed text under the sender’s own name with the server’s time', () => {
    const record = ok(act(withGuest(), 'ben', { type: 'chat', text: '  Hi <b>all</b>  ' }));
    expect(record.view.chat).toEqual([
      {
        id: 'id-1',
        participantId: 'ben',
        userName: 'Ben',
        text: 'Hi <b>all</b>',
        timestamp: new Date(T0 + 5000).toISOString(),
      },
    ]);
  });

  it('refuses empty and over-long messages; 500 characters as a person counts them pass', () => {
    const record = withGuest();
    expect(act(record, 'ben', { type: 'chat', text: '   ' })).toEqual({
      ok: false,
      error: 'empty_message',
    });
    expect(act(record, 'ben', { type: 'chat', text: 'a'.repeat(501) })).toEqual({
      ok: false,
      error: 'message_too_long',
    });
    expect(act(record, 'ben', { type: 'chat', text: '🍳'.repeat(500) }).ok).toBe(true);
  });

  it(`keeps the newest ${LIVE_KITCHEN_CHAT_HISTORY} messages`, () => {
    let record = withGuest();
    for (let i = 0; i < LIVE_KITCHEN_CHAT_HISTORY + 5; i += 1) {
      record = ok(act(record, 'ben', { type: 'chat', text: `m${i}` }));
    }
    expect(record.view.chat).toHaveLength(LIVE_KITCHEN_CHAT_HISTORY);
    expect(record.view.chat[0]?.text).toBe('m5');
  });

  it('is refused to someone not in the room', () => {
    expect(act(hostRoom(), 'ghost', { type: 'chat', text: 'boo' })).toEqual({
      ok: false,
      error: 'not_in_room',
    });
  });
});

describe('next step', () => {
  it('is the host’s alone, moves by one, and stops at the last step', () => {
    let record = withGuest();
    expect(act(record, 'ben', { type: 'next-step' })).toEqual({ ok: false, error: 'not_host' });
    record = ok(act(record, 'host', { type: 'next-step' }));
    expect(record.view.currentStep).toBe(1);
    record = ok(act(record, 'host', { type: 'next-step' }));
    expect(record.view.currentStep).toBe(2);
    expect(act(record, 'host', { type: 'next-step' })).toEqual({ ok: false, error: 'last_step' });
  });

  it('needs a recipe', () => {
    expect(act(hostRoom(null), 'host', { type: 'next-step' })).toEqual({
      ok: false,
      error: 'no_recipe',
    });
  });
});

describe('pause and resume', () => {
  it('stops the elapsed time while paused, for anyone, and changing nothing sends nothing', () => {
    let record = withGuest();
    const paused = act(record, 'ben', { type: 'set-paused', paused: true }, T0 + 10_000);
    record = ok(paused);
    expect(elapsedSeconds(record.view.timer, T0 + 70_000)).toBe(10);
    const again = act(record, 'host', { type: 'set-paused', paused: true }, T0 + 20_000);
    expect(again.ok && again.events).toEqual([]);
    record = ok(act(record, 'host', { type: 'set-paused', paused: false }, T0 + 40_000));
    expect(elapsedSeconds(record.view.timer, T0 + 45_000)).toBe(15);
  });
});

describe('camera and microphone', () => {
  it('change only the actor’s own tile, and everyone gets the change', () => {
    const outcome = act(withGuest(), 'host', { type: 'set-media', isMuted: true });
    expect(outcome.ok && outcome.events).toEqual([
      { type: 'media', participantId: 'host', isMuted: true, isVideoOff: false, at: T0 + 5000 },
    ]);
    const record = ok(outcome);
    const video = ok(act(record, 'host', { type: 'set-media', isVideoOff: true }));
    expect(video.view.participants.map((p) => [p.id, p.isMuted, p.isVideoOff])).toEqual([
      ['host', true, true],
      ['ben', false, false],
    ]);
  });
});

describe('leaving and ending', () => {
  it('a guest who leaves is gone; the host who leaves only steps away', () => {
    let record = ok(act(withGuest(), 'ben', { type: 'leave' }));
    expect(record.view.participants.map((p) => p.id)).toEqual(['host']);
    expect(record.members.ben).toBeUndefined();
    record = ok(act(record, 'host', { type: 'leave' }));
    expect(record.view.participants[0]?.awaySince).toBe(T0 + 5000);
  });

  it('only the host ends the room, for everyone', () => {
    const record = withGuest();
    expect(act(record, 'ben', { type: 'end' })).toEqual({ ok: false, error: 'not_host' });
    const ended = act(record, 'host', { type: 'end' });
    expect(ended.ok && ended.events).toEqual([{ type: 'ended', reason: 'host', at: T0 + 5000 }]);
  });
});

describe('sweeping and expiry', () => {
  it(`frees a dropped guest's seat after ${LIVE_KITCHEN_AWAY_GRACE_MS / 1000} s, never the host's`, () => {
    let record = ok(dropConnection(withGuest(), 'ben', 'c-ben', T0 + 2000));
    record = ok(dropConnection(record, 'host', 'c-ana', T0 + 2000));
    expect(nextSweepAt(record.view)).toBe(T0 + 2000 + LIVE_KITCHEN_AWAY_GRACE_MS);
    const early = sweepAway(record, T0 + 1999 + LIVE_KITCHEN_AWAY_GRACE_MS);
    expect(early.ok && early.events).toEqual([]);
    record = ok(sweepAway(record, T0 + 2000 + LIVE_KITCHEN_AWAY_GRACE_MS));
    expect(record.view.participants.map((p) => p.id)).toEqual(['host']);
    expect(nextSweepAt(record.view)).toBeNull();
  });

  it('expires 12 hours after the last thing anyone did', () => {
    const record = ok(act(withGuest(), 'ben', { type: 'chat', text: 'hi' }, T0 + 60_000));
    expect(isIdleExpired(record.view, T0 + 60_000 + LIVE_KITCHEN_IDLE_EXPIRY_MS - 1)).toBe(false);
    expect(isIdleExpired(record.view, T0 + 60_000 + LIVE_KITCHEN_IDLE_EXPIRY_MS)).toBe(true);
  });
});

describe('applying events on another screen', () => {
  it('gives the same room as the server’s', () => {
    const start = withGuest();
    const outcome = act(start, 'host', { type: 'next-step' });
    if (!outcome.ok) throw new Error('refused');
    const replayed = outcome.events.reduce(applyRoomEvent, start.view);
    expect(replayed).toEqual(outcome.record.view);
  });
});
