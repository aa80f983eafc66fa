// The sticky header: the app's name and mark (a link home), the sync status, and the top
// navigation — a bar of links on wide screens, a Menu button and sheet on small ones.
import { Link } from 'react-router-dom';
import { DesktopNav } from './desktop-nav';
import { LogoMark } from './logo-mark';
import { MobileNav } from './mobile-nav';
import { RouteProgress } from './route-progress';
import { SyncStatus } from '../../sync/ui/sync-status';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background pt-[env(safe-area-inset-top)]">
      <RouteProgress />
      {/* 7xl, not 6xl: the sync status needs room beside the full navigation bar at 1280 px. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="focus-ring -ml-1 flex min-h-11 items-center gap-2.5 rounded-xl px-1 font-display text-2xl font-semibold tracking-tight"
        >
          <LogoMark className="size-8" />
          Mise
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <SyncStatus />
          <DesktopNav className="hidden xl:block" />
          <MobileNav className="xl:hidden" />
        </div>
      </div>
    </header>
  );
}
