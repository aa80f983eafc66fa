// The demo video's script (spec §2, the hero's demo video): each scene's title and the line its
// narration speaks. scripts/make-demo-video.ts records the video from it; the demo dialog shows
// the same lines as the transcript, and the captions track is made from them, so the three never
// disagree.

export interface DemoScene {
  /** Which part of the app the scene shows; title cards have none. */
  readonly id:
    'intro' | 'home' | 'pantry' | 'recipes' | 'cooking' | 'planner' | 'grocery' | 'share' | 'outro';
  readonly title: string;
  /** Spoken, drawn under the title, and the scene's caption. */
  readonly line: string;
}

export const DEMO_SCRIPT: readonly DemoScene[] = [
  {
    id: 'intro',
    title: 'Your kitchen, in your pocket',
    line: 'This is Mise, a kitchen companion that works even when the Wi-Fi does not.',
  },
  {
    id: 'home',
    title: 'Open it like an app',
    line: 'Add Mise to your home screen. It opens at once, online or offline.',
  },
  {
    id: 'pantry',
    title: 'Know what you have',
    line: 'Add what is in your pantry. What expires soonest comes first.',
  },
  {
    id: 'recipes',
    title: 'Cook what you can',
    line: 'Mise matches recipes to your pantry, best match first.',
  },
  {
    id: 'cooking',
    title: 'Step by step, hands free',
    line: 'Cook with spoken guidance, voice commands and timers that keep time.',
  },
  {
    id: 'planner',
    title: 'Plan the week',
    line: 'Auto-plan a week of meals from your recipes and your pantry.',
  },
  {
    id: 'grocery',
    title: 'Shop with one list',
    line: 'The grocery list works in the store, even with no signal.',
  },
  {
    id: 'share',
    title: 'Share your kitchen',
    line: 'Invite your household, and every phone stays in sync.',
  },
  {
    id: 'outro',
    title: 'Mise',
    line: 'Install it from your browser, and start cooking.',
  },
];

/** A time as WebVTT writes it: hh:mm:ss.ttt. */
function vttTime(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/** The captions track: one cue per scene, over the scene's time in the recording. */
export function toWebVtt(
  scenes: readonly DemoScene[],
  times: readonly { start: number; end: number }[],
): string {
  if (scenes.length !== times.length) {
    throw new Error(`${scenes.length} scenes but ${times.length} cue times`);
  }
  const cues = scenes.map(
    (scene, index) =>
      `${index + 1}\n${vttTime(times[index]?.start ?? 0)} --> ${vttTime(times[index]?.end ?? 0)}\n${scene.line}`,
  );
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
