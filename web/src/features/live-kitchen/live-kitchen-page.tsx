// The Live Kitchen page (/live-kitchen?session=…, spec §2, §4; issue 9): the lobby, or the
// session this tab is in. The session's code (the socket, the room's schemas, the camera) loads
// only once a cook creates or joins one, so the lobby stays a small first load. A reload of a
// session's page rejoins it as the same participant (the tab remembers its seat).
import { Users } from 'lucide-react';
import { lazy, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIVE_KITCHEN_SESSION_QUERY_PARAM } from '@mise/domain/constants';
import { isLiveKitchenSessionId } from '@mise/domain/live-kitchen-id';
import { LazyPart } from '../../components/lazy-part';
import { PageHeader } from '../../components/page-header';
import { type ToastInput, toast } from '../../components/ui/use-toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Lobby } from './components/lobby';
import type { RoomIntent } from './data/room-connection';
import { rememberedSeat } from './data/seat-memory';

const LiveSession = lazy(async () => ({
  default: (await import('./components/live-session')).LiveSession,
}));

function rejoinIntent(roomId: string | undefined): RoomIntent | undefined {
  const seat = roomId === undefined ? undefined : rememberedSeat(roomId);
  return seat && { type: 'join', ...seat };
}

export function LiveKitchenPage() {
  useDocumentTitle('Live Kitchen · Mise');
  const [searchParams, setSearchParams] = useSearchParams();
  const linked = searchParams.get(LIVE_KITCHEN_SESSION_QUERY_PARAM)?.trim();
  const sessionId = linked !== undefined && isLiveKitchenSessionId(linked) ? linked : undefined;
  const [intent, setIntent] = useState(() => rejoinIntent(sessionId));

  const showSession = (roomId: string) => {
    if (searchParams.get(LIVE_KITCHEN_SESSION_QUERY_PARAM) === roomId) return;
    setSearchParams({ [LIVE_KITCHEN_SESSION_QUERY_PARAM]: roomId }, { replace: true });
  };
  const backToLobby = (notice: ToastInput) => {
    setIntent(undefined);
    // §4: on end the session id is cleared and the cook is back in the lobby.
    setSearchParams({}, { replace: true });
    toast(notice);
  };

  return (
    <div className="grid gap-8">
      <PageHeader title="Live Kitchen" icon={Users} backToHome>
        Cook the same recipe together, live: start a session, share its link, and everyone follows
        the host step by step and chats on their own phone.
      </PageHeader>
      {intent ? (
        <LazyPart loading={<p role="status">Connecting to the session…</p>}>
          <LiveSession intent={intent} onJoined={showSession} onExit={backToLobby} />
        </LazyPart>
      ) : (
        <Lobby
          sessionId={sessionId}
          badLink={linked !== undefined && !sessionId}
          onStart={setIntent}
        />
      )}
    </div>
  );
}
