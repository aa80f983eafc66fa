// Stand-ins for the browser's speech: Chromium's recognition sends audio to an online service
// the tests may not reach, and headless Chromium has no voices. The recognizer behaves like the
// real one (final results, then "end"; a continuous session stays open until stopped) and only
// answers a session asked for as expected (final results only, the expected language and mode),
// so what is tested is everything of ours around it. What the app says aloud is recorded.

export interface FakeSpeech {
  /** What the recognizer hears, one phrase per result; none hears nothing. */
  phrases?: string[];
  /** getUserMedia fails with this DOMException name. */
  microphoneError?: string;
  /** No speech recognition at all, as in Firefox. */
  unsupported?: boolean;
  /** The session that gets answers; others hear nothing. Defaults: en-US, single utterance. */
  lang?: string;
  continuous?: boolean;
  /** Give speechSynthesis one voice that records what it is asked to say. */
  voices?: boolean;
}

/** Runs in the page before its scripts. (No named inner functions: see budgets/offline-start.) */
export function installFakeSpeech(fake: FakeSpeech): void {
  const target = window as unknown as Record<string, unknown>;
  const queue = [...(fake.phrases ?? [])];
  target.__spoken = [];
  delete target.SpeechRecognition;
  delete target.webkitSpeechRecognition;
  if (!fake.unsupported) {
    target.webkitSpeechRecognition = class {
      lang = '';
      interimResults = true;
      continuous = true;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      ended = false;
      start(): void {
        const asked =
          this.lang === (fake.lang ?? 'en-US') &&
          !this.interimResults &&
          this.continuous === (fake.continuous ?? false);
        const hear = (): void => {
          if (this.ended) return;
          const phrase = asked ? queue.shift() : undefined;
          if (phrase !== undefined) {
            const alternative = { transcript: phrase, confidence: 0.9 };
            const result = Object.assign([alternative], { isFinal: true });
            this.onresult?.({ resultIndex: 0, results: [result] });
          }
          if (this.continuous && asked) setTimeout(hear, 300);
          else this.stop();
        };
        setTimeout(hear, 50);
      }
      stop(): void {
        if (this.ended) return;
        this.ended = true;
        setTimeout(() => this.onend?.(), 0);
      }
      abort(): void {
        this.stop();
      }
    };
  }
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: () =>
        fake.microphoneError
          ? Promise.reject(new DOMException('microphone', fake.microphoneError))
          : Promise.resolve({ getTracks: () => [] }),
    },
  });
  if (fake.voices) {
    // A real utterance only takes a real voice; the stand-in voice needs a stand-in utterance.
    target.SpeechSynthesisUtterance = class {
      voice: unknown = null;
      lang = '';
      rate = 1;
      pitch = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    };
    const voice = { lang: 'en-US', name: 'Test voice', localService: true, default: true };
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => [voice],
        addEventListener: () => undefined,
        cancel: () => undefined,
        speak: (utterance: { text: string; onend: (() => void) | null }) => {
          (target.__spoken as string[]).push(utterance.text);
          setTimeout(() => utterance.onend?.(), 10);
        },
      },
    });
  }
}

/** What the app has said aloud through speechSynthesis so far. */
export const spokenLines = (): string[] => (window as unknown as { __spoken: string[] }).__spoken;
