// The home page's recipe lists ask the library worker whenever the pantry or the household's
// recipes change, and show its latest answer. The worker reads the rows itself; this page only
// watches for changes, with a query that reads no rows. One worker, started on first use.
import { useEffect, useState } from 'react';
import type { MiseDatabase } from '../../../db/db';
import { useLiveDbQuery } from '../../../db/use-live-db-query';
import { useToday } from '../../../lib/use-today';
import type { LibraryAnswer } from './library-answer';

type Reply = { id: number; answer: LibraryAnswer };

/** The lists follow a change within this, even on a busy page. */
const ASK_WITHIN_MS = 1000;

let worker: Worker | undefined;
let nextId = 0;

function libraryWorker(): Worker {
  worker ??= new Worker(new URL('./library.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/** A new value after every change to the recipes or the pantry (counting reads no rows). */
const watchLibrary = async (db: MiseDatabase): Promise<object> => {
  await Promise.all([db.recipes.count(), db.pantryItems.count()]);
  return {};
};

/**
 * One request per change, shared by every list that shows the answer (Available Recipes and
 * Use soon ask the same question), sent when the browser is idle: a tap that changed the
 * pantry has its frame to itself first.
 */
const asked = new WeakMap<object, Map<string, Promise<LibraryAnswer>>>();

function ask(changed: object, today: string): Promise<LibraryAnswer> {
  const byDay = asked.get(changed) ?? new Map<string, Promise<LibraryAnswer>>();
  asked.set(changed, byDay);
  let answer = byDay.get(today);
  if (!answer) {
    answer = new Promise((resolve) => {
      const target = libraryWorker();
      const id = (nextId += 1);
      const onReply = (event: MessageEvent<Reply>) => {
        if (event.data.id !== id) return;
        target.removeEventListener('message', onReply);
        resolve(event.data.answer);
      };
      target.addEventListener('message', onReply);
      const send = () => target.postMessage({ id, today });
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(send, { timeout: ASK_WITHIN_MS });
      } else send();
    });
    byDay.set(today, answer);
  }
  return answer;
}

/** The answer to the latest question; an answer to an older one is never shown after it. */
export function useLibraryAnswer(): LibraryAnswer | undefined {
  const changed = useLiveDbQuery(watchLibrary);
  const today = useToday();
  const [answer, setAnswer] = useState<LibraryAnswer>();
  useEffect(() => {
    if (changed === undefined) return;
    let current = true;
    void ask(changed, today).then((latest) => {
      if (current) setAnswer(latest);
    });
    return () => {
      current = false;
    };
  }, [changed, today]);
  return answer;
}
