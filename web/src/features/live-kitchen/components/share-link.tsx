// The read-only share link (spec §2, §9: /live-kitchen?session=<id>) and its copy button, which
// says "Copied" for 2 seconds and shows "Link Copied!".
import { CopyButton } from '../../../components/copy-button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { LINK_COPIED } from '../data/live-kitchen-toasts';
import { sessionLink } from '../utils/session-link';

export function ShareLink({ roomId }: { roomId: string }) {
  const link = sessionLink(window.location.origin, roomId);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Input
        readOnly
        value={link}
        aria-label="Share link"
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-sm"
      />
      <CopyButton text={link} label="Copy Link" onCopied={() => toast(LINK_COPIED)} />
    </div>
  );
}
