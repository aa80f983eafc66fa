/** Wording helpers the step templates use to name a dish's ingredients. */
import type { Dish, PartKey, RoleKey } from './template-types';

export function all(dish: Dish, ...keys: readonly PartKey[]): string[] {
  return keys.flatMap((key) => dish.parts.get(key) ?? []);
}

export function has(dish: Dish, key: PartKey): boolean {
  return all(dish, key).length > 0;
}

/** "a", "a and b", "a, b and c". */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

export function the(dish: Dish, ...keys: readonly PartKey[]): string {
  return listed(all(dish, ...keys));
}

/** `text(names)` when the parts are present, else an empty string. */
export function ifAny(dish: Dish, keys: readonly PartKey[], text: (names: string) => string) {
  const names = all(dish, ...keys);
  return names.length > 0 ? text(listed(names)) : '';
}

export function titleCase(name: string): string {
  return name.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** "Spinach & Chickpea" from the first pick of each named role, at most two. */
export function headline(dish: Dish, roles: readonly RoleKey[]): string {
  const names = roles.flatMap((role) => dish.picks.get(role)?.[0]?.name ?? []).slice(0, 2);
  return names.length > 0 ? names.map(titleCase).join(' & ') : titleCase(dish.cuisine);
}

/** How the main of a bowl or salad gets ready, by what it is. */
export function prepareMain(dish: Dish): string {
  const main = dish.picks.get('main')?.[0];
  if (main === undefined) return '';
  // No minutes in the text: the step's own duration (its timer) says how long, and may vary.
  if (main.kind === 'egg') return `Hard-boil the ${main.name}s, then cool and halve them.`;
  if (main.kind === 'legume') return `Rinse and drain the ${main.name}, then warm it in a pan.`;
  return `Season the ${main.name} with salt and pan-sear it until cooked through, then slice.`;
}
