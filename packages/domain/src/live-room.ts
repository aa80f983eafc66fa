/**
 * A live kitchen room as everyone in it sees it (spec §2, §3, §4; issue 9), and the facts that
 * change it. The server decides what happens (live-room-commands.ts) and sends each fact, with
 * the room's new version, to every participant; both sides apply it with `applyRoomEvent`, so a
 * room looks the same on every screen. Times are epoch milliseconds of the server's clock.
 */
import type { Participant } from './entities/live-kitchen';
import { LIVE_KITCHEN_CHAT_HISTORY } from './constants';

export interface RoomParticipant extends Participant {
  /** When this participant's connection dropped; null while connected. Their seat is kept. */
  awaySince: number | null;
}

export interface RoomChatMessage {
  id: string;
  participantId: string;
  /** The sender's name when sent (§3: "Anonymous" for a blank one, which names never are). */
  userName: string;
  text: string;
  /** ISO 8601, the server's time of receiving it (§3 timestamp). */
  timestamp: string;
}

/** The recipe the room cooks, copied into the room: guests cannot read the host's household. */
export interface RoomRecipe {
  id: string;
  name: string;
  steps: string[];
}

/** The elapsed timer (§4): counts while the room is open and not paused. */
export interface RoomTimer {
  startedAt: number;
  /** When it was paused; null while it counts. */
  pausedAt: number | null;
  /** Time spent paused before the current pause. */
  pausedMs: number;
}

export interface RoomView {
  /** `kitchen-` and 128 random bits (§9). */
  id: string;
  /** Counts the events applied; a client that sees a gap asks for the whole room again. */
  version: number;
  recipe: RoomRecipe | null;
  /** 0-based, as the cooking session's currentStep (§3). */
  currentStep: number;
  participants: RoomParticipant[];
  chat: RoomChatMessage[];
  timer: RoomTimer;
  createdAt: number;
  lastActivityAt: number;
}

export type RoomEndReason = 'host' | 'expired';

export type RoomEvent =
  | { type: 'joined'; participant: RoomParticipant; at: number }
  | { type: 'returned'; participantId: string; at: number }
  | { type: 'away'; participantId: string; at: number }
  | { type: 'left'; participantId: string; at: number }
  | { type: 'chat'; message: RoomChatMessage; at: number }
  | { type: 'step'; step: number; at: number }
  | { type: 'paused'; at: number }
  | { type: 'resumed'; at: number }
  | { type: 'media'; participantId: string; isMuted: boolean; isVideoOff: boolean; at: number }
  | { type: 'ended'; reason: RoomEndReason; at: number };

export interface NewRoom {
  id: string;
  host: { id: string; name: string };
  recipe: RoomRecipe | null;
  now: number;
}

export function newRoomView({ id, host, recipe, now }: NewRoom): RoomView {
  return {
    id,
    version: 1,
    recipe,
    currentStep: 0,
    participants: [newParticipant(host.id, host.name, true)],
    chat: [],
    timer: { startedAt: now, pausedAt: null, pausedMs: 0 },
    createdAt: now,
    lastActivityAt: now,
  };
}

/** Camera on and microphone on when joining (§4: camera default on, mute default off). */
export function newParticipant(id: string, name: string, isHost: boolean): RoomParticipant {
  return { id, name, isHost, isMuted: false, isVideoOff: false, awaySince: null };
}

function updateParticipant(
  room: RoomView,
  id: string,
  change: (participant: RoomParticipant) => RoomParticipant,
): RoomParticipant[] {
  return room.participants.map((participant) =>
    participant.id === id ? change(participant) : participant,
  );
}

/** The room after `event`: a new object, one version on, active at the event's time. */
export function applyRoomEvent(room: RoomView, event: RoomEvent): RoomView {
  const next: RoomView = { ...room, version: room.version + 1, lastActivityAt: event.at };
  switch (event.type) {
    case 'joined':
      return { ...next, participants: [...room.participants, event.participant] };
    case 'returned':
      return {
        ...next,
        participants: updateParticipant(room, event.participantId, (p) => ({
          ...p,
          awaySince: null,
        })),
      };
    case 'away':
      return {
        ...next,
        participants: updateParticipant(room, event.participantId, (p) => ({
          ...p,
          awaySince: event.at,
        })),
      };
    case 'left':
      return {
        ...next,
        participants: room.participants.filter((p) => p.id !== event.participantId),
      };
    case 'chat':
      return { ...next, chat: [...room.chat, event.message].slice(-LIVE_KITCHEN_CHAT_HISTORY) };
    case 'step':
      return { ...next, currentStep: event.step };
    case 'paused':
      return { ...next, timer: { ...room.timer, pausedAt: event.at } };
    case 'resumed': {
      const { pausedAt, pausedMs } = room.timer;
      const paused = pausedAt === null ? 0 : Math.max(0, event.at - pausedAt);
      return { ...next, timer: { ...room.timer, pausedAt: null, pausedMs: pausedMs + paused } };
    }
    case 'media':
      return {
        ...next,
        participants: updateParticipant(room, event.participantId, (p) => ({
          ...p,
          isMuted: event.isMuted,
          isVideoOff: event.isVideoOff,
        })),
      };
    case 'ended':
      return next;
  }
}

export function findParticipant(room: RoomView, id: string): RoomParticipant | undefined {
  return room.participants.find((participant) => participant.id === id);
}

export function isLastStep(room: RoomView): boolean {
  return room.recipe === null || room.currentStep >= room.recipe.steps.length - 1;
}
