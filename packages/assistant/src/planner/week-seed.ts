/**
 * The planner's seed for a week, the same on the device and the server: the week's Sunday as a
 * number (2026-11-22 → 20261122), so planning one week twice chooses the same way.
 */
export function seedOfWeek(weekStart: string): number {
  return Number(weekStart.replaceAll('-', ''));
}
