// The small footer under every page.
import { LogoMark } from './logo-mark';

export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="flex items-center gap-2">
          <LogoMark className="size-5" />
          Mise — your kitchen companion
        </p>
        <p>Works offline once it has loaded.</p>
      </div>
    </footer>
  );
}
