// The chunks a page's HTML tells the browser to fetch beside the entry (prerender-route-shells.ts
// names them to the starter): the page's own chunks and everything they import, instead of
// after the entry has run and asked for them. They are the first load of that page already (the
// size budgets count them), so this moves no extra bytes: it only overlaps the fetch and compile
// of the page with the evaluation of the entry. Each route's HTML names its own page's chunks,
// so a first visit of /quick-meals does not download the home page's.
// The notifications' code (the Toaster, drawn beside every first page) is named on every route.
// It is what says "You're offline": fetched only when the first page asked for it, and its
// imports only once it had arrived, a connection lost in the first seconds of a first visit (no
// service worker yet) left the app with no notifications at all.
import type { Rolldown } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}

/** Drawn beside every first page (app.tsx). */
const EVERY_START = 'src/components/ui/toaster.tsx';

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

/**
 * The file names to preload for a page whose module is `pageModule` (relative to the project
 * root), less what the entry imports statically: the browser fetches those with the entry.
 */
export function pagePreloads(bundle: Rolldown.OutputBundle, pageModule: string): string[] {
  const chunks = new Map<string, ChunkLike>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const all = [...chunks.values()];
  const entry = all.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('page-preloads: no entry chunk');
  const loading = staticClosure(chunks, entry);
  const wanted = new Set<string>();
  for (const module of [pageModule, EVERY_START]) {
    const start = all.find((chunk) => chunk.facadeModuleId?.endsWith(module));
    if (!start) throw new Error(`page-preloads: no chunk for ${module}`);
    for (const fileName of staticClosure(chunks, start)) wanted.add(fileName);
  }
  return [...wanted].filter((fileName) => !loading.has(fileName));
}
