// The app's routes as the tests expect them (spec §2): path, navigation label, h1 and title.
export interface AppRoute {
  path: string;
  navLabel: string;
  heading: string;
  title: string;
}

export const appRoutes: readonly AppRoute[] = [
  {
    path: '/',
    navLabel: 'Home',
    heading: 'Cook with what you have',
    title: 'Mise — kitchen companion',
  },
  {
    path: '/recipe-sharing',
    navLabel: 'Recipe Sharing',
    heading: 'Recipe Sharing',
    title: 'Recipe Sharing · Mise',
  },
  {
    path: '/quick-meals',
    navLabel: 'Quick Meals',
    heading: 'Quick Meals',
    title: 'Quick Meals · Mise',
  },
  {
    path: '/live-kitchen',
    navLabel: 'Live Kitchen',
    heading: 'Live Kitchen',
    title: 'Live Kitchen · Mise',
  },
  {
    path: '/mindful-cooking',
    navLabel: 'Mindful Cooking',
    heading: 'Mindful Cooking',
    title: 'Mindful Cooking · Mise',
  },
  {
    path: '/recipe-journal',
    navLabel: 'Recipe Journal',
    heading: 'Recipe Journal',
    title: 'Recipe Journal · Mise',
  },
  {
    path: '/settings',
    navLabel: 'Settings',
    heading: 'Settings & Preferences',
    title: 'Settings · Mise',
  },
];

/** The home page's anchored sections, in page order, with their h2. */
export const homeSections = [
  { id: 'pantry', heading: 'Pantry' },
  { id: 'swap', heading: 'Ingredient Swap' },
  { id: 'recipes', heading: 'Recipes' },
  { id: 'cooking', heading: 'Cooking Guide' },
  { id: 'planning', heading: 'Meal Planner & Grocery List' },
] as const;
