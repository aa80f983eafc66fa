/**
 * Checks a push answer against what the protocol promises for the tracked client (S3–S5, S9):
 * all new mutations in sequence processed and lastMutationId moved to the last of them, a gap
 * refused with 409 and the old lastMutationId, an unreadable or oversized push refused with
 * nothing changed, another device's client forbidden. Keeps the tracked client in step.
 */
import { gapResponseSchema, pushResponseSchema } from '@mise/sync/protocol';
import type { PushExpectation } from './build-push';
import type { Exchange } from './exchange';
import type { TrackedClient } from './world';

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** What broke the promise, if anything. */
export function checkPush(
  expected: PushExpectation,
  answer: Exchange,
  tracked: TrackedClient,
): string | undefined {
  const { status } = answer;
  if (status === undefined || status >= 500) {
    // Reported as a server error already; where the client stands is read again before use.
    if (expected.kind !== 'any' && expected.kind !== 'forbidden')
      tracked.lastMutationId = undefined;
    return undefined;
  }
  const got = `${status} ${answer.body.slice(0, 200)}`;
  switch (expected.kind) {
    case 'any':
      return undefined;
    case 'unsure':
      tracked.lastMutationId = undefined;
      return undefined;
    case 'forbidden':
      return status === 403 ? undefined : `another device's client: expected 403, got ${got}`;
    case 'refused':
      if (status === 400 || status === 413) return undefined;
      tracked.lastMutationId = undefined;
      return `an unreadable or oversized push: expected 400 or 413, got ${got}`;
    case 'gap': {
      const gap = gapResponseSchema.safeParse(parsed(answer.body));
      if (status === 409 && gap.success && gap.data.lastMutationId === expected.lastMutationId)
        return undefined;
      tracked.lastMutationId = undefined;
      return `a gap after ${expected.lastMutationId}: expected 409 with that lastMutationId, got ${got}`;
    }
    case 'applied': {
      const push = pushResponseSchema.safeParse(parsed(answer.body));
      if (status !== 200 || !push.success) {
        tracked.lastMutationId = undefined;
        return `mutations ${expected.from + 1}–${expected.lastMutationId}: expected 200 { lastMutationId, errors }, got ${got}`;
      }
      const { lastMutationId, errors } = push.data;
      const stray = errors.find(
        (e) => e.mutationId <= expected.from || e.mutationId > expected.lastMutationId,
      );
      if (lastMutationId !== expected.lastMutationId || stray) {
        tracked.lastMutationId = undefined;
        return `mutations ${expected.from + 1}–${expected.lastMutationId}: lastMutationId ${lastMutationId}${
          stray ? `, an error for mutation ${stray.mutationId}` : ''
        }`;
      }
      tracked.lastMutationId = lastMutationId;
      return undefined;
    }
  }
}
