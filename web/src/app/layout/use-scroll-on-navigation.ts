// A new page opens at its top, as after a full page load. Back and forward are left to the
// browser's own scroll restoration, and links to a #section to the page (use-hash-scroll.ts).
import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (navigationType !== NavigationType.Pop && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
