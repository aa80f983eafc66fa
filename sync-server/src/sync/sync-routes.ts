/**
 * The sync endpoints (docs/sync-protocol.md): push, pull and the Server-Sent Events stream of
 * pokes. Every route acts for the device of the bearer token and only on its household.
 */
import { zValidator } from '@hono/zod-validator';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { streamSSE } from 'hono/streaming';
import {
  MAX_PUSH_BYTES,
  MAX_PUSH_MUTATIONS,
  pullQuerySchema,
  pushRequestSchema,
} from '@mise/sync/protocol';
import type { DeviceEnv } from '../auth/require-device';
import { validQuery } from '../http/valid-input';
import type { Logger } from '../logger';
import type { Database } from '../storage/database';
import type { Pokes } from './pokes';
import { type StoreFailure, applyPush } from './push';
import { readPull } from './pull';

/** Proxies close idle streams; a comment line every so often keeps the poke stream open. */
const HEARTBEAT_MS = 25_000;

const tooLarge = {
  error: 'payload_too_large',
  message: `A sync push may carry at most ${MAX_PUSH_MUTATIONS} changes and 1 MB; the app sends smaller batches.`,
} as const;

export function syncRoutes({
  db,
  pokes,
  requireDevice,
  logger,
  pullPageRows,
}: {
  db: Database;
  pokes: Pokes;
  requireDevice: MiddlewareHandler<DeviceEnv>;
  logger: Logger;
  pullPageRows?: number | undefined;
}) {
  // Refused and kept (S14), but a failure inside the server is ours to look into.
  const onStoreFailure = ({ mutation, error }: StoreFailure) =>
    logger.error(
      { err: error, mutationId: mutation.id, mutation: mutation.name },
      'sync push: a mutation failed inside the server and was refused',
    );

  return new Hono<DeviceEnv>()
    .use(requireDevice)
    .post(
      '/push',
      bodyLimit({ maxSize: MAX_PUSH_BYTES, onError: (c) => c.json(tooLarge, 413) }),
      zValidator('json', pushRequestSchema, (result, c) => {
        if (result.success) return;
        const overLimit = result.error.issues.some(
          (issue) => issue.code === 'too_big' && issue.path[0] === 'mutations',
        );
        if (overLimit) return c.json(tooLarge, 413);
        return c.json({ error: 'invalid_push', message: result.error.issues[0]?.message }, 400);
      }),
      async (c) => {
        const device = c.var.device;
        const outcome = await applyPush(db, device, c.req.valid('json'), { onStoreFailure });
        switch (outcome.kind) {
          case 'gap':
            return c.json(
              {
                error: 'mutation_gap',
                message: 'Some earlier changes from this device never arrived.',
                lastMutationId: outcome.lastMutationId,
              },
              409,
            );
          case 'foreign-client':
            return c.json(
              { error: 'forbidden', message: 'This sync client belongs to another device.' },
              403,
            );
          case 'applied':
            // The pushing device pulls right after its push; the others are poked.
            if (outcome.changed) pokes.poke(outcome.householdId, device.deviceId);
            return c.json(outcome.response);
        }
      },
    )
    .get('/pull', validQuery(pullQuerySchema), async (c) =>
      c.json(await readPull(db, c.var.device.householdId, c.req.valid('query'), pullPageRows)),
    )
    .get('/events', (c) => {
      // no-transform keeps the compression middleware from buffering the stream.
      c.header('Cache-Control', 'no-cache, no-transform');
      return streamSSE(c, async (stream) => {
        let wake: (() => void) | undefined;
        let poked = false;
        const { deviceId, householdId } = c.var.device;
        const unsubscribe = pokes.subscribe(householdId, (fromDeviceId) => {
          if (fromDeviceId === deviceId) return;
          poked = true;
          wake?.();
        });
        stream.onAbort(() => {
          unsubscribe();
          wake?.();
        });
        await stream.writeSSE({ event: 'ready', data: '' });
        while (!stream.aborted && !stream.closed) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, HEARTBEAT_MS);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          if (stream.aborted || stream.closed) break;
          if (poked) {
            poked = false;
            await stream.writeSSE({ event: 'poke', data: '' });
          } else {
            await stream.write(': heartbeat\n\n');
          }
        }
        unsubscribe();
      });
    });
}
