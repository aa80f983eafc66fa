/**
 * Live-kitchen participant and chat message (spec §3). The spec keeps them in one browser; ours
 * travel through the sync server's rooms (issue 9, api/live-kitchen.ts).
 */
import { z } from 'zod';
import { CHAT_ANONYMOUS_NAME } from '../constants';
import { TEXT_LIMITS, identifier, isoDateTime, optionalText, requiredText } from '../fields';
import { LIVE_KITCHEN_SESSION_ID_PATTERN } from '../live-kitchen-id';

/** `kitchen-` and 128 random bits (§9; unguessable, so knowing the link is the way in). */
export const liveKitchenSessionIdSchema = identifier('Session id').regex(
  LIVE_KITCHEN_SESSION_ID_PATTERN,
  'This is not a live kitchen session id.',
);

export const participantSchema = z.object({
  id: identifier('Participant id'),
  name: requiredText('Name'),
  isHost: z.boolean().default(false),
  // Camera on and microphone on when joining (§4).
  isMuted: z.boolean().default(false),
  isVideoOff: z.boolean().default(false),
});

export const chatMessageSchema = z.object({
  // A blank name is shown as "Anonymous" (§3).
  userName: optionalText('Name')
    .transform((name) => name || CHAT_ANONYMOUS_NAME)
    .default(CHAT_ANONYMOUS_NAME),
  text: requiredText('Message', TEXT_LIMITS.paragraphs),
  timestamp: isoDateTime('Timestamp'),
});

export type Participant = z.infer<typeof participantSchema>;
export type ParticipantInput = z.input<typeof participantSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatMessageInput = z.input<typeof chatMessageSchema>;
