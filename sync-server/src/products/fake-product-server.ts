/**
 * Test support: Open Food Facts' product API on loopback (node:http), answering from a table
 * the test fills, recording what it was asked (path and User-Agent), and able to fail or hang.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenOnLoopback } from '../testing/loopback-endpoint';

export interface FakeProduct {
  product_name?: string;
  brands?: string;
  quantity?: string;
  categories_tags?: string[];
}

export interface FakeProductServer {
  /** Like PRODUCT_LOOKUP_URL: the service's root. */
  baseUrl: string;
  products: Map<string, FakeProduct>;
  asked: { path: string; userAgent: string | undefined }[];
  /** How the service behaves: answers from `products`, fails with a 500, or never answers. */
  mode: 'answer' | 'fail' | 'hang';
  close(): Promise<void>;
}

export async function startFakeProductServer(): Promise<FakeProductServer> {
  const fake: FakeProductServer = {
    baseUrl: '',
    products: new Map(),
    asked: [],
    mode: 'answer',
    close: () => Promise.resolve(),
  };
  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '';
    fake.asked.push({ path, userAgent: request.headers['user-agent'] });
    if (fake.mode === 'hang') return;
    if (fake.mode === 'fail') throw new Error('the fake service fails');
    const code = /\/api\/v2\/product\/(\d+)\.json/.exec(path)?.[1] ?? '';
    const product = fake.products.get(code);
    const body = product
      ? { code, status: 1, status_verbose: 'product found', product }
      : { code, status: 0, status_verbose: 'product not found' };
    response.writeHead(product ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
    await Promise.resolve();
  };
  const endpoint = await listenOnLoopback(handle, 500);
  fake.baseUrl = endpoint.baseUrl.replace(/\/v1$/, '');
  fake.close = endpoint.close;
  return fake;
}
