import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_SCRIPT, toWebVtt } from './demo-script';

describe('the demo video captions', () => {
  it('are one WebVTT cue per scene, over its time in the recording', () => {
    const scenes = DEMO_SCRIPT.slice(0, 2);
    expect(
      toWebVtt(scenes, [
        { start: 0, end: 6.3494 },
        { start: 6.3494, end: 3725.5 },
      ]),
    ).toBe(
      'WEBVTT\n\n' +
        `1\n00:00:00.000 --> 00:00:06.349\n${scenes[0]?.line}\n\n` +
        `2\n00:00:06.349 --> 01:02:05.500\n${scenes[1]?.line}\n`,
    );
  });

  it('refuses times that do not match the scenes', () => {
    expect(() => toWebVtt(DEMO_SCRIPT, [{ start: 0, end: 1 }])).toThrow(
      `${DEMO_SCRIPT.length} scenes but 1 cue times`,
    );
  });

  it('say what the committed video says: re-record it (make-demo-video.ts) when the script changes', () => {
    const committed = readFileSync(
      new URL('../../../../public/media/demo.en.vtt', import.meta.url),
      'utf8',
    );
    const cueTexts = committed
      .trim()
      .split('\n\n')
      .slice(1)
      .map((cue) => cue.split('\n').slice(2).join('\n'));
    expect(cueTexts).toEqual(DEMO_SCRIPT.map((scene) => scene.line));
  });
});
