// The page's side of the recipe library's worker: one worker, started on first use, asked a
// question (today's date; it reads the rows itself) and answering with the lists to show. Every
// list shows the answer to the latest question answered; an older answer never replaces it.
// As the app opens on the home page, the lists show the answer the worker kept last time
// (showKeptLibraryAnswer) until the worker, started once the page is idle, answers afresh; a
// fresh answer that is the same (the usual case as the app opens) is not taken in or drawn again.
import { localIsoDate } from '@mise/domain/dates';
import { readMeta } from '../../../db/bare-idb';
import { LIBRARY_ANSWER_KEY } from '../../../db/schema';
import type { KeptLibraryAnswer, LibraryQuestionMessage, LibraryReply } from './library-answer';

/** A question is sent within this, even on a busy page. */
const ASK_WITHIN_MS = 1000;

let worker: Worker | undefined;
let nextId = 0;

/** The answer shown (the lists' snapshot: a new object only when the answer is new). */
let shown: KeptLibraryAnswer | undefined;
/** The latest question it answers (0: the kept one, older than any question). */
let shownId = -1;
const listeners = new Set<() => void>();

function show(id: number, answer: KeptLibraryAnswer): void {
  if (shownId >= id) return;
  shown = answer;
  shownId = id;
  listeners.forEach((listener) => listener());
}

function libraryWorker(): Worker {
  worker ??= new Worker(new URL('./library.worker.ts', import.meta.url), { type: 'module' });
  return worker;
}

/** A question the worker is answering; while it is, later changes wait as one question. */
let answering = false;
let askNext: string | undefined;

/**
 * Asks the worker, once the browser is idle: a tap that changed the pantry has its frame to
 * itself first. One question at a time: every change asked about would otherwise be answered
 * in turn, each reading and matching the whole library again (a large household arriving page
 * by page asked 30 times, each answer seconds long at 50,000 recipes, all competing with the
 * pages for the device).
 */
export function askLibrary(today: string): void {
  if (answering) {
    askNext = today;
    return;
  }
  answering = true;
  const target = libraryWorker();
  const id = (nextId += 1);
  const onReply = ({ data }: MessageEvent<LibraryReply>) => {
    if (data.id !== id) return;
    target.removeEventListener('message', onReply);
    answering = false;
    if (!takeReply(today, data)) askNext ??= today;
    const next = askNext;
    askNext = undefined;
    if (next !== undefined) askLibrary(next);
  };
  target.addEventListener('message', onReply);
  const send = () => {
    const question: LibraryQuestionMessage = { id, today, shown: shownFingerprint(today) };
    target.postMessage(question);
  };
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(send, { timeout: ASK_WITHIN_MS });
  } else send();
}

function shownFingerprint(today: string): string | undefined {
  return shown?.today === today ? shown.fingerprint : undefined;
}

/**
 * Takes in the worker's reply to a question about `today`. False when the reply says "the same
 * as what you show" but the page has shown another answer since it asked: it must ask again.
 */
export function takeReply(today: string, reply: LibraryReply): boolean {
  if ('answer' in reply) {
    show(reply.id, { today, answer: reply.answer, fingerprint: reply.fingerprint });
    return true;
  }
  if ('failed' in reply) {
    // Nothing to show; the next change asks again.
    console.warn(`The recipe lists could not be worked out: ${reply.failed}`);
    return true;
  }
  if (shownId >= reply.id) return true;
  if (shownFingerprint(today) !== reply.unchanged) return false;
  // The same answer: it now answers this question too, and no list needs drawing again.
  shownId = reply.id;
  return true;
}

/** Kept by the worker alone, in this shape; a row in any other shape is not shown. */
function isKept(value: unknown): value is KeptLibraryAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'today' in value &&
    typeof value.today === 'string' &&
    'answer' in value &&
    typeof value.answer === 'object' &&
    value.answer !== null &&
    (!('fingerprint' in value) || typeof value.fingerprint === 'string')
  );
}

/**
 * Reads the answer the worker kept last time, with the bare IndexedDB API (Dexie's code may not
 * have loaded yet), and shows it if it is today's and no fresher answer has come in.
 */
export async function showKeptLibraryAnswer(): Promise<void> {
  const kept = await readMeta(LIBRARY_ANSWER_KEY);
  if (isKept(kept) && kept.today === localIsoDate(new Date())) show(0, kept);
}

export function subscribeToAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const latestAnswer = (): KeptLibraryAnswer | undefined => shown;
