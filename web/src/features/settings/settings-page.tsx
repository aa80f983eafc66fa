// The Settings & Preferences page (/settings): sharing the kitchen with other devices and the
// kitchen's data as a file; the preferences arrive in a later issue.
import { Settings } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ShareKitchenCard } from './share-kitchen-card';
import { YourDataCard } from './your-data-card';

export function SettingsPage() {
  useDocumentTitle('Settings · Mise');
  return (
    <div className="grid gap-8">
      <PageHeader title="Settings & Preferences" icon={Settings} backToHome>
        Share this kitchen with your other devices, and keep a copy of its data. Coming soon: choose
        the assistant&apos;s voice and language, your skill level, units, diet, allergens and
        favorite cuisines.
      </PageHeader>
      <ShareKitchenCard />
      <YourDataCard />
    </div>
  );
}
