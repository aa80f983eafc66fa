/**
 * One autocannon run of `pnpm bench:api` and the figures it keeps: requests per second, p99
 * latency, and what went wrong (a run with failed requests measures the failure, not the read).
 */
import autocannon from 'autocannon';

export const CONNECTIONS = 10;

export interface LoadFigures {
  requestsPerSecond: number;
  p99Ms: number;
  failed: number;
}

export async function runLoad(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

export const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
