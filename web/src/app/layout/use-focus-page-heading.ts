// After a client-side navigation, moves focus to the new page's h1 so screen readers announce
// the page and Tab starts from its top, as after a full page load. Links to a #section are left
// to the page, which moves focus to that section itself.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export function useFocusPageHeading(): void {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (hash) return;
    document.querySelector<HTMLElement>('#main h1')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}
