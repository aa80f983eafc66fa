/** Live-kitchen participant and chat message (spec §3, client only, never sent to a server). */
import { z } from 'zod';
import { CHAT_ANONYMOUS_NAME, LIVE_KITCHEN_SESSION_ID_PREFIX } from '../constants';
import { isoDateTime, requiredText } from '../fields';

export const liveKitchenSessionIdSchema = z
  .string()
  .startsWith(LIVE_KITCHEN_SESSION_ID_PREFIX, 'Session id must start with kitchen-');

export const participantSchema = z.object({
  id: requiredText('Participant id'),
  name: requiredText('Name'),
  isHost: z.boolean().default(false),
  // Camera on and microphone on when joining (§4).
  isMuted: z.boolean().default(false),
  isVideoOff: z.boolean().default(false),
});

export const chatMessageSchema = z.object({
  // A blank name is shown as "Anonymous" (§3).
  userName: z
    .string()
    .trim()
    .transform((name) => name || CHAT_ANONYMOUS_NAME)
    .default(CHAT_ANONYMOUS_NAME),
  text: z.string().trim().min(1, 'Message is empty'),
  timestamp: isoDateTime('Timestamp'),
});

export type Participant = z.infer<typeof participantSchema>;
export type ParticipantInput = z.input<typeof participantSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatMessageInput = z.input<typeof chatMessageSchema>;
