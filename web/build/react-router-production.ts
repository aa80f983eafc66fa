// A Vite plugin: production builds use React Router's production files. Its package.json points
// every import at dist/development (remix-run/react-router#14102, open), whose dev warnings and
// checks ran on every start and added to the first load; dist/production holds the same API
// without them. The files are found from wherever the package resolves, so pnpm's layout and
// version upgrades need nothing here.
import type { Plugin } from 'vite';

const ROUTER_ENTRIES = new Set(['react-router', 'react-router/dom']);
const DEVELOPMENT_DIR = '/react-router/dist/development/';
const PRODUCTION_DIR = '/react-router/dist/production/';

export function reactRouterProduction(): Plugin {
  return {
    name: 'mise:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!ROUTER_ENTRIES.has(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(DEVELOPMENT_DIR)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT_DIR, PRODUCTION_DIR) };
    },
  };
}
