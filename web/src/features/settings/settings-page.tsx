// The Settings & Preferences page (/settings): the assistant's voice and the household's
// preferences (spec §2), then sharing the kitchen and the kitchen's data as a file.
import { Suspense, lazy } from 'react';
import { Settings } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { afterSchemas } from '../../lib/after-schemas';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoadingPreferences } from './loading-preferences';
import { ShareKitchenCard } from './share-kitchen-card';
import { YourDataCard } from './your-data-card';

const PreferenceArea = lazy(() =>
  afterSchemas(async () => ({ default: (await import('./preference-area')).PreferenceArea })),
);

export function SettingsPage() {
  useDocumentTitle('Settings · Mise');
  return (
    <div className="grid gap-8">
      <PageHeader title="Settings & Preferences" icon={Settings} backToHome>
        Choose the assistant&apos;s voice, tell Mise how you cook and eat, share this kitchen with
        your other devices, and keep a copy of your data.
      </PageHeader>
      {/* The cards below draw with the preferences, not before them: drawn first, they would
          slide down the screen as the preferences arrived above them. */}
      <Suspense fallback={<LoadingPreferences />}>
        <PreferenceArea>
          <ShareKitchenCard />
          <YourDataCard />
        </PreferenceArea>
      </Suspense>
    </div>
  );
}
