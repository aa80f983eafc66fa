/**
 * `If-None-Match` by the weak comparison RFC 9110 prescribes for it: a tag matches whether
 * either side is weak (W/), and `*` matches any current body.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = withoutWeakness(etag);
  return header
    .split(',')
    .some((tag) => tag.trim() === '*' || withoutWeakness(tag.trim()) === opaque);
}

const withoutWeakness = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
