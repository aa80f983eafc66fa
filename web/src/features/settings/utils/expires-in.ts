// How long an open invite has left, as its row in Settings says it: "Expires in 23 hours".
// Rough on purpose: the person deciding whether to revoke needs "hours" or "minutes", and a
// phrase that does not change each second while the list is open.
import { counted } from '@mise/domain/plural';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function expiresInText(expiresAt: string, now: Date): string {
  const left = Date.parse(expiresAt) - now.getTime();
  if (!(left > 0)) return 'Expired';
  if (left < MINUTE) return 'Expires in less than a minute';
  const minutes = Math.round(left / MINUTE);
  if (minutes < 60) return `Expires in ${counted(minutes, { one: 'minute', other: 'minutes' })}`;
  const hours = Math.round(left / HOUR);
  return `Expires in ${counted(hours, { one: 'hour', other: 'hours' })}`;
}
