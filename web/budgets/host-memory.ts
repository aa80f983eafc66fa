// The machines this project is checked on are virtual machines that hand the memory they free
// back to their host ("free-page reporting", a virtio-balloon feature). The next first touch of
// such a page is mapped again by the host, nested under a second hypervisor here: on 2026-11-30
// touching 10 GB the machine had freed took 27.3 s (10.4 µs a page) with reporting on, and 5.8 s
// (2.1 µs a page) once reporting was paused and the memory had been touched once; CI runs
// measured 16-27 µs a page while every route scored 72-80. A page load touches tens of
// megabytes, and Lighthouse's simulated throttling multiplies the wall time that costs by its
// CPU slowdown, so the figure measured the host's memory rather than the page on a phone (whose
// memory costs what an ordinary machine's does). While the browser checks run, the check pauses
// reporting and maps a pool of memory first; it puts the setting back when it is done.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { freshPageMicros } from './host-load';

const REPORTING_ORDER = '/sys/module/page_reporting/parameters/page_reporting_order';
/** Larger than the buddy allocator's largest block (order 10), so no free block is reported. */
const NEVER_REPORTED = '11';
/** Chromium, the sync server and Lighthouse together use about 2 GB while the check runs. */
const POOL_MB = 3072;

export interface HostMemoryHold {
  /** What was done, with the cost of fresh memory before and after, for the log. */
  readonly note: string;
  release(): void;
}

/** Maps `megabytes` in a child process and exits, leaving the pages free and mapped. */
function mapPool(megabytes: number): void {
  const touch = `const b=Buffer.allocUnsafeSlow(${megabytes}*1048576);for(let i=0;i<b.length;i+=4096)b[i]=1`;
  spawnSync(process.execPath, ['-e', touch], { stdio: 'ignore' });
}

export function holdHostMemoryMapped(): HostMemoryHold {
  const before = freshPageMicros();
  let original: string;
  try {
    original = readFileSync(REPORTING_ORDER, 'utf8').trim();
    writeFileSync(REPORTING_ORDER, NEVER_REPORTED);
  } catch {
    return {
      note: `host memory: no free-page reporting to pause; fresh memory ${before.toFixed(1)} µs a page`,
      release: () => undefined,
    };
  }
  const restore = (): void => writeFileSync(REPORTING_ORDER, original);
  // Put it back even when the check is interrupted.
  process.once('exit', restore);
  const started = performance.now();
  mapPool(POOL_MB);
  const seconds = (performance.now() - started) / 1000;
  return {
    note:
      `host memory: free-page reporting paused (order ${original} → ${NEVER_REPORTED}), ` +
      `${POOL_MB} MB mapped in ${seconds.toFixed(1)} s; fresh memory ` +
      `${before.toFixed(1)} → ${freshPageMicros().toFixed(1)} µs a page`,
    release: () => {
      process.removeListener('exit', restore);
      restore();
    },
  };
}
