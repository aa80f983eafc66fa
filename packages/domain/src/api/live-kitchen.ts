/**
 * The live kitchen's WebSocket protocol (issue 9; docs/api.md "Live kitchen"): every message a
 * client may send, as the server validates it, and every message the server sends, as the
 * client reads it. Messages are JSON text frames with a `type`.
 */
import { z } from 'zod';
import {
  LIVE_KITCHEN_CHAT_MAX_LENGTH,
  LIVE_KITCHEN_MAX_PARTICIPANTS,
  LIVE_KITCHEN_MAX_ROOMS_PER_DEVICE,
  LIVE_KITCHEN_NAME_MAX_LENGTH,
  LIVE_KITCHEN_RECIPE_MAX_STEPS,
  LIVE_KITCHEN_RECIPE_NAME_MAX_LENGTH,
  LIVE_KITCHEN_STEP_MAX_LENGTH,
} from '../constants';
import { liveKitchenSessionIdSchema, participantSchema } from '../entities/live-kitchen';
import { identifier, isoDateTime, plainText, requiredText } from '../fields';
import { type RoomErrorCode, chatLength } from '../live-room-commands';

export const LIVE_KITCHEN_SOCKET_PATH = '/api/live-kitchen/socket';
export const LIVE_KITCHEN_TICKET_PATH = '/api/live-kitchen/tickets';

/** POST /api/live-kitchen/tickets: what opens one socket (sent as its first message). */
export const liveTicketResponseSchema = z.object({
  ticket: identifier('Ticket', 2000),
  expiresAt: isoDateTime('Expires at'),
});
export type LiveTicketResponse = z.infer<typeof liveTicketResponseSchema>;

const participantName = requiredText('Name', LIVE_KITCHEN_NAME_MAX_LENGTH);

export const roomRecipeSchema = z.object({
  id: identifier('Recipe id', LIVE_KITCHEN_RECIPE_NAME_MAX_LENGTH),
  name: requiredText('Recipe name', LIVE_KITCHEN_RECIPE_NAME_MAX_LENGTH),
  steps: z
    .array(requiredText('Step', LIVE_KITCHEN_STEP_MAX_LENGTH))
    .max(LIVE_KITCHEN_RECIPE_MAX_STEPS),
});

export const chatTextSchema = plainText('Message')
  .trim()
  .min(1, 'Type a message first.')
  .refine(
    (text) => chatLength(text) <= LIVE_KITCHEN_CHAT_MAX_LENGTH,
    `A message can be at most ${LIVE_KITCHEN_CHAT_MAX_LENGTH} characters.`,
  );

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('hello'), ticket: identifier('Ticket', 2000) }),
  z.strictObject({
    type: z.literal('create'),
    name: participantName,
    recipe: roomRecipeSchema.nullable(),
  }),
  z.strictObject({
    type: z.literal('join'),
    roomId: liveKitchenSessionIdSchema,
    name: participantName,
    // Coming back after a drop or a reload keeps who you were.
    participantId: identifier('Participant id', 100).optional(),
  }),
  z.strictObject({ type: z.literal('chat'), text: chatTextSchema }),
  z.strictObject({ type: z.literal('next-step') }),
  z.strictObject({ type: z.literal('set-paused'), paused: z.boolean() }),
  z.strictObject({
    type: z.literal('set-media'),
    isMuted: z.boolean().optional(),
    isVideoOff: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('leave') }),
  z.strictObject({ type: z.literal('end') }),
  z.strictObject({ type: z.literal('resync') }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

const epochMs = z.number().int().nonnegative();

export const roomParticipantSchema = participantSchema.extend({
  awaySince: epochMs.nullable(),
});

export const roomChatMessageSchema = z.object({
  id: plainText('Message id'),
  participantId: plainText('Participant id'),
  userName: plainText('Name'),
  text: plainText('Message'),
  timestamp: isoDateTime('Timestamp'),
});

export const roomViewSchema = z.object({
  id: liveKitchenSessionIdSchema,
  version: z.number().int().positive(),
  recipe: roomRecipeSchema.nullable(),
  currentStep: z.number().int().nonnegative(),
  participants: z.array(roomParticipantSchema).max(LIVE_KITCHEN_MAX_PARTICIPANTS),
  chat: z.array(roomChatMessageSchema),
  timer: z.object({ startedAt: epochMs, pausedAt: epochMs.nullable(), pausedMs: epochMs }),
  createdAt: epochMs,
  lastActivityAt: epochMs,
});

const at = { at: epochMs };
export const roomEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('joined'), participant: roomParticipantSchema, ...at }),
  z.object({ type: z.literal('returned'), participantId: plainText('Participant id'), ...at }),
  z.object({ type: z.literal('away'), participantId: plainText('Participant id'), ...at }),
  z.object({ type: z.literal('left'), participantId: plainText('Participant id'), ...at }),
  z.object({ type: z.literal('chat'), message: roomChatMessageSchema, ...at }),
  z.object({ type: z.literal('step'), step: z.number().int().nonnegative(), ...at }),
  z.object({ type: z.literal('paused'), ...at }),
  z.object({ type: z.literal('resumed'), ...at }),
  z.object({
    type: z.literal('media'),
    participantId: plainText('Participant id'),
    isMuted: z.boolean(),
    isVideoOff: z.boolean(),
    ...at,
  }),
  z.object({ type: z.literal('ended'), reason: z.enum(['host', 'expired']), ...at }),
]);

