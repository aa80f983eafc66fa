// The access-token secret: generated once and kept in the database unless AUTH_SECRET is set,
// so tokens survive restarts and every instance on one PostgreSQL accepts the others' tokens.
import { afterAll, describe, expect, it } from 'vitest';
import type { EngineDatabase } from '../storage/database';
import { migrate } from '../storage/migrate';
import { pgliteInFolder, postgresInSchemas } from '../storage/storage-test-engines';
import type { TestEngine } from '../storage/storage-test-engines';
import { createTestApp } from '../testing/test-app';
import { signInDevice } from '../testing/two-households';
import { loadSigningSecret } from './signing-secret';

const rawUrl = process.env.TEST_DATABASE_URL;
const testDatabaseUrl = rawUrl === undefined || rawUrl === '' ? undefined : rawUrl;
const CONFIGURED = 'a-configured-secret-of-at-least-32-chars';

describe.each([pgliteInFolder()])('signing secret on $label', defineCases);
// Like the storage contract: PostgreSQL only where a server is configured (always in CI).
describe.skipIf(testDatabaseUrl === undefined).each([postgresInSchemas(testDatabaseUrl)])(
  'signing secret on $label',
  defineCases,
);

function defineCases(engine: TestEngine): void {
  afterAll(() => engine.cleanup());

  async function migrated(): Promise<{
    db: EngineDatabase;
    reopen: () => Promise<EngineDatabase>;
  }> {
    const { db, reopen } = await engine.create();
    if (reopen === null) throw new Error(`${engine.label} cannot be reopened`);
    await migrate(db);
    return { db, reopen };
  }

  it('keeps tokens valid across a restart on the same database', async () => {
    const { db, reopen } = await migrated();
    const before = await createTestApp({ db });
    const device = await signInDevice(before.app);
    await before.close();

    const after = await createTestApp({ db: await reopen() });
    const response = await after.app.request('/api/household', { headers: device.headers });
    expect(response.status).toBe(200);
    await after.close();
  });

  it('gives instances starting at once the same secret', async () => {
    const { db, reopen } = await migrated();
    // PGlite allows one handle per folder, so its "instances" share it; PostgreSQL gets two.
    const other = engine.kind === 'postgres' ? await reopen() : db;
    const secrets = await Promise.all([
      loadSigningSecret(db, undefined),
      loadSigningSecret(other, undefined),
      loadSigningSecret(db, undefined),
    ]);
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
  });

  it('uses AUTH_SECRET instead of the stored secret when it is set', async () => {
    const { db, reopen } = await migrated();
    const stored = await createTestApp({ db });
    const device = await signInDevice(stored.app);
    await stored.close();

    const configured = await createTestApp({ db: await reopen(), authSecret: CONFIGURED });
    const refused = await configured.app.request('/api/household', { headers: device.headers });
    expect(refused.status).toBe(401);
    const own = await signInDevice(configured.app);
    const accepted = await configured.app.request('/api/household', { headers: own.headers });
    expect(accepted.status).toBe(200);
    await configured.close();
  });
}
