// The Recipe Journal page (/recipe-journal); the journal arrives in a later issue.
import { NotebookPen } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

export function RecipeJournalPage() {
  useDocumentTitle('Recipe Journal · Mise');
  return (
    <PageHeader title="Recipe Journal" icon={NotebookPen} backToHome>
      Coming soon: a journal of the dishes you have cooked, with ratings, notes, the changes you
      made and tags.
    </PageHeader>
  );
}
