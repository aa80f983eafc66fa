/**
 * What one fuzzed request will be, as plain data fast-check generates and prints: the route,
 * the method, the token, each path parameter, the query, the body, its content type and extra
 * headers. Real ids and tokens are only named here ("a real id", "the valid token"); the
 * builder fills them in from the world when the request is sent.
 */
import fc from 'fast-check';
import { hostileJson } from './hostile-json';
import { hostileHeaderText, hostileString, shortHostileString } from './hostile-strings';
import { junkFile } from './junk-files';
import { type TemplateMutation, templateMutation } from './mutate-template';
import { type PushPlan, pushPlan } from './push-plan';
import {
  HUGE_SHAPES,
  HUGE_SIZES,
  type HugeShape,
  type RawBytes,
  type RawText,
  STREAM_SIZES,
  rawBytes,
  rawText,
} from './raw-bodies';
import { type ApiRoute, EVENT_STREAM_ROUTE } from './routes';
import { type Tagged, tagged, taggedFrom } from './tagged';

export type AuthPlan =
  | { kind: 'valid' }
  | { kind: 'none' }
  | { kind: 'other-household' }
  | { kind: 'tampered' }
  | { kind: 'garbage'; header: Tagged<string> };

export type ParamPlan =
  | { kind: 'real'; pick: number }
  | { kind: 'hostile'; value: Tagged<string> }
  /** Path text sent as it is, already encoded or not: `%00`, `..`, `a/b`, `%zz`. */
  | { kind: 'raw'; value: Tagged<string> };

export type QueryPlan =
  | { kind: 'good' }
  | { kind: 'none' }
  | { kind: 'replace'; at: number; value: Tagged<string> }
  | { kind: 'add'; key: Tagged<string>; value: Tagged<string> }
  | { kind: 'repeat'; at: number; value: Tagged<string> };

export interface FilePlan {
  field: Tagged<string>;
  file?: { bytes: Tagged<Uint8Array>; filename: Tagged<string>; type: Tagged<string> };
  text?: Tagged<string>;
}

export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'good' }
  | { kind: 'mutated'; mutation: TemplateMutation; file: Tagged<Uint8Array> }
  | { kind: 'json'; value: Tagged<unknown> }
  | { kind: 'text'; text: Tagged<RawText> }
  | { kind: 'bytes'; bytes: Tagged<RawBytes> }
  | { kind: 'multipart'; parts: FilePlan[] }
  | { kind: 'huge'; size: number; shape: HugeShape }
  | { kind: 'stream'; size: number }
  | { kind: 'push'; push: PushPlan };

export type ContentTypePlan =
  { kind: 'natural' } | { kind: 'none' } | { kind: 'set'; value: Tagged<string> };

export interface RequestPlan {
  route: ApiRoute;
  /** Another method than the route's, which no route of that path answers. */
  method?: string;
  auth: AuthPlan;
  params: ParamPlan[];
  query: QueryPlan;
  body: BodyPlan;
  contentType: ContentTypePlan;
  headers: { name: string; value: Tagged<string> }[];
}

const authPlan: fc.Arbitrary<AuthPlan> = fc.oneof(
  { weight: 40, arbitrary: fc.constant({ kind: 'valid' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'other-household' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'tampered' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('garbage' as const), header: hostileHeaderText }),
  },
);

const rawPathText = taggedFrom(
  'raw-path',
  '%00',
  '%ED%A0%80',
  '%F0%9F',
  '%zz',
  '%',
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fetc',
  'a%2Fb',
  'a/b',
  '%20',
  'x'.repeat(100_000),
  '%25',
  '%u0000',
);

const paramPlan: fc.Arbitrary<ParamPlan> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('real' as const), pick: fc.nat() }) },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('hostile' as const), value: shortHostileString }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('raw' as const), value: rawPathText }) },
);

const queryValue = fc.oneof(
  { weight: 8, arbitrary: shortHostileString },
  { weight: 1, arbitrary: hostileString },
);

const queryPlan: fc.Arbitrary<QueryPlan> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'good' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('replace' as const),
      at: fc.nat(),
      value: queryValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      key: shortHostileString,
      value: queryValue,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('repeat' as const), at: fc.nat(), value: queryValue }),
  },
);

