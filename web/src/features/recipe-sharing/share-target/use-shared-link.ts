// The Recipe Sharing page's side of "Share to Mise": a share opens /recipe-sharing with the
// share's parameters (the manifest's share_target). The parameters are taken off the address
// at once (a reload does not import again); online, the link goes to Create Recipe; offline, it
// is kept on this device and imported when the connection returns (pending-shared-links.tsx).
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../../../components/ui/use-toast';
import { isShare, sharedRecipeAddress, withoutShare } from './shared-link';

export interface SharedLink {
  address: string;
  /** Tells one share from the next, when the same page is shared twice. */
  id: number;
}

/** What one share asks for, decided once when it arrives (the connection may change after). */
type Share =
  { does: 'import'; link: SharedLink } | { does: 'keep'; address: string } | { does: 'nothing' };

export function useSharedLink(): SharedLink | undefined {
  const [params, setParams] = useSearchParams();
  const [handled, setHandled] = useState<{ params: URLSearchParams; share: Share; id: number }>();
  if (isShare(params) && params !== handled?.params) {
    const id = (handled?.id ?? 0) + 1;
    const address = sharedRecipeAddress(params);
    const share: Share =
      address === undefined
        ? { does: 'nothing' }
        : navigator.onLine
          ? { does: 'import', link: { address, id } }
          : { does: 'keep', address };
    setHandled({ params, share, id });
  }

  useEffect(() => {
    if (handled === undefined) return;
    void setParams((current) => withoutShare(current), { replace: true });
    const { share } = handled;
    if (share.does === 'nothing') {
      toast({
        title: 'Nothing to import',
        description: 'What was shared holds no link to a recipe page.',
        variant: 'destructive',
      });
    } else if (share.does === 'keep') void keepForLater(share.address);
  }, [handled, setParams]);

  return handled?.share.does === 'import' ? handled.share.link : undefined;
}

async function keepForLater(address: string): Promise<void> {
  try {
    const { keepSharedLink } = await import('./pending-shares');
    const waiting = await keepSharedLink(address);
    toast({
      title: "You're offline",
      description:
        waiting === 1
          ? "Mise keeps the link and imports the recipe when you're back online."
          : `Mise keeps the ${waiting} links and imports the recipes when you're back online.`,
    });
  } catch (error) {
    console.warn('The shared link could not be kept on this device.', error);
    toast({
      title: 'The link could not be kept',
      description: 'Share it again once you are back online.',
      variant: 'destructive',
    });
  }
}
