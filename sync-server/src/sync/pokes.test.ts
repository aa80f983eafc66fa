import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { type Pokes, inProcessPokes, postgresPokes } from './pokes';

const logger = pino({ level: 'silent' });

/** Resolves with the number of pokes `listener` got once `expected` arrived. */
function collect(pokes: Pokes, householdId: string) {
  let count = 0;
  let wake: (() => void) | undefined;
  pokes.subscribe(householdId, () => {
    count += 1;
    wake?.();
  });
  return {
    count: () => count,
    next: () => new Promise<void>((resolve) => (wake = resolve)),
  };
}

const url = process.env.TEST_DATABASE_URL;

describe('pokes (S10)', () => {
  it('reach the subscribers of the poked household only, in one process', () => {
    const pokes = inProcessPokes();
    const a = collect(pokes, 'household-a');
    const b = collect(pokes, 'household-b');
    pokes.poke('household-a');
    expect([a.count(), b.count()]).toEqual([1, 0]);
  });

  it('say which device pushed, in one process and across instances', async () => {
    const seen: (string | undefined)[] = [];
    const local = inProcessPokes();
    local.subscribe('household-a', (from) => seen.push(from));
    local.poke('household-a', 'device-1');
    local.poke('household-a');
    expect(seen).toEqual(['device-1', undefined]);
    if (url === undefined) return;

    const first = await postgresPokes(url, logger);
    const second = await postgresPokes(url, logger);
    try {
      const household = `household-${crypto.randomUUID()}`;
      const device = crypto.randomUUID();
      const arrived: (string | undefined)[] = [];
      const both = new Promise<void>((resolve) =>
        second.subscribe(household, (from) => {
          if (arrived.push(from) === 2) resolve();
        }),
      );
      first.poke(household, device);
      first.poke(household);
      await both;
      expect(arrived).toEqual([device, undefined]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it.skipIf(url === undefined)(
    'cross server instances through PostgreSQL LISTEN/NOTIFY',
    async () => {
      // Two server instances on one database: a commit on one pokes devices on the other.
      const first = await postgresPokes(url ?? '', logger);
      const second = await postgresPokes(url ?? '', logger);
      try {
        const household = `household-${crypto.randomUUID()}`;
        const onSecond = collect(second, household);
        const other = collect(second, `other-${crypto.randomUUID()}`);
        const arrived = onSecond.next();
        first.poke(household);
        await arrived;
        expect(onSecond.count()).toBe(1);
        expect(other.count()).toBe(0);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});
