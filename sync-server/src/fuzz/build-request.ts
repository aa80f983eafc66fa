/**
 * Turns a request plan into a `Request` for `app.request()`: the route's path with its
 * parameters filled (real ids of the world, hostile text, raw path text), the query, the
 * token, the body and headers; plus the tags that name what was hostile about it.
 */
import type { RequestApp } from '../testing/two-households';
import { type BuiltBody, buildBody } from './build-body';
import type { BuiltPush, PushExpectation } from './build-push';
import { GOOD_REQUESTS, type GoodRequest, realParamIds } from './good-requests';
import type { AuthPlan, ParamPlan, QueryPlan, RequestPlan } from './request-plan';
import { encodeComponent, fillPath } from './routes';
import type { World } from './world';

export interface BuiltRequest {
  request: Request;
  route: string;
  method: string;
  tags: string[];
  /** What a push to a tracked client must be answered. */
  push?: PushExpectation;
  body: BuiltBody;
}

const ORIGIN = 'http://localhost';

function authHeader(plan: AuthPlan, token: string, world: World): { value?: string; tag?: string } {
  switch (plan.kind) {
    case 'valid':
      return { value: `Bearer ${token}` };
    case 'none':
      return { tag: 'auth:none' };
    case 'other-household':
      return { value: `Bearer ${world.other.accessToken}`, tag: 'auth:other-household' };
    case 'tampered': {
      // The same token with its signature's last character changed.
      const last = token.at(-1) === 'A' ? 'B' : 'A';
      return { value: `Bearer ${token.slice(0, -1)}${last}`, tag: 'auth:tampered' };
    }
    case 'garbage':
      return { value: plan.header.value, tag: `auth:${plan.header.tag}` };
  }
}

function pathSegment(
  plan: ParamPlan,
  candidates: readonly string[],
): { text: string; tag: string } {
  switch (plan.kind) {
    case 'real':
      return {
        text: encodeComponent(candidates[plan.pick % Math.max(1, candidates.length)] ?? 'x'),
        tag: 'param:real',
      };
    case 'hostile':
      return { text: encodeComponent(plan.value.value), tag: `param:${plan.value.tag}` };
    case 'raw':
      return { text: plan.value.value, tag: `param:${plan.value.tag}` };
  }
}

function queryString(
  plan: QueryPlan,
  good: Record<string, string>,
): { text: string; tag?: string } {
  const pairs = Object.entries(good);
  const fallbackKey = pairs[0]?.[0] ?? 'q';
  switch (plan.kind) {
    case 'good':
      break;
    case 'none':
      pairs.length = 0;
      break;
    case 'replace': {
      const index = plan.at % Math.max(1, pairs.length);
      const key = pairs[index]?.[0] ?? fallbackKey;
      pairs.splice(index, 1, [key, plan.value.value]);
      break;
    }
    case 'add':
      pairs.push([plan.key.value, plan.value.value]);
      break;
    case 'repeat':
      pairs.push([
        pairs[plan.at % Math.max(1, pairs.length)]?.[0] ?? fallbackKey,
        plan.value.value,
      ]);
      break;
  }
  const text = pairs
    .map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`)
    .join('&');
  const tag =
    plan.kind === 'good'
      ? undefined
      : plan.kind === 'none'
        ? 'query:none'
        : plan.kind === 'add'
          ? `query:add:${plan.key.tag}=${plan.value.tag}`
          : `query:${plan.kind}:${plan.value.tag}`;
  return { text, ...(tag === undefined ? {} : { tag }) };
}

export async function buildRequest(
  plan: RequestPlan,
  world: World,
  app: RequestApp,
): Promise<BuiltRequest> {
  const { route } = plan;
  const goodOf = GOOD_REQUESTS[route.key];
  const good: GoodRequest = goodOf ? await goodOf(world, app) : { body: { type: 'none' } };
  const device = good.device?.(world) ?? world.main;
  const method = plan.method ?? (route.method === 'ANY' ? 'GET' : route.method);
  const tags: string[] = plan.method ? [`method:${plan.method}`] : [];

  const candidates = [...(good.params?.(world) ?? []), ...realParamIds(route, world)];
  const segments = plan.params.map((param) => pathSegment(param, candidates));
  tags.push(...segments.map((segment) => segment.tag));
  const query = queryString(plan.query, good.query ?? {});
  if (query.tag) tags.push(query.tag);
  const path = fillPath(
    route,
    segments.map((segment) => segment.text),
  );

  const headers = new Headers();
  const auth = authHeader(plan.auth, device.accessToken, world);
  if (auth.value !== undefined) headers.set('authorization', auth.value);
  if (auth.tag) tags.push(auth.tag);
  for (const header of plan.headers) {
    headers.set(header.name, header.value.value);
    tags.push(`${header.name}:${header.value.tag}`);
  }

  // GET and HEAD cannot carry a body in a Request: their plans send none.
  const canHaveBody = method !== 'GET' && method !== 'HEAD';
  const body = canHaveBody ? await buildBody(plan.body, good.body, world) : { tag: 'none' };
  tags.push(`body:${body.tag}`);
  const contentType =
    plan.contentType.kind === 'natural'
      ? body.contentType
      : plan.contentType.kind === 'set'
        ? plan.contentType.value.value
        : undefined;
  if (contentType !== undefined) headers.set('content-type', contentType);
  if (plan.contentType.kind !== 'natural') {
    tags.push(
      `content-type:${plan.contentType.kind === 'set' ? plan.contentType.value.tag : 'none'}`,
    );
  }

  const url = `${ORIGIN}${path}${query.text === '' ? '' : `?${query.text}`}`;
  const request = body.stream
    ? new Request(url, { method, headers, body: body.stream.stream, duplex: 'half' })
    : new Request(url, { method, headers, ...(body.bytes ? { body: body.bytes } : {}) });
  return {
    request,
    route: route.key,
    method,
    tags,
    body,
    ...(body.push ? { push: pushExpectation(plan, body.push) } : {}),
  };
}

/** The push's own expectation holds only if the route reads it as the main device's JSON push. */
function pushExpectation(plan: RequestPlan, push: BuiltPush): PushExpectation {
  const readAsIs =
    plan.auth.kind === 'valid' && plan.method === undefined && plan.contentType.kind === 'natural';
  if (readAsIs) return push.expectation;
  return plan.body.kind === 'push' && plan.body.push.client.kind === 'tracked'
    ? { kind: 'unsure' }
    : { kind: 'any' };
}
