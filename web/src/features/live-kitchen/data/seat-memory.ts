// What the device remembers of the live kitchen: the cook's name (localStorage, to fill the
// lobby next time) and this tab's seat in a room (sessionStorage: a reload rejoins the room as
// the same participant; another tab is another participant). Unreadable storage counts as empty.

const NAME_KEY = 'mise-live-kitchen-name';
const SEAT_KEY = 'mise-live-kitchen-seat';

export interface RememberedSeat {
  roomId: string;
  participantId: string;
  name: string;
}

export function rememberedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // Storage refused: the lobby just starts empty next time.
  }
}

function isSeat(value: unknown): value is RememberedSeat {
  if (typeof value !== 'object' || value === null) return false;
  const seat: Record<string, unknown> = { ...value };
  return ['roomId', 'participantId', 'name'].every((key) => typeof seat[key] === 'string');
}

/** This tab's seat in `roomId`, if it has one. */
export function rememberedSeat(roomId: string): RememberedSeat | undefined {
  try {
    const seat: unknown = JSON.parse(sessionStorage.getItem(SEAT_KEY) ?? 'null');
    return isSeat(seat) && seat.roomId === roomId ? seat : undefined;
  } catch {
    return undefined;
  }
}

export function rememberSeat(seat: RememberedSeat): void {
  try {
    sessionStorage.setItem(SEAT_KEY, JSON.stringify(seat));
  } catch {
    // Without it a reload joins as a new participant; nothing else changes.
  }
}

export function forgetSeat(): void {
  try {
    sessionStorage.removeItem(SEAT_KEY);
  } catch {
    // Nothing to forget.
  }
}
