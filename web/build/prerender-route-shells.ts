// A Vite plugin: every route's shell in the HTML, so a first visit paints the page before any
// script has run (issue 28). The shells are rendered at build time by the app's own components
// (src/app/route-shells.tsx, loaded through a Vite server in SSR mode) into the built index.html
// at its `<!--route-shell-->` mark: index.html holds home's, `<route>.html` each other route's,
// and shell.html the layout around a loading page for any other address. The server
// (sync-server/src/http/static-files.ts) and the service worker (vite.config.ts) answer a
// navigation with its route's file. On a first visit each page asks for the app's code only
// once it has painted (start-after-first-paint.js), with its own page's chunks beside it
// (page-preloads.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Plugin, createServer, minify } from 'vite';
import { pagePreloads } from './page-preloads';
import { seedLibrary } from './seed-library';

const MARK = '<!--route-shell-->';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface RouteShell {
  html: string;
  title: string | undefined;
}

interface RouteShellsModule {
  SHELL_PAGES: Record<string, { module: string }>;
  GENERIC_SHELL_MODULE: string;
  renderRouteShell: (path?: string) => RouteShell;
}

interface RenderedShell extends RouteShell {
  module: string;
}

/** The file a path's shell is written to: `/` is index.html, `/quick-meals` quick-meals.html. */
export function shellFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

export const GENERIC_SHELL_FILE = 'shell.html';

async function renderShells(): Promise<Map<string, RenderedShell>> {
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    plugins: [seedLibrary()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const shells = (await server.ssrLoadModule('/src/app/route-shells.tsx')) as RouteShellsModule;
    const rendered = new Map<string, RenderedShell>();
    for (const [path, { module }] of Object.entries(shells.SHELL_PAGES)) {
      rendered.set(shellFileOf(path), { ...shells.renderRouteShell(path), module });
    }
    rendered.set(GENERIC_SHELL_FILE, {
      ...shells.renderRouteShell(),
      module: shells.GENERIC_SHELL_MODULE,
    });
    return rendered;
  } finally {
    await server.close();
  }
}

const SCRIPT_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/** The starter, a plain script (no module: it must run as written, in any browser). */
const STARTER = readFileSync(new URL('./start-after-first-paint.js', import.meta.url), 'utf8');

/**
 * Replaces the app's module script with the starter (start-after-first-paint.js), which asks for
 * it and for `preloads` once the shell has painted. Lighthouse put first contentful paint at
 * 2.8-2.9 s on every route with the shells in place and the scripts asked for beside the CSS.
 * `starterUrl` is where the build wrote it (a classic script, so the page's CSP allows it;
 * deferred, so that the code it starts finds the whole page parsed).
 */
export function startAfterFirstPaint(
  html: string,
  starterUrl: string,
  preloads: readonly string[],
): string {
  const scripts = [...html.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  if (scripts.length !== 1) throw new Error(`Expected one entry script, found ${scripts.length}`);
  const starter = `<script defer src="${starterUrl}" data-entry="${scripts[0]}" data-preloads="${preloads.join(',')}"></script>`;
  return html.replace(SCRIPT_TAG, '').replace('</head>', () => `  ${starter}\n  </head>`);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function prerenderRouteShells(): Plugin {
  let base = '/';
  return {
    name: 'mise:prerender-route-shells',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const { code } = await minify('start.js', STARTER);
      const starter = this.emitFile({ type: 'asset', name: 'start.js', source: code });
      const starterUrl = `${base}${this.getFileName(starter)}`;
      const built = String(index.source);
      if (!built.includes(MARK)) throw new Error(`index.html has no ${MARK}`);
      for (const [fileName, { html, title, module }] of await renderShells()) {
        const preloads = pagePreloads(bundle, module).map((file) => `${base}${file}`);
        const template = startAfterFirstPaint(built, starterUrl, preloads);
        // Replaced by functions: a string replacement would read `$&` in the page as a pattern.
        const titled =
          title === undefined
            ? template
            : template.replace(
                /<title>[^<]*<\/title>/,
                () => `<title>${escapeHtml(title)}</title>`,
              );
        const source = titled.replace(MARK, () => html);
        if (fileName === 'index.html') index.source = source;
        else this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
