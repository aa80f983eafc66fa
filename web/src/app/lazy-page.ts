// A page whose code (and anything it must have before drawing) loads on first visit. The router
// shows a page only once it has loaded (router.tsx), so no page ever suspends: the old page stays
// on screen while the next one loads, and the first one draws once, complete.
import { type ComponentType, createContext } from 'react';

export interface LazyPage {
  /** Starts loading if nothing has yet; settles when the page can draw (or has failed). */
  readonly load: () => Promise<void>;
  readonly settled: boolean;
  readonly Component: ComponentType | undefined;
  readonly error: Error | undefined;
  /** For useSyncExternalStore: called once, when the page settles. */
  readonly subscribe: (listener: () => void) => () => void;
}

export function lazyPage(loadComponent: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const settle = (outcome: Pick<LazyPage, 'Component' | 'error'>) => {
    Object.assign(page, outcome, { settled: true });
    listeners.forEach((listener) => listener());
  };
  const page = {
    settled: false,
    Component: undefined as ComponentType | undefined,
    error: undefined as Error | undefined,
    load: (): Promise<void> => {
      loading ??= loadComponent().then(
        (Component) => settle({ Component, error: undefined }),
        (error: unknown) =>
          settle({
            Component: undefined,
            error: error instanceof Error ? error : new Error(String(error)),
          }),
      );
      return loading;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return page;
}

/** True while the next page loads and the previous one is still shown (route-progress.tsx). */
export const PageLoadingContext = createContext(false);
