// What a cook sees wrong on the screen in front of them, read from the browser's own layout:
// the page panning sideways, a strip scrolling sideways inside itself, text cut off by its box
// or the screen, text drawn over other text, and words broken across two lines. It runs in the
// page (page.evaluate), on what the current screen shows, so a walk scrolls a screen at a time.
// (No named inner functions: see budgets/offline-start.)

export type LayoutProblemKind =
  | 'page pans sideways'
  | 'scrolls sideways inside itself'
  | 'text cut off'
  | 'text over text'
  | 'word broken across lines';

export interface LayoutProblem {
  kind: LayoutProblemKind;
  /** The element, as a path a developer can find: `section#swap > div.card > p`. */
  where: string;
  /** The text concerned, shortened. */
  text: string;
  detail: string;
}

/** Finds the problems on the current screen. Self-contained: it is serialised into the page. */
export function findLayoutProblems(): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  // A pixel of slack: sub-pixel layout rounds both ways.
  const SLACK = 1;

  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && parts.length < 4; at = at.parentElement) {
      if (at === document.body) break;
      const id = at.id ? `#${at.id}` : '';
      const firstClass = typeof at.className === 'string' ? at.className.split(/\s+/)[0] : '';
      parts.unshift(`${at.tagName.toLowerCase()}${id}${id || !firstClass ? '' : `.${firstClass}`}`);
      if (id) break;
    }
    const landmark = element.closest('section[id], [role="dialog"], header, footer, nav');
    const place =
      landmark && !parts[0]?.includes(`#${landmark.id}`)
        ? `${landmark.tagName.toLowerCase()}${landmark.id ? `#${landmark.id}` : ''} … `
        : '';
    return place + parts.join(' > ');
  };
  const shorten = (text: string): string => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
  };
  const onScreen = (r: DOMRect): boolean =>
    r.bottom > 0 && r.top < height && r.width > 0.5 && r.height > 0.5;

  /** The innermost elements in `within` that end past `right`: what makes it too wide. */
  const sticksOut = (within: Element, right: number): Element[] =>
    [...within.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > right + SLACK)
      .filter((e) => ![...e.children].some((c) => c.getBoundingClientRect().right > right + SLACK))
      .slice(0, 3);

  // 1. The page itself pans sideways.
  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > root.clientWidth + SLACK) {
    for (const element of sticksOut(document.body, width))
      problems.push({
        kind: 'page pans sideways',
        where: pathOf(element),
        text: shorten(element.textContent ?? ''),
        detail: `the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen; this ends at ${Math.round(element.getBoundingClientRect().right)} px`,
      });
  }

  // What the browser lays out: a card of a long list kept off screen by `content-visibility:
  // auto` draws nothing (paint containment clips all it holds), and asking the size of what is
  // in it would lay it out, which made each screen of Quick Meals' walk cost the whole list.
  const elements: Element[] = [];
  const texts: Text[] = [];
  const rendered = document.createTreeWalker(
    document.body,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    (node) =>
      node instanceof Element &&
      !node.checkVisibility({ contentVisibilityAuto: true }) &&
      // No box of its own, but its children have theirs.
      getComputedStyle(node).display !== 'contents'
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  );
  for (let node = rendered.nextNode(); node; node = rendered.nextNode()) {
    if (node instanceof Text) texts.push(node);
    else elements.push(node as Element);
  }

  // 2. A strip that scrolls sideways inside itself hides what is past its edge.
  for (const element of elements) {
    if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) continue;
    // Sizes first: reading a style for each of thousands of elements is what takes the time.
    if (element.scrollWidth <= element.clientWidth + SLACK) continue;
    const style = getComputedStyle(element);
    if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
    const box = element.getBoundingClientRect();
    if (!onScreen(box) || element === root) continue;
    const padding = Number.parseFloat(style.paddingRight) || 0;
    const edge = box.left + element.clientLeft + element.clientWidth - padding;
    const culprits = sticksOut(element, edge).map(pathOf).join('; ');
    problems.push({
      kind: 'scrolls sideways inside itself',
      where: pathOf(element),
      text: shorten(element.textContent ?? ''),
      detail: `${element.scrollWidth} px of content in a ${element.clientWidth} px box, past it: ${culprits}`,
    });
  }

  // The text on screen, one entry per line box of each text node.
  interface Line {
    node: Text;
    parent: Element;
    rect: DOMRect;
  }
  const lines: Line[] = [];
  const range = document.createRange();
  for (const text of texts) {
    const parent = text.parentElement;
    if (!parent || !text.data.trim()) continue;
    // Where the text is drawn first: most of a long page is off screen, and the other checks
    // cost more.
    range.selectNodeContents(text);
    const shown = [...range.getClientRects()].filter(onScreen);
    if (shown.length === 0) continue;
    if (parent.closest('script, style, noscript, template, select, option, textarea')) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    for (const rect of shown) lines.push({ node: text, parent, rect });
  }

  /** The box an element shows its content in: inside its borders, on screen. */
  const clientBox = (element: Element) => {
    const r = element.getBoundingClientRect();
    const left = r.left + element.clientLeft;
    const top = r.top + element.clientTop;
    return { left, top, right: left + element.clientWidth, bottom: top + element.clientHeight };
  };
  const fullTextAvailable = (from: Element, to: Element, text: string): boolean => {
    for (let at: Element | null = from; at; at = at.parentElement) {
      const named = `${at.getAttribute('title') ?? ''} ${at.getAttribute('aria-label') ?? ''}`;
      if (named.includes(text.trim())) return true;
      if (at === to) break;
    }
    return false;
  };
  const truncates = (from: Element, to: Element): boolean => {
    for (let at: Element | null = from; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') return true;
      if (at === to) break;
    }
    return false;
  };

  /** Clipped to nothing, as a label for screen readers only is: not text that is shown. */
  const visuallyHidden = (element: Element): boolean => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.position === 'absolute' && /^rect\(0(px)?,? 0/.test(style.clip)) return true;
      if (style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };

  // 3. Text cut off by a box that clips it, or by the edge of the screen.
  const cut = new Set<Text>();
  for (const line of lines) {
    if (cut.has(line.node) || visuallyHidden(line.parent)) continue;
    // What is left of the line once each clipping box it lies in has cut it.
    const shown = {
      left: line.rect.left,
      right: line.rect.right,
      top: line.rect.top,
      bottom: line.rect.bottom,
    };
    let problem = '';
    for (let at = line.parent as Element | null; at && !problem; at = at.parentElement) {
      if (at === document.body || at === document.documentElement) break;
      const style = getComputedStyle(at);
      const clipsX = style.overflowX !== 'visible';
      const clipsY = style.overflowY !== 'visible';
      if (!clipsX && !clipsY) continue;
      const box = clientBox(at);
      // Wholly outside the box is hidden on purpose (a closed panel); partly outside is cut.
      const visible =
        shown.right > box.left &&
        shown.left < box.right &&
        shown.bottom > box.top &&
        shown.top < box.bottom;
      if (!visible) break;
      // A box that scrolls shows the rest as the cook scrolls it (a sideways scroller is rule 2).
      const cutsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const cutsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      const pastX = cutsX && (shown.left < box.left - SLACK || shown.right > box.right + SLACK);
      const pastY = cutsY && (shown.top < box.top - SLACK || shown.bottom > box.bottom + SLACK);
      if (pastX || pastY) {
        if (truncates(line.parent, at)) {
          if (!fullTextAvailable(line.parent, document.body, line.node.data)) {
            problem = `is truncated by ${pathOf(at)} with the full text nowhere (no title or label)`;
          }
        } else problem = `is cut off by ${pathOf(at)} (${pastX ? 'sideways' : 'top or bottom'})`;
      }
      if (clipsX)
        [shown.left, shown.right] = [
          Math.max(shown.left, box.left),
          Math.min(shown.right, box.right),
        ];
      if (clipsY)
        [shown.top, shown.bottom] = [
          Math.max(shown.top, box.top),
          Math.min(shown.bottom, box.bottom),
        ];
      if (pastX || pastY) break;
    }
    if (!problem && (shown.left < -SLACK || shown.right > width + SLACK))
      problem = 'runs past the edge of the screen';
    if (!problem) continue;
    cut.add(line.node);
    problems.push({
      kind: 'text cut off',
      where: pathOf(line.parent),
      text: shorten(line.node.data),
      detail: problem,
    });
  }

  // 4. Text drawn over other text, unless something opaque lies between them.
  const opaque = (element: Element): boolean => {
    const style = getComputedStyle(element);
    if (style.backgroundImage !== 'none') return true;
    const alpha = /rgba?\(([^)]+)\)/.exec(style.backgroundColor)?.[1]?.split(',')[3];
    return style.backgroundColor !== 'transparent' && (alpha === undefined || Number(alpha) > 0.5);
  };
  // Hit-testing finds what is drawn at a point, but skips what takes no pointer events (all
  // the page under a modal dialog): let everything take them while the probe looks. Only once
  // two lines overlap at all: the rule restyles the whole page, twice.
  let everyoneHits: HTMLStyleElement | undefined;
  const letEveryoneHit = () => {
    if (everyoneHits) return;
    everyoneHits = document.createElement('style');
    everyoneHits.textContent = '* { pointer-events: auto !important; }';
    document.head.append(everyoneHits);
  };
  const reported = new Set<string>();
  for (let i = 0; i < lines.length; i += 1) {
    const a = lines[i]!;
    for (let j = i + 1; j < lines.length; j += 1) {
      const b = lines[j]!;
      if (a.node === b.node) continue;
      const left = Math.max(a.rect.left, b.rect.left);
      const right = Math.min(a.rect.right, b.rect.right);
      const top = Math.max(a.rect.top, b.rect.top);
      const bottom = Math.min(a.rect.bottom, b.rect.bottom);
      // Tight line heights let two lines' boxes touch by a little: a quarter of a line is not.
      const shortest = Math.min(a.rect.height, b.rect.height);
      if (right - left < 4 || bottom - top < shortest / 4) continue;
      const x = (left + right) / 2;
      const y = (top + bottom) / 2;
      if (y < 0 || y >= height || x < 0 || x >= width) continue;
      letEveryoneHit();
      const stack = document.elementsFromPoint(x, y);
      const ia = stack.findIndex((e) => e === a.parent || a.parent.contains(e));
      const ib = stack.findIndex((e) => e === b.parent || b.parent.contains(e));
      // Not drawn at that point: clipped away or under something else.
      if (ia < 0 || ib < 0) continue;
      // Drawn over it, unless an opaque box of the upper one (its own, a card, a header)
      // lies between them there.
      const [upper, lower] = ia < ib ? [ia, ib] : [ib, ia];
      const lowerParent = ia < ib ? b.parent : a.parent;
      const between = stack.slice(upper, lower);
      if (between.some((e) => !e.contains(lowerParent) && opaque(e))) continue;
      const key = `${pathOf(a.parent)}|${pathOf(b.parent)}`;
      if (reported.has(key)) continue;
      reported.add(key);
      problems.push({
        kind: 'text over text',
        where: pathOf(a.parent),
        text: shorten(a.node.data),
        detail: `is drawn over "${shorten(b.node.data)}" (${pathOf(b.parent)})`,
      });
    }
  }

  everyoneHits?.remove();

  // 5. A word split across two lines ("Oatm / eal"): only a text node of several lines can.
  const multiLine = new Map<Text, number>();
  for (const line of lines) multiLine.set(line.node, (multiLine.get(line.node) ?? 0) + 1);
  for (const [node, count] of multiLine) {
    if (count < 2) continue;
    // Words of letters only: a link, a code or a hyphenated pair may break where it must.
    for (const match of node.data.matchAll(/[\p{L}\p{M}'’]{2,}/gu)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0.5);
      if (rects.length < 2) continue;
      const tops = rects.map((r) => r.top);
      if (Math.max(...tops) - Math.min(...tops) < rects[0]!.height / 2) continue;
      problems.push({
        kind: 'word broken across lines',
        where: pathOf(node.parentElement ?? document.body),
        text: shorten(node.data),
        detail: `"${match[0]}" is split over two lines`,
      });
    }
  }
  return problems;
}
