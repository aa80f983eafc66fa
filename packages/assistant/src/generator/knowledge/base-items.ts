/**
 * Reads the short form flavour bases and dish additions are written in:
 * `fat:olive oil; aromatic:garlic=3 cloves; sauce:soy sauce|coconut aminos; acid:lemon?` —
 * role, alternatives in order of preference (the first one the diet allows is used), an
 * amount for two servings when it differs from the seasoning table, `?` when the dish can go
 * without it.
 */
import type { BaseItem, BaseRole } from './types';

const ROLES: ReadonlySet<string> = new Set<BaseRole>([
  'aromatic',
  'fat',
  'spice',
  'herb',
  'acid',
  'sauce',
  'liquid',
  'garnish',
  'topping',
  'coat',
  'enrich',
  'sweet',
]);

const isRole = (role: string): role is BaseRole => ROLES.has(role);

export function baseItems(text: string): BaseItem[] {
  return text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [role = '', rest = ''] = part.split(':');
      if (!isRole(role)) throw new Error(`Unknown base role "${role}" in "${part}"`);
      const optional = rest.endsWith('?');
      const [names = '', amount] = (optional ? rest.slice(0, -1) : rest).split('=');
      return {
        role,
        choices: names.split('|').map((name) => name.trim()),
        optional,
        ...(amount === undefined ? {} : { amount: amount.trim() }),
      };
    });
}
