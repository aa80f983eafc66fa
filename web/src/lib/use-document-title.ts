// Sets the tab/window title for the page on screen, so history, tabs and screen readers name it.
import { createContext, use, useEffect } from 'react';

/**
 * Given by a build-time prerender (app/route-shells.tsx) to learn the title of the page it draws,
 * which goes into the shell's <title>: effects do not run there.
 */
export const PrerenderedTitle = createContext<((title: string) => void) | undefined>(undefined);

export function useDocumentTitle(title: string): void {
  use(PrerenderedTitle)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
