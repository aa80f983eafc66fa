// What the host did to a Lighthouse run, printed beside its scores. Simulated throttling takes
// the page's main-thread tasks as they were timed on the wall clock and slows them by the CPU
// multiplier, so a host that keeps the page off its cores stretches every task. Two CI runs
// scored 70-78 on every route (1-2 s of blocking time at 6×) where the same build scores 99-100
// on an idle machine, with the benchmark index reading the same 2,100-2,800 on both; guest load
// does not explain it (two busy loops on both cores left the scores at 98-100). These figures
// say which it was next time: the tasks' wall time against their thread CPU time, and the share
// of the host's CPU time the hypervisor took (steal), and what touching fresh memory costs.
import type { Artifacts } from 'lighthouse';
import { readFileSync } from 'node:fs';

export interface MainThreadTime {
  wallMs: number;
  cpuMs: number;
}

/** The page's renderer main thread: the one that ran the most tasks in the trace. */
export function mainThreadTime(trace: Artifacts['Trace']): MainThreadTime {
  const mainThreads = new Set<string>();
  for (const event of trace.traceEvents) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args.name === 'CrRendererMain') {
      mainThreads.add(`${event.pid}:${event.tid}`);
    }
  }
  const byThread = new Map<string, { tasks: number } & MainThreadTime>();
  for (const event of trace.traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.name !== 'RunTask' || !mainThreads.has(thread)) continue;
    const time = byThread.get(thread) ?? { tasks: 0, wallMs: 0, cpuMs: 0 };
    time.tasks += 1;
    time.wallMs += (event.dur ?? 0) / 1000;
    // Thread time (tdur) is in Chrome's trace events but not in Lighthouse's type for them.
    time.cpuMs += 'tdur' in event && typeof event.tdur === 'number' ? event.tdur / 1000 : 0;
    byThread.set(thread, time);
  }
  const busiest = [...byThread.values()].sort((a, b) => b.tasks - a.tasks)[0];
  return { wallMs: busiest?.wallMs ?? 0, cpuMs: busiest?.cpuMs ?? 0 };
}

interface CpuTicks {
  steal: number;
  total: number;
}

/** The host's CPU time so far, from the first line of /proc/stat (zeros where there is none). */
export function cpuTicks(): CpuTicks {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return { steal: 0, total: 0 };
  }
}

/** The share of the host's CPU time the hypervisor took since `start`, in percent. */
export function stealPercentSince(start: CpuTicks): number {
  const now = cpuTicks();
  const total = now.total - start.total;
  return total > 0 ? ((now.steal - start.steal) / total) * 100 : 0;
}

/** The guest's own load (/proc/loadavg: its 1, 5 and 15 minute averages), e.g. work left running. */
export function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

export function describeHostLoad(
  time: MainThreadTime,
  stealPercent: number,
  pageMicros: number,
): string {
  return (
    `main thread ${time.wallMs.toFixed(0)} ms of tasks (${time.cpuMs.toFixed(0)} ms on the CPU),` +
    ` steal ${stealPercent.toFixed(1)} %, fresh memory ${pageMicros.toFixed(1)} µs a page`
  );
}

/** Pages the memory probe touches: 64 MB, a fifth of a second even where a page costs 13 µs. */
const PROBE_PAGES = 16_384;
const PAGE_BYTES = 4096;

/**
 * What touching fresh memory costs the host, in µs a page: the first write to each page of a new
 * allocation, which the kernel (and under nested virtualisation the hypervisor) must map. On
 * 2026-11-30 a CI-kind machine took 13-15 µs a page for an hour while its benchmark index read
 * 1,400-3,200, and the page's main-thread CPU on `/` was twice that of a CI run the day before
 * (an ordinary VM maps a page in about 1 µs). Lighthouse's benchmark index does not see this cost,
 * because it allocates little; a page load, which allocates tens of megabytes, does.
 */
export function freshPageMicros(): number {
  const started = performance.now();
  const memory = Buffer.allocUnsafeSlow(PROBE_PAGES * PAGE_BYTES);
  for (let offset = 0; offset < memory.length; offset += PAGE_BYTES) memory[offset] = 1;
  return ((performance.now() - started) * 1000) / PROBE_PAGES;
}
