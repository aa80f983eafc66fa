// Words the page shows for a session's type and the player's state.
import type { MindfulStatus } from '@mise/domain/mindful-player';
import type { MindfulTab } from '@mise/domain/options';

/** Tab names (spec §2), and each type's badge. */
export const TAB_LABELS: Record<MindfulTab, string> = {
  all: 'All',
  meditation: 'Meditation',
  breathing: 'Breathing',
  music: 'Music',
};

export const STATUS_LABELS: Record<MindfulStatus, string> = {
  playing: 'Playing',
  paused: 'Paused',
  stopped: 'Stopped',
  complete: 'Complete',
};
