/**
 * What the app's tabs tell each other over BroadcastChannel('mise-sync'): a follower wrote
 * (the leader should push), the leader's engine status (followers show it), a new tab asking
 * for that status, and "the session changed" (re-read it from storage). Messages come from our
 * own origin but are still parsed: an older tab of a previous app version may be talking.
 */
import { z } from 'zod';

export const SYNC_CHANNEL = 'mise-sync';

export const engineStatusSchema = z.object({
  phase: z.enum(['idle', 'syncing', 'offline', 'retrying', 'halted']),
  problem: z.string().optional(),
  halt: z.enum(['signed-out', 'update-required']).optional(),
});
export type EngineStatus = z.infer<typeof engineStatusSchema>;

const tabMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wrote') }),
  z.object({ type: z.literal('status-request') }),
  z.object({ type: z.literal('status'), status: engineStatusSchema }),
  z.object({ type: z.literal('session') }),
]);
export type TabMessage = z.infer<typeof tabMessageSchema>;

export interface TabBus {
  /** Sends to every other tab (BroadcastChannel never delivers to the sender). */
  post(message: TabMessage): void;
  subscribe(handler: (message: TabMessage) => void): void;
}

export function broadcastBus(name = SYNC_CHANNEL): TabBus {
  if (typeof BroadcastChannel === 'undefined') {
    return { post: () => undefined, subscribe: () => undefined };
  }
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe: (handler) => {
      channel.addEventListener('message', (event) => {
        const message = tabMessageSchema.safeParse(event.data);
        if (message.success) handler(message.data);
      });
    },
  };
}
