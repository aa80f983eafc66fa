// The web app manifest: what the home-screen install shows and where its shortcuts lead.
import type { ManifestOptions } from 'vite-plugin-pwa';

export const THEME_COLOR = '#2f6f4f';
export const BACKGROUND_COLOR = '#faf7f2';

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Mise — kitchen companion',
  short_name: 'Mise',
  description:
    'Your pantry, recipes, cooking guide, meal plan and grocery list — on your phone, even offline.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['food', 'lifestyle', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // "Share to Mise": sharing a recipe page from the browser opens Recipe Sharing, which imports
  // it into Create Recipe (src/features/recipe-sharing/share-target/). The parameter names are
  // SHARE_PARAMS there.
  share_target: {
    action: '/recipe-sharing',
    method: 'GET',
    params: { title: 'shared_title', text: 'shared_text', url: 'shared_url' },
  },
  shortcuts: [
    {
      name: 'Pantry',
      short_name: 'Pantry',
      description: 'See and add pantry items',
      url: '/#pantry',
      icons: [{ src: '/icons/shortcut-pantry.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Grocery list',
      short_name: 'Grocery',
      description: 'Open the grocery list',
      url: '/#planning',
      icons: [{ src: '/icons/shortcut-grocery.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Cook',
      short_name: 'Cook',
      description: 'Continue cooking',
      url: '/#cooking',
      icons: [{ src: '/icons/shortcut-cook.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};
