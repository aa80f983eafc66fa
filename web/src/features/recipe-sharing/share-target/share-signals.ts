// The few names the whole app needs about shared links, apart from reading a share
// (shared-link.ts), which only Recipe Sharing loads: every start checks for links that wait.

/** The query parameters the manifest's share_target names. */
export const SHARE_PARAMS = {
  title: 'shared_title',
  text: 'shared_text',
  url: 'shared_url',
} as const;

/** Said on window when the dialog a shared link opened closes, so the next waiting link comes. */
export const SHARED_LINK_DONE = 'mise:shared-link-done';

export function announceSharedLinkDone(): void {
  window.dispatchEvent(new Event(SHARED_LINK_DONE));
}

/**
 * Set while links shared offline wait (pending-shares.ts), so an app start with none waiting
 * (nearly every start) neither loads that code nor opens its database.
 */
export const SHARED_LINKS_WAITING = 'mise:shared-links-waiting';

export function sharedLinksWaiting(): boolean {
  try {
    return localStorage.getItem(SHARED_LINKS_WAITING) !== null;
  } catch {
    // Storage refused (a locked-down browser): look in the database anyway.
    return true;
  }
}
