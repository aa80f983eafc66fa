/**
 * Fills a step template (knowledge/types.ts StepShape) for one dish. `{veg}` lists what the
 * dish has in that role, `[part]` disappears when a role it names is empty, and the finishing
 * tokens ({garnishes}, {top}) only name what the steps have not used yet, so nothing is added
 * twice.
 */
import { cookMinutes } from '../knowledge/facts';
import type { Method, Role } from '../knowledge/types';
import type { Line } from './lines';
import type { MainPick } from './plan';
import { capitalised, listed, lowerFirst } from './words';

const FRESH_HERBS = new Set(['basil', 'cilantro', 'parsley', 'mint', 'dill', 'chive']);
/** Woody and dried herbs go in with the spices, early, not scattered at the end. */
const WOODY_HERBS = new Set(['rosemary', 'thyme', 'sage', 'bay leaf', 'oregano']);
const CITRUS = new Set(['lemon', 'lime']);
/** Mains that go on at the end when no step has used them: cheese, fruit, raw sides. */
const TOPPING_MAINS = new Set<Role>(['side', 'cheese', 'fruit']);
const MAIN_GROUPS: Readonly<Record<string, readonly Role[]>> = {
  mix: ['veg', 'legume', 'starch', 'fruit', 'side'],
  bowl: ['protein', 'egg', 'veg', 'legume', 'side', 'cheese', 'fruit'],
  mains: ['protein', 'egg', 'veg', 'legume', 'cheese', 'fruit', 'side'],
};

export interface RenderInputs {
  readonly lines: readonly Line[];
  readonly mains: readonly MainPick[];
  readonly prepText: string;
}

export class StepWriter {
  private readonly mentioned = new Set<string>();

  constructor(private readonly inputs: RenderInputs) {}

  /** Fills the template left to right, so a later {garnishes} knows what came before it. */
  write(template: string): string {
    const [text] = this.part(template, 0);
    return text
      .replace(/\s+([,.;])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim();
  }

  /** Reads from `at` to the end or to the `]` closing this part; answers text and where it ended. */
  private part(template: string, at: number): [string, number] {
    let text = '';
    let index = at;
    while (index < template.length) {
      const char = template[index];
      if (char === ']') return [text, index + 1];
      if (char === '[') {
        const end = this.closing(template, index);
        const inner = template.slice(index + 1, end - 1);
        if (!this.anyEmpty(inner)) text += this.part(inner, 0)[0];
        index = end;
      } else if (char === '{') {
        const end = template.indexOf('}', index);
        text += this.resolve(template.slice(index + 1, end));
        index = end + 1;
      } else {
        text += char;
        index += 1;
      }
    }
    return [text, index];
  }

  /** The index just past the `]` matching the `[` at `open`. */
  private closing(template: string, open: number): number {
    let depth = 0;
    for (let index = open; index < template.length; index += 1) {
      if (template[index] === '[') depth += 1;
      if (template[index] === ']') depth -= 1;
      if (depth === 0) return index + 1;
    }
    return template.length;
  }

  /** Whether a role this part names directly (not in a nested part) is empty. */
  private anyEmpty(text: string): boolean {
    const direct = text.replace(/\[[^[\]]*(\[[^[\]]*\][^[\]]*)*\]/g, '');
    return [...direct.matchAll(/\{([^}]+)\}/g)].some(
      ([, token = '']) => !token.startsWith('late:') && this.peek(token) === '',
    );
  }

  private linesOf(roles: readonly Role[], main: boolean): Line[] {
    return this.inputs.lines.filter(
      (line) =>
        line.main === main &&
        (roles.includes(line.role) || line.alsoRoles.some((role) => roles.includes(role))),
    );
  }

  /** What a token would say, without counting it as said. */
  private peek(token: string): string {
    return this.value(token, false);
  }

  private resolve(token: string): string {
    return this.value(token, true);
  }

  private names(lines: readonly Line[], mark: boolean): string {
    if (mark) for (const line of lines) this.mentioned.add(line.name);
    return listed(lines.map((line) => line.called));
  }

  /**
   * What goes on at the end and has not been used yet; `again` also names the `roles` mains
   * though a step used them (the seared chicken a salad is topped with).
   */
  private finishing(roles: readonly Role[], mark: boolean, again = false): string {
    const unused = (line: Line) => !this.mentioned.has(line.name);
    const toppings = this.inputs.lines.filter(
      (line) =>
        (again && line.main && roles.includes(line.role)) ||
        (unused(line) &&
          (roles.includes(line.role) ||
            (line.main && TOPPING_MAINS.has(line.role)) ||
            (!line.main && (line.role === 'topping' || line.role === 'garnish')) ||
            (line.role === 'herb' && FRESH_HERBS.has(line.key)))),
    );
    const citrus = this.inputs.lines.filter(
      (line) => unused(line) && line.role === 'acid' && CITRUS.has(line.key),
    );
    if (mark) for (const line of [...toppings, ...citrus]) this.mentioned.add(line.name);
    return listed([
      ...toppings.map((line) => line.called),
      ...citrus.map((line) => `a squeeze of ${line.key}`),
    ]);
  }