const ROOM_ERROR_MESSAGES: Record<RoomErrorCode, string> = {
  room_not_found: 'This session has ended, or the link is not right.',
  room_full: `This session is full: at most ${LIVE_KITCHEN_MAX_PARTICIPANTS} cooks can join.`,
  not_in_room: 'Join a session first.',
  not_host: 'Only the host can do that.',
  no_recipe: 'This session has no recipe.',
  last_step: 'This is already the last step.',
  empty_message: 'Type a message first.',
  message_too_long: `A message can be at most ${LIVE_KITCHEN_CHAT_MAX_LENGTH} characters.`,
};

/** Every error the server may send, with the sentence shown to the cook. */
export const LIVE_KITCHEN_ERROR_MESSAGES = {
  ...ROOM_ERROR_MESSAGES,
  unauthorized: 'This device could not be signed in to the live kitchen. Try again.',
  invalid_message: 'The server could not read a message from this device.',
  already_in_room: 'This connection is already in a session.',
  too_many_rooms: `This device already hosts ${LIVE_KITCHEN_MAX_ROOMS_PER_DEVICE} open sessions. End one before starting another.`,
  rate_limited: 'Too many messages at once. Wait a moment and try again.',
  server_error: 'Something went wrong on our side. Try again.',
};

export type LiveErrorCode = keyof typeof LIVE_KITCHEN_ERROR_MESSAGES;
const errorCodes = Object.keys(LIVE_KITCHEN_ERROR_MESSAGES) as [LiveErrorCode, ...LiveErrorCode[]];

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('welcome'),
    participantId: plainText('Participant id'),
    room: roomViewSchema,
    serverNow: epochMs,
  }),
  z.object({ type: z.literal('event'), event: roomEventSchema, version: z.number().int() }),
  z.object({ type: z.literal('error'), code: z.enum(errorCodes), message: plainText('Message') }),
  z.object({ type: z.literal('pong'), serverNow: epochMs }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/** Close codes the client reads: the room is over for it, or it must not come back. */
export const LIVE_KITCHEN_CLOSE = {
  /** The room ended or this participant left: do not reconnect. */
  done: 4000,
  /** Another socket took this participant's seat (the same person reconnected elsewhere). */
  replaced: 4001,
  /** No valid ticket: fetch a new one and reconnect. */
  unauthorized: 4401,
  /** Too many refused messages, or silence: reconnecting is allowed after backoff. */
  policy: 4008,
} as const;
