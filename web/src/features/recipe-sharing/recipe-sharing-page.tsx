// The Recipe Sharing page (/recipe-sharing); community and own recipes arrive in a later issue.
import { HeartHandshake } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function RecipeSharingPage() {
  useDocumentTitle('Recipe Sharing · Mise');
  return (
    <PageHeader title="Recipe Sharing" icon={HeartHandshake} backToHome>
      Coming soon: browse recipes shared by other cooks, keep your favorites, and create and share
      your own.
    </PageHeader>
  );
}
