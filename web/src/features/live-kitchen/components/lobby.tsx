// The lobby (spec §2): start a new session with your name and a recipe, or, from a shared link,
// join its session with your name. Without a link, a pasted link or id opens the join form.
import type { RoomIntent } from '../data/room-connection';
import { CreateSessionForm } from './create-session-form';
import { JoinByLinkForm } from './join-by-link-form';
import { JoinSessionForm } from './join-session-form';

interface LobbyProps {
  /** The session id of the link that opened the page, if it held a valid one. */
  sessionId: string | undefined;
  /** The link carried something that is not a session id. */
  badLink: boolean;
  onStart: (intent: RoomIntent) => void;
}

export function Lobby({ sessionId, badLink, onStart }: LobbyProps) {
  if (sessionId) return <JoinSessionForm sessionId={sessionId} onStart={onStart} />;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <CreateSessionForm onStart={onStart} />
      <JoinByLinkForm badLink={badLink} />
    </div>
  );
}
