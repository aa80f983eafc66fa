// What a live query needs, in one chunk that loads beside the first page instead of before it:
// the database and Dexie's liveQuery (use-live-db-query.ts imports this module dynamically).
export { liveQuery } from 'dexie';
export { db } from './db';
