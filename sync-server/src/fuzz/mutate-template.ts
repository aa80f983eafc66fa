/**
 * A known-good JSON body with one thing made hostile: one value replaced (by any hostile JSON,
 * by a raw number token, or by a value nested thousands deep), one key deleted, one key added, one key repeated later in the text
 * (JSON.parse keeps the last), or the text cut short. Valid-shaped payloads get past the first
 * type check, so the hostile value reaches the code behind it.
 */
import fc from 'fast-check';
import { hostileJson, hostileKey, rawNumberToken } from './hostile-json';
import { deepJsonText } from './raw-bodies';
import type { Tagged } from './tagged';

type Path = readonly (string | number)[];

export type TemplateMutation =
  | { op: 'replace'; at: number; value: Tagged<unknown> }
  | { op: 'raw'; at: number; token: Tagged<string> }
  | { op: 'delete'; at: number }
  | { op: 'add-key'; at: number; key: Tagged<string>; value: Tagged<unknown> }
  | { op: 'duplicate-key'; at: number; value: Tagged<unknown> }
  | { op: 'truncate'; at: number };

const at = fc.nat();

export const templateMutation: fc.Arbitrary<TemplateMutation> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({ op: fc.constant('replace' as const), at, value: hostileJson }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('raw' as const),
      at,
      // Number tokens JSON.stringify cannot write, or a value nested thousands deep.
      token: fc.oneof(
        { weight: 4, arbitrary: rawNumberToken },
        { weight: 1, arbitrary: deepJsonText },
      ),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), at }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('add-key' as const),
      at,
      key: hostileKey,
      value: hostileJson,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('duplicate-key' as const), at, value: hostileJson }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('truncate' as const), at }) },
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every position below the root, depth first. */
function valuePaths(value: unknown, prefix: Path = []): Path[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index): [number, unknown] => [index, item])
    : isObject(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [
    [...prefix, key],
    ...valuePaths(child, [...prefix, key]),
  ]);
}

function objectPaths(value: unknown): Path[] {
  return [[], ...valuePaths(value)].filter((path) => isObject(get(value, path)));
}

function get(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isObject(current) && typeof key === 'string') current = current[key];
    else return undefined;
  }
  return current;
}

/** Sets (or, with `remove`, deletes) the value at a non-empty path of a cloned template. */
function set(root: unknown, path: Path, value: unknown, remove = false): void {
  const parent = get(root, path.slice(0, -1));
  const key = path.at(-1);
  if (Array.isArray(parent) && typeof key === 'number') {
    if (remove) parent.splice(key, 1);
    else parent[key] = value;
  } else if (isObject(parent) && typeof key === 'string') {
    if (remove) delete parent[key];
    else
      Object.defineProperty(parent, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
  }
}

const pathLabel = (path: Path) =>
  path.length === 0 ? '(root)' : path.map((key) => (typeof key === 'number' ? '#' : key)).join('.');

const PLACEHOLDER = '__fuzz_placeholder__';
const DUPLICATE = '__fuzz_duplicate__';

export interface MutatedBody {
  text: string;
  tag: string;
}

/** The template's JSON text with the mutation applied. */
export function mutateTemplate(template: unknown, mutation: TemplateMutation): MutatedBody {
  const clone: unknown = structuredClone(template);
  const values = valuePaths(clone);
  const pick = <T>(list: readonly T[], fallback: T) =>
    list[mutation.at % Math.max(1, list.length)] ?? fallback;
  switch (mutation.op) {
    case 'truncate': {
      const text = JSON.stringify(clone);
      return { text: text.slice(0, mutation.at % text.length), tag: 'truncated-json' };
    }
    case 'replace': {
      const path = pick(values, []);
      if (path.length === 0)
        return { text: JSON.stringify(mutation.value.value), tag: `whole:${mutation.value.tag}` };
      set(clone, path, mutation.value.value);
      return {
        text: JSON.stringify(clone),
        tag: `replace@${pathLabel(path)}:${mutation.value.tag}`,
      };
    }
    case 'raw': {
      const path = pick(values, []);
      if (path.length === 0)
        return { text: mutation.token.value, tag: `whole:${mutation.token.tag}` };
      set(clone, path, PLACEHOLDER);
      const text = JSON.stringify(clone).replace(`"${PLACEHOLDER}"`, mutation.token.value);
      return { text, tag: `raw@${pathLabel(path)}:${mutation.token.tag}` };
    }
    case 'delete': {
      const path = pick(values, []);
      if (path.length > 0) set(clone, path, undefined, true);
      return { text: JSON.stringify(clone), tag: `delete@${pathLabel(path)}` };
    }
    case 'add-key': {
      const path = pick(objectPaths(clone), []);
      const target = get(clone, path);
      if (isObject(target)) {
        Object.defineProperty(target, mutation.key.value, {
          value: mutation.value.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return {
        text: JSON.stringify(clone),
        tag: `add-key@${pathLabel(path)}:${mutation.key.tag}:${mutation.value.tag}`,
      };
    }
    case 'duplicate-key': {
      const keyed = values.filter((path) => typeof path.at(-1) === 'string');
      const path = pick(keyed, []);
      const key = path.at(-1);
      const parent = get(clone, path.slice(0, -1));
      if (typeof key !== 'string' || !isObject(parent))
        return { text: JSON.stringify(clone), tag: 'duplicate-key:none' };
      parent[DUPLICATE] = PLACEHOLDER;
      const repeated = `${JSON.stringify(key)}:${JSON.stringify(mutation.value.value) ?? 'null'}`;
      const text = JSON.stringify(clone).replace(`"${DUPLICATE}":"${PLACEHOLDER}"`, repeated);
      return { text, tag: `duplicate-key@${pathLabel(path)}:${mutation.value.tag}` };
    }
  }
}
