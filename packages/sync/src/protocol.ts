/**
 * The messages of the sync protocol (docs/sync-protocol.md), parsed with zod on both ends.
 */
import { z } from 'zod';
import { COLLECTION_NAMES } from './collections';
import { SYNC_SCHEMA_VERSION, mutationSchema } from './mutation';

/** Rule S9: a push carries at most this many mutations (and at most MAX_PUSH_BYTES). */
export const MAX_PUSH_MUTATIONS = 1000;
export const MAX_PUSH_BYTES = 1024 * 1024;

const clientIdSchema = z.string().min(1).max(100);

export const pushRequestSchema = z.object({
  schemaVersion: z.literal(SYNC_SCHEMA_VERSION),
  clientId: clientIdSchema,
  mutations: z.array(mutationSchema.omit({ clientId: true })).max(MAX_PUSH_MUTATIONS),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;
export type PushedMutation = PushRequest['mutations'][number];

/** A write the server refused; kept and returned until the device has seen it. */
export const mutationErrorSchema = z.object({
  mutationId: z.int().min(1),
  name: z.string(),
  message: z.string(),
});
export type MutationError = z.infer<typeof mutationErrorSchema>;

export const pushResponseSchema = z.object({
  lastMutationId: z.int().min(0),
  errors: z.array(mutationErrorSchema),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

export const pullQuerySchema = z.object({
  clientId: clientIdSchema,
  cursor: z.coerce.number().int().min(0),
  /** The highest mutation id whose outcome the device already knows: older errors are not resent. */
  acked: z.coerce.number().int().min(0).default(0),
  /** The household the device's rows come from; another one means a full reset (rule S8). */
  householdId: z.string().optional(),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

export const rowChangeSchema = z.discriminatedUnion('deleted', [
  z.object({
    collection: z.enum(COLLECTION_NAMES),
    id: z.string(),
    deleted: z.literal(false),
    data: z.record(z.string(), z.unknown()),
  }),
  z.object({ collection: z.enum(COLLECTION_NAMES), id: z.string(), deleted: z.literal(true) }),
]);
export type RowChange = z.infer<typeof rowChangeSchema>;

export const pullResponseSchema = z.object({
  schemaVersion: z.literal(SYNC_SCHEMA_VERSION),
  householdId: z.string(),
  /** The household version this response brings the device to. */
  cursor: z.int().min(0),
  /** Rule S6: everything up to this id of this client is reflected in `changes`. */
  lastMutationId: z.int().min(0),
  /** The device's cursor is not from this household's history: drop synced rows first. */
  reset: z.boolean(),
  changes: z.array(rowChangeSchema),
  errors: z.array(mutationErrorSchema),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

/** The server's answer to a push whose first new mutation is not the next in sequence. */
export const gapResponseSchema = z.object({
  error: z.literal('mutation_gap'),
  message: z.string(),
  lastMutationId: z.int().min(0),
});