  private value(token: string, mark: boolean): string {
    if (token === 'Prep') return capitalised(this.inputs.prepText);
    if (token === 'prep') return this.inputs.prepText;
    if (token === 'garnishes') return this.finishing([], mark);
    if (token === 'top') return this.finishing(['protein', 'egg', 'cheese'], mark, true);
    if (token.startsWith('late:')) return this.late(token.slice(5), mark);
    if (token.startsWith('early:')) return this.early(token.slice(6), mark);
    if (token.startsWith('done:')) return this.done(token.slice(5));
    if (token === 'starch:cook' || token === 'starch:cooklc') {
      const line = this.linesOf(['starch'], true)[0];
      const pick = this.inputs.mains.find((main) => main.role === 'starch');
      if (line === undefined || pick === undefined) return '';
      const said = (pick.facts.cookSay ?? 'Cook the {x}').replace('{x}', line.called);
      return token === 'starch:cook' ? said : lowerFirst(said);
    }
    return this.names(this.listLines(token), mark);
  }

  /** The lines a list token names: a role, a group of roles, or roles joined by `+`. */
  private listLines(token: string): Line[] {
    const group = MAIN_GROUPS[token];
    if (group !== undefined) return this.linesOf(group, true);
    if (token.startsWith('rest:')) {
      return this.listLines(token.slice(5)).filter((line) => !this.mentioned.has(line.name));
    }
    if (token.startsWith('=')) {
      const wanted = token.slice(1).split('|');
      const found = wanted
        .map((key) => this.inputs.lines.find((line) => line.key === key))
        .find((line) => line !== undefined);
      return found === undefined ? [] : [found];
    }
    if (token.includes('+')) return token.split('+').flatMap((part) => this.listLines(part));
    if (token === 'spice') {
      return this.inputs.lines.filter(
        (line) =>
          !line.main &&
          (line.role === 'spice' || (line.role === 'herb' && WOODY_HERBS.has(line.key))),
      );
    }
    const role = token as Role;
    const main = this.linesOf([role], true);
    return main.length > 0 ? main : this.linesOf([role], false);
  }

  private done(role: string): string {
    const pick = this.inputs.mains.find((main) => main.role === role);
    return pick?.facts.done ?? 'until cooked through';
  }

  /**
   * Items of `roles` cooked by `method`, split into those that go in from the start and those
   * added near the end because they cook much faster. `method:roles@N` also measures against
   * N minutes of something else cooking (rice in a risotto).
   */
  private timing(spec: string) {
    const [head = '', reference = '0'] = spec.split('@');
    const [method = '', roles = ''] = head.split(':');
    const wanted = roles.split(',');
    const timed = this.inputs.mains.flatMap((pick, index) => {
      const minutes = cookMinutes(pick.facts, method as Method);
      const line = this.inputs.lines[index];
      return wanted.includes(pick.role) && minutes !== undefined && line !== undefined
        ? [{ line, minutes }]
        : [];
    });
    const longest = Math.max(Number(reference), ...timed.map((item) => item.minutes));
    const isLate = (minutes: number) => longest - minutes >= Math.max(3, longest * 0.3);
    return {
      early: timed.filter((item) => !isLate(item.minutes)),
      late: timed.filter((item) => isLate(item.minutes)),
    };
  }

  /** `method:roles[:listed]`: the early items, of the `listed` roles only when given. */
  private early(spec: string, mark: boolean): string {
    const [method = '', roles = '', listed = roles] = spec.split(':');
    const shown = listed.split(',');
    const early = this.timing(`${method}:${roles}`).early.filter((item) =>
      shown.includes(item.line.role),
    );
    return this.names(
      early.map((item) => item.line),
      mark,
    );
  }

  /** ", adding the spinach for the last 2 minutes" when some items cook much faster. */
  private late(spec: string, mark: boolean): string {
    const { late } = this.timing(spec);
    if (late.length === 0) return '';
    const last = Math.max(1, ...late.map((item) => item.minutes));
    const minutes = last === 1 ? 'minute' : `${last} minutes`;
    const names = this.names(
      late.map((item) => item.line),
      mark,
    );
    return `, adding the ${names} for the last ${minutes}`;
  }
}