const fieldName = fc.oneof(
  { weight: 6, arbitrary: taggedFrom('field-known', 'image', 'audio', 'language') },
  { weight: 1, arbitrary: shortHostileString },
);

const filePlan: fc.Arbitrary<FilePlan> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      field: fieldName,
      file: fc.record({
        bytes: junkFile,
        filename: fc.oneof(taggedFrom('filename', 'photo.png', 'a.webm', ''), shortHostileString),
        type: fc.oneof(
          taggedFrom(
            'file-type',
            'image/png',
            'image/jpeg',
            'audio/webm',
            '',
            'text/plain',
            'application/octet-stream',
          ),
          tagged('file-type-hostile', fc.string({ maxLength: 30 })),
        ),
      }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ field: fieldName, text: hostileString }) },
);

const bodyPlan: fc.Arbitrary<BodyPlan> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 6, arbitrary: fc.constant({ kind: 'good' as const }) },
  {
    weight: 40,
    arbitrary: fc.record({
      kind: fc.constant('mutated' as const),
      mutation: templateMutation,
      file: junkFile,
    }),
  },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('json' as const), value: hostileJson }) },
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('text' as const), text: rawText }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('bytes' as const), bytes: rawBytes }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('multipart' as const),
      parts: fc.array(filePlan, { maxLength: 4 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('huge' as const),
      size: fc.constantFrom(...HUGE_SIZES),
      shape: fc.constantFrom(...HUGE_SHAPES),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('stream' as const),
      size: fc.constantFrom(...STREAM_SIZES),
    }),
  },
);

const contentTypePlan: fc.Arbitrary<ContentTypePlan> = fc.oneof(
  { weight: 14, arbitrary: fc.constant({ kind: 'natural' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      value: fc.oneof(
        taggedFrom(
          'content-type',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'APPLICATION/JSON',
          'application/json;;;',
          'application/vnd.api+json',
          'image/jpeg',
          'image/png',
          'image/webp',
          'audio/webm',
          '*/*',
        ),
        hostileHeaderText,
      ),
    }),
  },
);

const HEADER_NAMES = [
  'accept-language',
  'range',
  'if-none-match',
  'content-encoding',
  'x-forwarded-for',
] as const;

const headerPlan = fc.array(
  fc.record({
    name: fc.constantFrom(...HEADER_NAMES),
    value: fc.oneof(
      taggedFrom(
        'header-value',
        'bytes=0-',
        'bytes=-0',
        'bytes=99999999999999999999-',
        'bytes=5-1',
        'bytes=0-0,5-6',
        'gzip',
        'br',
        '*',
        'zz-ZZ;q=2, *;q=-1',
        'ja',
      ),
      hostileHeaderText,
    ),
  }),
  { maxLength: 2 },
);

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

function planFor(route: ApiRoute): fc.Arbitrary<RequestPlan> {
  const body =
    route.key === 'POST /api/sync/push'
      ? fc.oneof(
          {
            weight: 3,
            arbitrary: fc.record({ kind: fc.constant('push' as const), push: pushPlan }),
          },
          { weight: 1, arbitrary: bodyPlan },
        )
      : bodyPlan;
  return fc.record({
    route: fc.constant(route),
    method: fc.oneof(
      { weight: 29, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
    ),
    // The event stream is held open for a valid token: mostly send it the refused ones.
    auth:
      route.key === EVENT_STREAM_ROUTE
        ? fc.oneof(
            authPlan,
            authPlan.filter((a) => a.kind !== 'valid'),
          )
        : authPlan,
    params: fc.array(paramPlan, { minLength: route.params.length, maxLength: route.params.length }),
    query: queryPlan,
    body,
    contentType: contentTypePlan,
    headers: headerPlan,
  });
}

/** A request to any of `routes`, every route equally likely. */
export function requestPlan(routes: readonly ApiRoute[]): fc.Arbitrary<RequestPlan> {
  return fc.oneof(...routes.map(planFor));
}

/** One request to each of `routes`, in their order. */
export function coveringPlans(routes: readonly ApiRoute[]): fc.Arbitrary<RequestPlan[]> {
  return fc.tuple(...routes.map(planFor));
}
