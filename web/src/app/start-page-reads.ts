// Imported first by main.tsx, so it runs before React's code is evaluated: when the app opens on
// the home page, the pantry is read at once, without waiting for Dexie's code
// (db/early-read.ts), with the recipe lists the library worker kept last time. The home page's
// first screen draws from these; Dexie's live queries and the worker's fresh answer take over.
import { startEarlyReads } from '../db/early-read';
import { showKeptLibraryAnswer } from '../features/recipes/library/library-client';

if (window.location.pathname === '/') {
  startEarlyReads(['pantryItems']);
  void showKeptLibraryAnswer();
}
