// The browser's install offer is kept for the app's own button, made once, and dropped once
// the app is installed.
import { beforeEach, describe, expect, it } from 'vitest';
import { listenForInstallPrompt, promptInstall, useInstallPrompt } from './install-prompt';

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt');
  let prompted = 0;
  Object.assign(event, {
    prompt: () => {
      prompted += 1;
      return Promise.resolve();
    },
    userChoice: Promise.resolve({ outcome }),
  });
  return { event, prompted: () => prompted };
}

beforeEach(() => {
  useInstallPrompt.setState({ offer: undefined });
});

describe('the install offer', () => {
  it('is kept, made once from the app, and answers whether Mise was installed', async () => {
    const target = new EventTarget();
    listenForInstallPrompt(target);
    const offer = installOffer('accepted');
    target.dispatchEvent(offer.event);
    expect(useInstallPrompt.getState().offer).toBe(offer.event);

    await expect(promptInstall()).resolves.toBe(true);
    expect(offer.prompted()).toBe(1);
    expect(useInstallPrompt.getState().offer).toBeUndefined();
    await expect(promptInstall()).resolves.toBe(false);
  });

  it('is dropped once the app is installed, and ignores an event without the offer', () => {
    const target = new EventTarget();
    listenForInstallPrompt(target);
    target.dispatchEvent(new Event('beforeinstallprompt'));
    expect(useInstallPrompt.getState().offer).toBeUndefined();
    target.dispatchEvent(installOffer('dismissed').event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(useInstallPrompt.getState().offer).toBeUndefined();
  });
});
