// Imported first by main.tsx, so it runs before React's code is evaluated: when the app opens on
// the home page, the tables of its two lists are read at once, without waiting for Dexie's code
// (db/early-read.ts). The home page draws from these rows; Dexie's live queries take over.
import { startEarlyReads } from '../db/early-read';

if (window.location.pathname === '/') startEarlyReads(['pantryItems', 'groceryItems']);
