// The live room as this device sees it (a zustand store of UI state, ARCHITECTURE §2): the room
// the server last described, plus every event since, applied with the same code the server
// runs (@mise/domain/live-room). One room at a time. Events arrive numbered; a gap (a message
// lost in a reconnect) asks the server for the whole room again.
import {
  type ClientMessage,
  type ServerMessage,
  serverMessageSchema,
} from '@mise/domain/api/live-kitchen';
import {
  type RoomEvent,
  type RoomView,
  applyRoomEvent,
  findParticipant,
} from '@mise/domain/live-room';
import { create } from 'zustand';
import { type ToastInput, toast } from '../../../components/ui/use-toast';
import {
  SESSION_CREATED,
  SESSION_ENDED,
  SESSION_JOINED,
  couldNotJoin,
  movingToStep,
} from './live-kitchen-toasts';
import {
  type ConnectionEnd,
  type ConnectionStatus,
  RoomConnection,
  type RoomIntent,
} from './room-connection';
import { fetchLiveTicket, liveSocketUrl } from './room-ticket';
import { forgetSeat, rememberSeat } from './seat-memory';

export interface LiveRoomState {
  status: ConnectionStatus;
  room: RoomView | undefined;
  /** This device's participant id in the room. */
  me: string | undefined;
  /** Server clock minus this device's, so every screen shows the same elapsed time. */
  clockOffsetMs: number;
}

const initial: LiveRoomState = {
  status: 'connecting',
  room: undefined,
  me: undefined,
  clockOffsetMs: 0,
};

export const useLiveRoom = create<LiveRoomState>(() => initial);

export interface LiveRoomCallbacks {
  /** The device is in the room (first time or again): the page shows its link. */
  onJoined: (roomId: string) => void;
  /** The room is over for this device; `notice` says why. */
  onExit: (notice: ToastInput) => void;
}

export interface LiveRoomHandle {
  send: (message: ClientMessage) => boolean;
  /** Leaves the room: a guest's seat is freed, the host's is kept for their return. */
  leave: () => void;
}

function parse(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = serverMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function meIsHost(state: LiveRoomState): boolean {
  return Boolean(state.room && state.me && findParticipant(state.room, state.me)?.isHost);
}

export function openLiveRoom(intent: RoomIntent, callbacks: LiveRoomCallbacks): LiveRoomHandle {
  useLiveRoom.setState(initial);
  let welcomed = false;
  let exited = false;

  const exit = (notice: ToastInput) => {
    if (exited) return;
    exited = true;
    connection.stop();
    forgetSeat();
    useLiveRoom.setState(initial);
    callbacks.onExit(notice);
  };

  const onEvent = (event: RoomEvent, version: number) => {
    const state = useLiveRoom.getState();
    const room = state.room;
    if (!room || version <= room.version) return;
    if (version !== room.version + 1) {
      connection.send({ type: 'resync' });
      return;
    }
    useLiveRoom.setState({ room: applyRoomEvent(room, event) });
    if (event.type === 'ended') exit(SESSION_ENDED);
    else if (event.type === 'left' && event.participantId === state.me) exit(SESSION_ENDED);
    else if (event.type === 'step' && meIsHost(state)) toast(movingToStep(event.step));
  };

  const onMessage = (message: ServerMessage) => {
    switch (message.type) {
      case 'welcome': {
        useLiveRoom.setState({
          room: message.room,
          me: message.participantId,
          clockOffsetMs: message.serverNow - Date.now(),
        });
        rememberSeat({
          roomId: message.room.id,
          participantId: message.participantId,
          name: intent.name,
        });
        if (!welcomed) toast(intent.type === 'create' ? SESSION_CREATED : SESSION_JOINED);
        welcomed = true;
        callbacks.onJoined(message.room.id);
        return;
      }
      case 'event':
        return onEvent(message.event, message.version);
      case 'pong':
        return useLiveRoom.setState({ clockOffsetMs: message.serverNow - Date.now() });
      case 'error':
        return void toast({
          variant: 'destructive',
          title: 'Live kitchen',
          description: message.message,
        });
      case 'ready':
        return;
    }
  };

  const onEnd = (end: ConnectionEnd) => {
    if (end.kind === 'refused' && !end.wasIn) exit(couldNotJoin(end.message));
    else if (end.kind === 'replaced') {
      exit({
        title: 'Session opened elsewhere',
        description: 'This session continues in another tab or window.',
      });
    } else exit(SESSION_ENDED);
  };

  const connection = new RoomConnection(intent, {
    openSocket: (handlers) => {
      const socket = new WebSocket(liveSocketUrl(window.location));
      socket.onopen = () => handlers.onOpen();
      socket.onmessage = (event: MessageEvent<unknown>) => handlers.onMessage(event.data);
      socket.onclose = (event) => handlers.onClose(event.code);
      return socket;
    },
    ticket: fetchLiveTicket,
    parse,
    setTimer: (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    now: () => Date.now(),
    random: Math.random,
    onStatus: (status) => useLiveRoom.setState({ status }),
    onMessage,
    onEnd,
  });
  connection.start();

  return {
    send: (message) => connection.send(message),
    leave() {
      if (exited) return;
      exited = true;
      connection.stop({ type: 'leave' });
      forgetSeat();
      useLiveRoom.setState(initial);
    },
  };
}
