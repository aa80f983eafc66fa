// What happens when a step timer reaches zero (§4: the assistant announces it), beyond the ring:
// the assistant says so aloud, in the language it speaks, and when the page is hidden a
// notification says it too, through the service worker so it shows on a locked phone's screen,
// unless the household turned notifications off in Settings.
import { timerDoneAnnouncement } from '@mise/assistant/commands/replies/replies';
import type { StepTimer } from '@mise/domain/step-timer';
import { readPreferences } from '../../../lib/preferences';
import { speak } from '../../../lib/speech/speak';
import { useVoiceSettings } from '../../../lib/voice-settings';
import { currentAssistantLanguage } from '../data/assistant-language';

export function timerDoneMessage(timer: StepTimer): string {
  return timerDoneAnnouncement(timer.label, currentAssistantLanguage());
}

export function announceTimerDone(timer: StepTimer): void {
  const message = timerDoneMessage(timer);
  void speak(message, useVoiceSettings.getState().settings);
  if (document.visibilityState === 'hidden') void notify(timer, message);
}

/** The Notifications preference (spec §3 notificationsEnabled, on unless turned off). */
async function notificationsWanted(): Promise<boolean> {
  const { db } = await import('../../../db/live-db');
  return (await readPreferences(db)).notificationsEnabled;
}

async function notify(timer: StepTimer, message: string): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (!(await notificationsWanted())) return;
  const options: NotificationOptions = { body: message, tag: timer.id, requireInteraction: true };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) await registration.showNotification('Timer done', options);
    else new Notification('Timer done', options);
  } catch (error) {
    console.warn('The timer notification could not be shown.', error);
  }
}

/** Asked from the tap that starts a timer, the moment the cook sees why. */
export function askToNotify(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  // One quick local read: the tap's user activation outlasts it.
  void notificationsWanted().then(async (wanted) => {
    if (wanted) await Notification.requestPermission();
  });
}
