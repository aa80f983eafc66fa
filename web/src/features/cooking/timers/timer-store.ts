// The cook's step timers (UI state, so zustand, not the synced database: a timer belongs to the
// kitchen it rings in). Persisted in localStorage with their end times, so a reload or a tab
// the phone put to sleep comes back to the true time left (packages/domain step-timer.ts).
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  type StepTimer,
  pauseTimer,
  resumeTimer,
  settleTimer,
  startTimer,
  stepTimerSchema,
} from '@mise/domain/step-timer';

interface TimerStore {
  timers: StepTimer[];
  start: (label: string, durationMs: number) => string;
  pause: (id: string) => void;
  resume: (id: string) => void;
  /** Stop clears a timer (§4); dismissing a ringing one is the same. */
  stop: (id: string) => void;
  /** Marks every timer whose end has passed as done; returns those that just ended. */
  settle: (now: number) => StepTimer[];
  clear: () => void;
}

const update = (timers: StepTimer[], id: string, change: (timer: StepTimer) => StepTimer) =>
  timers.map((timer) => (timer.id === id ? change(timer) : timer));

export const useTimerStore = create<TimerStore>()(
  persist(
    (set, get) => ({
      timers: [],
      start(label, durationMs) {
        const timer = startTimer(crypto.randomUUID(), label, durationMs, Date.now());
        set({ timers: [...get().timers, timer] });
        return timer.id;
      },
      pause: (id) => set({ timers: update(get().timers, id, (t) => pauseTimer(t, Date.now())) }),
      resume: (id) => set({ timers: update(get().timers, id, (t) => resumeTimer(t, Date.now())) }),
      stop: (id) => set({ timers: get().timers.filter((timer) => timer.id !== id) }),
      settle(now) {
        const before = get().timers;
        const after = before.map((timer) => settleTimer(timer, now));
        const ended = after.filter((timer, index) => timer !== before[index]);
        if (ended.length > 0) set({ timers: after });
        return ended;
      },
      clear: () => set({ timers: [] }),
    }),
    {
      name: 'mise-cooking-timers',
      storage: createJSONStorage(() => localStorage),
      version: 1,
      partialize: ({ timers }) => ({ timers }),
      // Whatever localStorage holds is read through the schema; a bad entry is dropped alone.
      merge: (stored, current) => {
        const saved = (stored as { timers?: unknown } | undefined)?.timers;
        const timers = Array.isArray(saved)
          ? saved.flatMap((entry) => stepTimerSchema.safeParse(entry).data ?? [])
          : [];
        return { ...current, timers };
      },
    },
  ),
);
