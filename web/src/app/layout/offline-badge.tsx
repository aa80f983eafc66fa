// A quiet, lasting "Offline" marker in the header; the toast says it once, this keeps saying it.
import { CloudOff } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { useOnlineStatus } from '../../lib/use-online-status';

export function OfflineBadge() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Badge variant="spice" className="py-1">
      <CloudOff aria-hidden />
      Offline
    </Badge>
  );
}
