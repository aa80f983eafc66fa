/**
 * Where the device keeps its session (spec §3 "session storage": accessToken, refreshToken,
 * user): IndexedDB through idb-keyval, so every tab of the app reads and writes the same three
 * items. Next to them, a marker says the session ENDED (and why), which tells "never signed in,
 * sign in anonymously" apart from "signed out, ask the user what to do" (/login).
 */
import { sessionUserSchema, type SessionUser } from '@mise/domain/entities/session-storage';
import { type UseStore, createStore, getMany, promisifyRequest } from 'idb-keyval';
import { z } from 'zod';

export interface StoredSession {
  accessToken: string;
  /** Missing only if storage was tampered with; a 401 then ends the session (spec §7). */
  refreshToken: string | undefined;
  user: SessionUser | undefined;
}

export interface NewSession {
  accessToken: string;
  refreshToken: string;
  /** Sign-in always names the user; a refresh answer without one keeps the stored user. */
  user?: SessionUser | undefined;
}

export interface SessionStore {
  /** The stored session, or undefined when there is no access token. */
  read(): Promise<StoredSession | undefined>;
  /** Why the session ended, if it did and no new one has started since. */
  endedReason(): Promise<string | undefined>;
  /** Stores a new session and clears the ended marker, in one transaction. */
  write(session: NewSession): Promise<void>;
  /** Clears the three items and records why, in one transaction. */
  end(reason: string): Promise<void>;
}

const ACCESS = 'accessToken';
const REFRESH = 'refreshToken';
const USER = 'user';
const ENDED = 'sessionEnded';

const tokenSchema = z.string().min(1);

export function idbSessionStore(dbName = 'mise-session'): SessionStore {
  // Opened on first use, so importing this module never touches IndexedDB.
  let store: UseStore | undefined;
  const items = (): UseStore => (store ??= createStore(dbName, 'items'));

  return {
    async read() {
      const [access, refresh, user] = await getMany<unknown>([ACCESS, REFRESH, USER], items());
      const accessToken = tokenSchema.safeParse(access);
      if (!accessToken.success) return undefined;
      return {
        accessToken: accessToken.data,
        refreshToken: tokenSchema.safeParse(refresh).data,
        user: sessionUserSchema.safeParse(user).data,
      };
    },
    async endedReason() {
      const [reason] = await getMany<unknown>([ENDED], items());
      return z.string().safeParse(reason).data;
    },
    write(session) {
      return items()('readwrite', (objects) => {
        objects.put(session.accessToken, ACCESS);
        objects.put(session.refreshToken, REFRESH);
        if (session.user) objects.put(session.user, USER);
        else objects.delete(USER);
        objects.delete(ENDED);
        return promisifyRequest(objects.transaction);
      });
    },
    end(reason) {
      return items()('readwrite', (objects) => {
        for (const key of [ACCESS, REFRESH, USER]) objects.delete(key);
        objects.put(reason, ENDED);
        return promisifyRequest(objects.transaction);
      });
    },
  };
}
