/**
 * Every broken rule of a run, grouped into classes (the rule, the route, the status, and the
 * error the server logged, with ids and numbers blurred), each with how often it happened, the
 * kinds of payload that reached it and one sample request: the run's report.
 */
import type { LoggedError } from './captured-log';
import { escapeForTag } from './hostile-strings';

export type ViolationRule =
  | 'server-error'
  | 'error-shape'
  | 'bad-json'
  | 'no-answer'
  | 'push-contract'
  | 'unhealthy'
  /** Not a failure: an error the server logged while it answered below 500. */
  | 'logged-error';

export interface Violation {
  rule: ViolationRule;
  route: string;
  status?: number;
  detail: string;
  logged?: LoggedError;
  tags: readonly string[];
  sample: string;
}

export interface FailureClass {
  key: string;
  rule: ViolationRule;
  route: string;
  status?: number;
  detail: string;
  where: string;
  count: number;
  tags: Map<string, number>;
  sample: string;
}

/** Ids, numbers and long quoted values blurred, so one cause is one class. */
export function blur(text: string): string {
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\d+/g, '#')
    .replace(/"[^"]{40,}"/g, '"…"');
}

/** Which tags of a payload tell classes apart; `param:real`-like tags only repeat the route. */
const DISTINCTIVE = (tag: string) => tag !== 'param:real';

export class FailureLog {
  readonly classes = new Map<string, FailureClass>();

  record(violation: Violation): void {
    const cause = violation.logged ? `${violation.logged.error}` : violation.detail;
    const where =
      violation.logged?.where.replace(/:\d+:\d+\)?$/, '').replace(/^.*\((?=\/)/, '') ?? '';
    const key = [violation.rule, violation.route, violation.status ?? '-', blur(cause), where].join(
      ' | ',
    );
    let found = this.classes.get(key);
    if (!found) {
      found = {
        key,
        rule: violation.rule,
        route: violation.route,
        ...(violation.status === undefined ? {} : { status: violation.status }),
        detail: cause,
        where,
        count: 0,
        tags: new Map(),
        sample: violation.sample,
      };
      this.classes.set(key, found);
    }
    found.count += 1;
    for (const tag of violation.tags.filter(DISTINCTIVE))
      found.tags.set(tag, (found.tags.get(tag) ?? 0) + 1);
  }

  /** The classes that fail the run (logged errors behind a 4xx are reported, not failed). */
  failing(): FailureClass[] {
    return [...this.classes.values()].filter((c) => c.rule !== 'logged-error');
  }

  report(): string {
    const classes = [...this.classes.values()].sort(
      (a, b) => a.rule.localeCompare(b.rule) || a.route.localeCompare(b.route) || b.count - a.count,
    );
    return classes
      .map((c, i) => {
        const tags = [...c.tags.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([tag, n]) => `${escapeForTag(tag)} ×${n}`)
          .join('; ');
        return [
          `${i + 1}. [${c.rule}] ${c.route} → ${c.status ?? 'no answer'} ×${c.count}`,
          `   error: ${escapeForTag(c.detail)}${c.where ? `\n   at: ${c.where}` : ''}`,
          `   payloads: ${tags}`,
          `   e.g. ${c.sample}`,
        ].join('\n');
      })
      .join('\n');
  }
}

/** A request as a line of the report: method, URL and the start of the body, all visible. */
export function describeRequest(
  method: string,
  url: string,
  contentType: string,
  body: Uint8Array | undefined,
  streamed?: number,
): string {
  const shown = (text: string, max: number) =>
    escapeForTag(text.length > max ? `${text.slice(0, max)}…` : text);
  const bodyText =
    streamed !== undefined
      ? `<streamed ${streamed} bytes>`
      : body === undefined
        ? '<none>'
        : `${shown(new TextDecoder().decode(body.subarray(0, 300)), 240)} (${body.byteLength} bytes)`;
  return `${method} ${shown(url.replace('http://localhost', ''), 160)} [${shown(contentType, 60) || 'no content type'}] ${bodyText}`;
}
