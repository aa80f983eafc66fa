// A Vite plugin: index.html tells the browser to fetch the home page's chunks (and everything
// they import) while the entry chunk is still running, instead of after it has asked for them.
// Home is where the installed app opens, and its code is part of the first load already (the
// size budget counts it), so this moves no extra bytes: it only overlaps the fetch and compile
// of the home route with the evaluation of the entry.
// The notifications' code (the Toaster, drawn beside every first page) is preloaded the same
// way on every route. It is what says "You're offline": fetched only when the first page asked
// for it, and its imports only once it had arrived, a connection lost in the first seconds of a
// first visit (no service worker yet) left the app with no notifications at all.
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

function staticClosure(chunks: Map<string, ChunkLike>, start: ChunkLike): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return seen;
}

/** `modules`: the route module the app opens on, and any other module every start needs, relative to the project root. */
export function preloadStartPage(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'mise:preload-start-page',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map<string, ChunkLike>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        }
        const all = [...chunks.values()];
        const entry = all.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('preload-start-page: no entry chunk');
        const starts = modules.map((module) => {
          const start = all.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!start) throw new Error(`preload-start-page: no chunk for ${module}`);
          return start;
        });
        // The entry and what it imports statically are already loading (Vite links those).
        const loading = staticClosure(chunks, entry);
        const wanted = new Set(starts.flatMap((start) => [...staticClosure(chunks, start)]));
        return [...wanted]
          .filter((fileName) => !loading.has(fileName))
          .map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
