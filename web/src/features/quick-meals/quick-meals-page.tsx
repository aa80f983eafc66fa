// The Quick Meals page (/quick-meals); the quick-meal list arrives in a later issue.
import { Zap } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function QuickMealsPage() {
  useDocumentTitle('Quick Meals · Mise');
  return (
    <PageHeader title="Quick Meals" icon={Zap} backToHome>
      Coming soon: meals ready in about ten minutes with little cooking, for breakfast, lunch and
      dinner.
    </PageHeader>
  );
}
