// When a kept list was saved, as the note over it says it: "today at 14:05", "on 3 March".
export function formatSavedAt(savedAt: string, now: Date): string {
  const saved = new Date(savedAt);
  if (Number.isNaN(saved.getTime())) return 'earlier';
  const sameDay = saved.toDateString() === now.toDateString();
  if (sameDay) {
    return `today at ${saved.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`;
  }
  return `on ${saved.toLocaleDateString(undefined, { day: 'numeric', month: 'long' })}`;
}
