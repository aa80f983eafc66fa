import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './after-schemas';

/** A fresh page: nothing loading yet. */
async function openPage() {
  vi.resetModules();
  return (await import('./after-schemas')).afterSchemas;
}

/** A load that records when it starts and settles only when told to. */
function controlledLoad(name: string, log: string[]) {
  let settle: (ok: boolean) => void = () => undefined;
  const load = () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) => {
      settle = (ok) => (ok ? resolve(name) : reject(new Error(`${name} failed`)));
    });
  };
  return { load, settle: (ok: boolean) => settle(ok) };
}

/** The first load also evaluates zod, which takes a while on a busy machine. */
const LOADING = { timeout: 15_000 };

async function tasks(count: number) {
  for (let task = 0; task < count; task += 1) await nextTask();
}

describe('loading the parts that build schemas', () => {
  it('loads parts asked for together one at a time, each after the last has settled', async () => {
    const afterSchemas = await openPage();
    const log: string[] = [];
    const hero = controlledLoad('hero', log);
    const alarm = controlledLoad('alarm', log);
    const heroLoaded = afterSchemas(hero.load);
    const alarmLoaded = afterSchemas(alarm.load);
    await vi.waitFor(() => expect(log).toEqual(['start hero']), LOADING);
    await tasks(5);
    expect(log).toEqual(['start hero']);

    hero.settle(true);
    await expect(heroLoaded).resolves.toBe('hero');
    expect(log).toEqual(['start hero']);
    await vi.waitFor(() => expect(log).toEqual(['start hero', 'start alarm']), LOADING);
    alarm.settle(true);
    await expect(alarmLoaded).resolves.toBe('alarm');
  });

  it('a part that fails to load holds up no other', async () => {
    const afterSchemas = await openPage();
    const log: string[] = [];
    const broken = controlledLoad('broken', log);
    const engine = controlledLoad('engine', log);
    const brokenLoaded = afterSchemas(broken.load);
    const engineLoaded = afterSchemas(engine.load);
    await vi.waitFor(() => expect(log).toEqual(['start broken']), LOADING);
    broken.settle(false);
    await expect(brokenLoaded).rejects.toThrow('broken failed');
    await vi.waitFor(() => expect(log).toEqual(['start broken', 'start engine']), LOADING);
    engine.settle(true);
    await expect(engineLoaded).resolves.toBe('engine');
  });
});
