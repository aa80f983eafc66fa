// The app-wide alarm for step timers, loaded once the page is idle so it never delays a first
// paint; silent when it cannot load (the guide still shows its timers).
import { lazy } from 'react';
import { LazyPart } from '../../../components/lazy-part';
import { afterSchemas } from '../../../lib/after-schemas';
import { useBrowserIdle } from '../../../lib/use-browser-idle';

const TimerAlarmHost = lazy(async () => ({
  default: (await afterSchemas(() => import('./timer-alarm-host'))).TimerAlarmHost,
}));

export function TimerAlarm() {
  const idle = useBrowserIdle();
  if (!idle) return null;
  return (
    <LazyPart loading={null} failed={null}>
      <TimerAlarmHost />
    </LazyPart>
  );
}
