// How many items of a long local list to draw: a page of them, and a page more each time the
// cook comes near the end (or presses "Show more"). A kitchen with hundreds of recipes then costs
// what a page of cards does until someone scrolls, and nothing is fetched: the rows are here.
import { useCallback, useState } from 'react';

export function useShownCount(total: number, pageSize: number) {
  const [pages, setPages] = useState(1);
  const shown = Math.min(total, pages * pageSize);
  const showMore = useCallback(() => setPages((current) => current + 1), []);
  return { shown, more: shown < total, showMore };
}
