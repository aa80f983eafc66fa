// The Settings & Preferences page (/settings); the preferences arrive in a later issue.
import { Settings } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function SettingsPage() {
  useDocumentTitle('Settings · Mise');
  return (
    <PageHeader title="Settings & Preferences" icon={Settings} backToHome>
      Coming soon: choose the assistant's voice and language, your skill level, units, diet,
      allergens and favorite cuisines.
    </PageHeader>
  );
}
