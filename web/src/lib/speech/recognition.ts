// One utterance through the browser's speech recognition (Web Speech API), as §5 describes it:
// final results only, language en-US unless given, a single utterance. Chromium and Safari ship
// it prefixed; Firefox does not have it, and the UI then says so instead of showing the control.
export function speechRecognitionSupported(): boolean {
  return recognitionConstructor() !== undefined;
}

function recognitionConstructor(): (new () => SpeechRecognition) | undefined {
  return window.SpeechRecognition ?? window.webkitSpeechRecognition;
}

/** Why listening ended without a transcript: a recognition error code, or "no-speech". */
export class RecognitionFailed extends Error {
  constructor(readonly code: string) {
    super(`Speech recognition failed: ${code}`);
    this.name = 'RecognitionFailed';
  }
}

export interface Listening {
  /** The final transcript of one utterance; rejects with RecognitionFailed. */
  readonly transcript: Promise<string>;
  /** Stops listening; what was heard so far is still recognised. */
  stop: () => void;
}

export function listenOnce(lang = 'en-US'): Listening {
  const Recognition = recognitionConstructor();
  if (!Recognition) {
    return { transcript: Promise.reject(new RecognitionFailed('unsupported')), stop: () => {} };
  }
  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.interimResults = false;
  recognition.continuous = false;
  recognition.maxAlternatives = 1;
  const transcript = new Promise<string>((resolve, reject) => {
    let heard = '';
    recognition.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        if (result?.isFinal) heard += result[0]?.transcript ?? '';
      }
    };
    recognition.onerror = (event) => reject(new RecognitionFailed(event.error));
    recognition.onend = () => {
      const text = heard.trim();
      if (text === '') reject(new RecognitionFailed('no-speech'));
      else resolve(text);
    };
  });
  recognition.start();
  return { transcript, stop: () => recognition.stop() };
}

export interface ContinuousListening {
  /** Resolves when listening has ended, by stop() or on its own; rejects on a recognition error. */
  readonly ended: Promise<void>;
  stop: () => void;
}

/**
 * Listens until stopped, handing over each final phrase (§4's continuous variant, for
 * hands-free cooking). Engines end a continuous session after a silence; it is started again
 * at once, so the cook never has to touch the phone to keep it listening.
 */
export function listenContinuously(
  onPhrase: (phrase: string) => void,
  lang = 'en-US',
): ContinuousListening {
  const Recognition = recognitionConstructor();
  if (!Recognition) {
    return { ended: Promise.reject(new RecognitionFailed('unsupported')), stop: () => {} };
  }
  let stopped = false;
  let current: SpeechRecognition | undefined;
  const ended = new Promise<void>((resolve, reject) => {
    const begin = () => {
      const recognition = new Recognition();
      current = recognition;
      recognition.lang = lang;
      recognition.interimResults = false;
      recognition.continuous = true;
      recognition.onresult = (event) => {
        for (let index = event.resultIndex; index < event.results.length; index += 1) {
          const result = event.results[index];
          const phrase = result?.isFinal ? (result[0]?.transcript ?? '').trim() : '';
          if (phrase !== '') onPhrase(phrase);
        }
      };
      recognition.onerror = (event) => {
        // Silence is not a failure in hands-free mode: the session simply starts again.
        if (event.error === 'no-speech' || (stopped && event.error === 'aborted')) return;
        stopped = true;
        reject(new RecognitionFailed(event.error));
      };
      recognition.onend = () => {
        if (stopped) resolve();
        else begin();
      };
      recognition.start();
    };
    begin();
  });
  return {
    ended,
    stop: () => {
      stopped = true;
      current?.stop();
    },
  };
}
