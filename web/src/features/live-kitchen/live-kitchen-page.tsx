// The Live Kitchen page (/live-kitchen?session=…); the shared cooking room arrives in a later
// issue. A shared link's session id is already read, so the page can say what it will join.
import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

// Ids look like "kitchen-…"; a longer value is a mangled link, not worth echoing in full.
const MAX_SESSION_ID_LENGTH = 64;

export function LiveKitchenPage() {
  useDocumentTitle('Live Kitchen · Mise');
  const [searchParams] = useSearchParams();
  const session = searchParams.get('session')?.trim().slice(0, MAX_SESSION_ID_LENGTH);
  return (
    <PageHeader title="Live Kitchen" icon={Users} backToHome>
      {session ? (
        <>
          Coming soon: this link will let you join the cooking session{' '}
          <code className="rounded-md bg-muted px-1.5 py-0.5 font-mono text-base wrap-anywhere text-foreground">
            {session}
          </code>{' '}
          and cook the same recipe together, step by step.
        </>
      ) : (
        'Coming soon: start a cooking session, share its link with friends and cook the same recipe together, step by step.'
      )}
    </PageHeader>
  );
}
