// Sets the tab/window title for the page on screen, so history, tabs and screen readers name it.
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
