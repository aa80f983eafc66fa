// Options for @tanstack/react-virtual that never force the browser to lay the page out early.
// By default the virtualiser reads the scroll panel's size as soon as it mounts, scrolls the new
// panel to where it already is, and reads each row's height as it attaches; each of these makes
// the browser lay out the whole page there and then, in the middle of React's commit. On the
// home page that was three extra layouts of every section in a phone's first frame. Here the
// first render works from estimates, and a ResizeObserver, which reports after the browser's own
// layout, corrects them before the frame is painted when they were off.
import { type Rect, type Virtualizer, elementScroll } from '@tanstack/react-virtual';

/** The panel's size from a ResizeObserver only: no read of the layout while it is dirty. */
export function observeRectAfterLayout<Panel extends HTMLElement, Item extends Element>(
  instance: Virtualizer<Panel, Item>,
  onRect: (rect: Rect) => void,
): (() => void) | undefined {
  const panel = instance.scrollElement;
  if (!panel) return undefined;
  // Inside the observer's callback the layout is fresh, so reading it costs nothing.
  const observer = new ResizeObserver(() => {
    onRect({ width: panel.clientWidth, height: panel.clientHeight });
  });
  observer.observe(panel);
  return () => observer.disconnect();
}

/** A row's height from its ResizeObserver entry; until the first entry, the last known size. */
export function measureAfterLayout<Panel extends HTMLElement, Item extends Element>(
  row: Item,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Panel, Item>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(row);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
    instance.options.estimateSize(index)
  );
}

const panelsSeen = new WeakSet<Element>();

/** Scrolls the panel, except for the mount's write of offset 0 to a panel that is at 0. */
export function scrollAfterLayout<Panel extends HTMLElement, Item extends Element>(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Panel, Item>,
): void {
  const panel = instance.scrollElement;
  if (!panel) return;
  const firstWrite = !panelsSeen.has(panel);
  panelsSeen.add(panel);
  if (firstWrite && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, instance);
}
