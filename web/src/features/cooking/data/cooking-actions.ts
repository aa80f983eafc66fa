// The cooking session's writes, each a mutator applied on this device at once and synced later,
// so cooking works offline. They resolve true on success; a refusal is a toast (never silent).
// Starting a session is shared with the other features (lib/start-cooking.ts).
import { isLastStep } from '@mise/domain/cooking';
import type { CookingSession } from '@mise/domain/entities/cooking-session';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';

/**
 * Next advances one step; at the last step it ends the session (§4). Resolves what happened so
 * the guide can say the encouragement or the congratulation.
 */
export async function advanceStep(
  session: CookingSession,
  totalSteps: number,
): Promise<'advanced' | 'finished' | 'failed'> {
  const step = session.currentStep ?? 0;
  if (isLastStep(step, totalSteps)) {
    const done = await writeOrToast("Couldn't finish cooking", () =>
      mutate('cooking.finish', { id: session.id, completedAt: new Date().toISOString() }),
    );
    return done ? 'finished' : 'failed';
  }
  return (await goToStep(session, step + 1)) ? 'advanced' : 'failed';
}

export function goToStep(session: CookingSession, currentStep: number): Promise<boolean> {
  return writeOrToast("Couldn't move to that step", () =>
    mutate('cooking.setStep', { id: session.id, currentStep }),
  );
}

/** Ends the session without finishing the recipe ("Stop cooking"). */
export function stopCooking(session: CookingSession): Promise<boolean> {
  return writeOrToast("Couldn't stop cooking", () =>
    mutate('cooking.finish', { id: session.id, completedAt: new Date().toISOString() }),
  );
}
