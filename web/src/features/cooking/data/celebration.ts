// Whose congratulation the guide's "is done!" card is: the session just finished, and only until
// the household cooks on. A session started or ended after it (on this device or, synced, on
// another) makes it old news, so the card never greets a later cook with an earlier dish.
import type { CookingSession } from '@mise/domain/entities/cooking-session';

type SessionTimes = Pick<CookingSession, 'id' | 'startedAt' | 'completedAt'>;

const at = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * True while `sessionId` is finished and no other session has started or ended since. A session
 * no longer on the device (removed with its recipe) has nothing left to celebrate.
 */
export function isStillCelebrated(sessionId: string, sessions: readonly SessionTimes[]): boolean {
  const finishedAt = at(sessions.find((session) => session.id === sessionId)?.completedAt);
  if (Number.isNaN(finishedAt)) return false;
  return sessions.every(
    (session) =>
      session.id === sessionId ||
      (at(session.startedAt) <= finishedAt && !(at(session.completedAt) > finishedAt)),
  );
}
