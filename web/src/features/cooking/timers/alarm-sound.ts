// The ring of a finished timer: two short beeps every 1.2 s, made with Web Audio (nothing to
// download, works offline), until every finished timer is dismissed. Browsers only let a page
// make sound after a tap, so starting a timer unlocks the audio context the alarm uses later.
const BEEP_HZ = 880;
const BEEP_S = 0.15;
const PATTERN_MS = 1200;

let context: AudioContext | undefined;
let ringing: number | undefined;

/** Call from the tap that starts a timer. */
export function unlockAlarm(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  if (context.state === 'suspended') void context.resume();
}

function beepTwice(audio: AudioContext): void {
  for (const offset of [0, BEEP_S * 2]) {
    const start = audio.currentTime + offset;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = BEEP_HZ;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + BEEP_S);
    tone.connect(gain).connect(audio.destination);
    tone.start(start);
    tone.stop(start + BEEP_S);
  }
}

export function startRinging(): void {
  if (ringing !== undefined) return;
  unlockAlarm();
  const audio = context;
  if (!audio) return;
  beepTwice(audio);
  ringing = window.setInterval(() => beepTwice(audio), PATTERN_MS);
}

export function stopRinging(): void {
  window.clearInterval(ringing);
  ringing = undefined;
}

export function isRinging(): boolean {
  return ringing !== undefined;
}
