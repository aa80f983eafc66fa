// The app's top-level destinations (spec §2), in menu order; both navigation bars render this.
export interface NavItem {
  to: string;
  label: string;
}

export const navItems = [
  { to: '/', label: 'Home' },
  { to: '/recipe-sharing', label: 'Recipe Sharing' },
  { to: '/quick-meals', label: 'Quick Meals' },
  { to: '/live-kitchen', label: 'Live Kitchen' },
  { to: '/mindful-cooking', label: 'Mindful Cooking' },
  { to: '/recipe-journal', label: 'Recipe Journal' },
  { to: '/settings', label: 'Settings' },
] as const satisfies readonly NavItem[];

export type NavPath = (typeof navItems)[number]['to'];
