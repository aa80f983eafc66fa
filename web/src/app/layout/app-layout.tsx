// The frame around every page: skip link, sticky header with the navigation, the page in
// <main id="main">, and the footer. A new page opens at its top; back/forward restore the scroll
// position. A device whose session ends is sent to /login (spec §4) from here.
import type { MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { PageBoundary } from '../page-boundary';
import { ReconnectRedirect } from '../../features/identity/reconnect-redirect';
import { TimerAlarm } from '../../features/cooking/timers/timer-alarm';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFocusPageHeading } from './use-focus-page-heading';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

// Moving focus ourselves keeps "#main" out of the URL, which the router would treat as a visit.
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

export function AppLayout() {
  useFocusPageHeading();
  useScrollOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={skipToMain}
        className="focus-ring sr-only z-[60] rounded-xl bg-primary px-4 py-3 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 scroll-mt-24 focus:outline-none">
        <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
          <PageBoundary>
            <Outlet />
          </PageBoundary>
        </div>
      </main>
      <SiteFooter />
      <ReconnectRedirect />
      <TimerAlarm />
    </div>
  );
}
