/**
 * The messages of the sync protocol (docs/sync-protocol.md), parsed with zod on both ends.
 */
import { z } from 'zod';
import { identifier, plainText } from '@mise/domain/fields';
import { COLLECTION_NAMES } from './collections';
import { SYNC_SCHEMA_VERSION, mutationSchema } from './mutation';

/** Rule S9: a push carries at most this many mutations (and at most MAX_PUSH_BYTES). */
export const MAX_PUSH_MUTATIONS = 1000;
export const MAX_PUSH_BYTES = 1024 * 1024;

const clientIdSchema = identifier('Client id', 100);

export const pushRequestSchema = z.object({
  schemaVersion: z.literal(SYNC_SCHEMA_VERSION),
  clientId: clientIdSchema,
  mutations: z.array(mutationSchema.omit({ clientId: true })).max(MAX_PUSH_MUTATIONS),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;
export type PushedMutation = PushRequest['mutations'][number];

/**
 * What the device must hear about one of its writes, kept and returned until it has seen it: a
 * refusal (S5, S12, S14; the write is not kept) or a notice (S15: kept, but not as the device
 * made it). Absent `kind` is a refusal, as servers before notices sent it.
 */
export const mutationErrorSchema = z.object({
  mutationId: z.int().min(1),
  name: plainText('Mutation name'),
  message: plainText('Message'),
  kind: z.enum(['refused', 'notice']).optional(),
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
  householdId: identifier('Household id').optional(),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

export const rowChangeSchema = z.discriminatedUnion('deleted', [
  z.object({
    collection: z.enum(COLLECTION_NAMES),
    id: plainText('Id'),
    deleted: z.literal(false),
    data: z.record(plainText('Field name'), z.unknown()),
  }),
  z.object({
    collection: z.enum(COLLECTION_NAMES),
    id: plainText('Id'),
    deleted: z.literal(true),
  }),
]);
export type RowChange = z.infer<typeof rowChangeSchema>;

export const pullResponseSchema = z.object({
  schemaVersion: z.literal(SYNC_SCHEMA_VERSION),
  householdId: plainText('Household id'),
  /** The household version this response brings the device to. */
  cursor: z.int().min(0),
  /** Rule S6: everything up to this id of this client is reflected in `changes`. */
  lastMutationId: z.int().min(0),
  /** The device's cursor is not from this household's history: drop synced rows first. */
  reset: z.boolean(),
  changes: z.array(rowChangeSchema),
  errors: z.array(mutationErrorSchema),
  /**
   * Rule S16: this is one page and more follow; pull again from `cursor`. Absent from servers
   * before paging, whose one answer was always the whole of it.
   */
  more: z.boolean().optional(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;

/** The server's answer to a push whose first new mutation is not the next in sequence. */
export const gapResponseSchema = z.object({
  error: z.literal('mutation_gap'),
  message: plainText('Message'),
  lastMutationId: z.int().min(0),
});
