// The Mindful Cooking page (/mindful-cooking); the guided sessions arrive in a later issue.
import { Flower2 } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function MindfulCookingPage() {
  useDocumentTitle('Mindful Cooking · Mise');
  return (
    <PageHeader title="Mindful Cooking" icon={Flower2} backToHome>
      Coming soon: short guided meditations, breathing exercises and calm music to cook along with.
    </PageHeader>
  );
}
