// The live kitchen's toasts, word for word (spec §5, §8). In one module so the lobby and the
// session say them the same way; it holds no code worth loading apart.
import type { ToastInput } from '../../../components/ui/use-toast';

export const MISSING_INFORMATION: ToastInput = {
  variant: 'destructive',
  title: 'Missing Information',
  description: 'Please enter your name and select a recipe',
};

export const MISSING_NAME: ToastInput = {
  variant: 'destructive',
  title: 'Missing Information',
  description: 'Please enter your name',
};

export const SESSION_CREATED: ToastInput = {
  title: 'Session Created!',
  description: 'Share the link with your cooking partners',
};

export const SESSION_JOINED: ToastInput = {
  title: 'Joined Session!',
  description: "You're now connected to the cooking session",
};

export const LINK_COPIED: ToastInput = {
  title: 'Link Copied!',
  description: 'Share it with your cooking partners',
};

export const SESSION_ENDED: ToastInput = {
  title: 'Session Ended',
  description: 'Thanks for cooking together!',
};

// Not in the spec, which only words the end of the whole session: a guest who leaves has not
// ended it for the others, and "Session Ended" would tell them otherwise.
export const YOU_LEFT: ToastInput = {
  title: 'You left the session',
  description: 'The others are still cooking.',
};

/** §4: the host's Next Step says where the room goes (steps counted from 1). */
export function movingToStep(stepIndex: number): ToastInput {
  return { title: `Moving to step ${stepIndex + 1}` };
}

export function couldNotJoin(message: string): ToastInput {
  return { variant: 'destructive', title: 'Could not join the session', description: message };
}
