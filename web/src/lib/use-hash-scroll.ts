// Scrolls to the element named by the URL's #hash once the page that holds it has rendered.
// React Router does not do this itself, and the browser's own jump happens before a lazily
// loaded page exists, so a page with anchors calls this after it mounts.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

function targetOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape in a hand-typed URL is no reason to crash the page.
    return null;
  }
}

export function useHashScroll(): void {
  // The key changes on every navigation, so following the same #link twice scrolls again.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = targetOf(hash);
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    // Like a native anchor jump, move the keyboard's starting point to the section (a no-op
    // unless the target is focusable, e.g. a section with tabIndex -1).
    target.focus({ preventScroll: true });
  }, [hash, key]);
}
