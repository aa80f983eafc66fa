// Keeps this tab in the live room of `intent` while the session view is shown, and leaves it
// when the view goes (a guest's seat is freed, the host's kept). Leaving waits one task, so
// React's development double mount does not create or join twice.
import { useEffect, useMemo, useRef } from 'react';
import type { ToastInput } from '../../../components/ui/use-toast';
import { type LiveRoomHandle, openLiveRoom } from './live-room-store';
import type { RoomIntent } from './room-connection';

interface Active {
  intent: RoomIntent;
  handle: LiveRoomHandle;
  leaving?: ReturnType<typeof setTimeout>;
}
let active: Active | undefined;

export interface SessionCallbacks {
  onJoined: (roomId: string) => void;
  onExit: (notice: ToastInput) => void;
}

export function useLiveRoomSession(
  intent: RoomIntent,
  callbacks: SessionCallbacks,
): LiveRoomHandle {
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  useEffect(() => {
    if (active?.intent === intent) {
      clearTimeout(active.leaving);
    } else {
      active?.handle.leave();
      active = {
        intent,
        handle: openLiveRoom(intent, {
          onJoined: (roomId) => latest.current.onJoined(roomId),
          onExit: (notice) => latest.current.onExit(notice),
        }),
      };
    }
    const mine = active;
    return () => {
      mine.leaving = setTimeout(() => {
        mine.handle.leave();
        if (active === mine) active = undefined;
      }, 0);
    };
  }, [intent]);

  // Commands go to the room of this intent only, and only once it is open.
  return useMemo(
    () => ({
      send: (message) => active?.intent === intent && active.handle.send(message),
      leave: () => {
        if (active?.intent === intent) active.handle.leave();
      },
    }),
    [intent],
  );
}
