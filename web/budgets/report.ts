// Every budget check returns figures; the runner prints them all and fails if any is missed.
export interface Figure {
  check: string;
  subject: string;
  value: number;
  unit: string;
  /** Absent for a figure printed for context (a median next to its budgeted p95). */
  limit?: number;
  /** 'max': the value must not exceed the limit; 'min': it must reach it. */
  kind: 'max' | 'min';
  /**
   * 'budget' (the default) fails the check when missed. 'target' is printed and reported but
   * does not fail it yet: a goal the app does not meet on this machine today (docs/budgets.md
   * says which and why); it becomes a budget once it holds, and never the other way round.
   */
  gate?: 'budget' | 'target';
}

export const isTarget = (figure: Figure) => figure.gate === 'target';

export function passes({ value, limit, kind }: Figure): boolean {
  if (limit === undefined) return true;
  return kind === 'max' ? value <= limit : value >= limit;
}

function format(value: number, unit: string): string {
  // Scores are whole numbers; a layout shift is a small fraction.
  const digits = unit === 'KB' || unit === 'ms' ? 1 : Number.isInteger(value) ? 0 : 3;
  return `${value.toFixed(digits)} ${unit}`.trim();
}

/** Prints a table of figures for one check, marking the ones over budget. */
export function printFigures(title: string, figures: readonly Figure[]): void {
  console.log(`\n${title}`);
  const rows = figures.map((f) => [
    passes(f) ? 'ok  ' : isTarget(f) ? 'MISS' : 'FAIL',
    f.subject,
    format(f.value, f.unit),
    f.limit === undefined
      ? ''
      : `${isTarget(f) ? 'target ' : ''}${f.kind === 'max' ? '≤' : '≥'} ${format(f.limit, f.unit)}`,
  ]);
  printTable(['', 'what', 'figure', 'budget'], rows);
  if (figures.some((f) => isTarget(f) && !passes(f))) {
    console.log('MISS: a target not met yet; it is reported, and does not fail the check.');
  }
}

export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  // Labels (the first two columns) read left to right; figures line up on the right.
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
