// The routes of spec §2 that every budget runs on, with the module that renders each one (the
// size check looks that module up in Vite's build manifest to find the route's own chunk).
export interface BudgetRoute {
  path: string;
  name: string;
  module: string;
}

export const budgetRoutes: readonly BudgetRoute[] = [
  { path: '/', name: 'Home', module: 'src/app/routes/home.tsx' },
  {
    path: '/recipe-sharing',
    name: 'Recipe Sharing',
    module: 'src/features/recipe-sharing/recipe-sharing-page.tsx',
  },
  {
    path: '/quick-meals',
    name: 'Quick Meals',
    module: 'src/features/quick-meals/quick-meals-page.tsx',
  },
  {
    path: '/live-kitchen',
    name: 'Live Kitchen',
    module: 'src/features/live-kitchen/live-kitchen-page.tsx',
  },
  {
    path: '/mindful-cooking',
    name: 'Mindful Cooking',
    module: 'src/features/mindful-cooking/mindful-cooking-page.tsx',
  },
  {
    path: '/recipe-journal',
    name: 'Recipe Journal',
    module: 'src/features/recipe-journal/recipe-journal-page.tsx',
  },
  { path: '/settings', name: 'Settings', module: 'src/features/settings/settings-page.tsx' },
];

/** Pages outside spec §2's list (Reconnect, 404): lazily loaded like the routes above. */
export const otherPageModules: readonly string[] = [
  'src/features/identity/reconnect-page.tsx',
  'src/features/not-found/not-found-page.tsx',
];
