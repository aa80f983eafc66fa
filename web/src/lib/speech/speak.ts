// The assistant's voice. The browser's own speech synthesis where it has a voice for the
// language (phones do; it works offline), else the server's espeak-ng voice when online
// (POST /api/voice/speak with the language, then the clip it names). The language is the
// settings' one, or English for a line with none of a Japanese, Chinese or Korean script
// (spoken-language.ts). One thing is said at a time: a new line cuts the previous one off, as a
// person would stop mid-sentence when asked something else.
import { voiceSpeakResponseSchema } from '@mise/domain/api/voice';
import type { VoiceSettings } from '@mise/domain/entities/voice-settings';
import { readJson } from '../../sync/api-error';
import { loadSyncEngine } from '../../sync/engine-loader';
import { spokenLanguage } from './spoken-language';

/** §7: browser speech at rate 0.95, pitch 1; the profiles only lean on it. */
const PROFILE_VOICE = {
  'michelin-chef': { rate: 0.9, pitch: 0.9 },
  'friendly-home-cook': { rate: 0.95, pitch: 1 },
  'celebrity-chef': { rate: 1.05, pitch: 1.1 },
} as const satisfies Record<VoiceSettings['profile'], { rate: number; pitch: number }>;

const VOICES_WAIT_MS = 400;
let playing: HTMLAudioElement | undefined;

export function stopSpeaking(): void {
  if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
  playing?.pause();
  playing = undefined;
}

/** Resolves once the line has been said (or could not be). */
export async function speak(text: string, settings: VoiceSettings): Promise<void> {
  stopSpeaking();
  const said = { ...settings, language: spokenLanguage(text, settings.language) };
  const voice = await browserVoice(said.language);
  if (voice) return sayInBrowser(text, voice, said);
  if (navigator.onLine) {
    try {
      await playServerVoice(text, said);
    } catch (error) {
      console.warn('The server voice is not available; the message stays on screen.', error);
    }
  }
}

async function browserVoice(language: string): Promise<SpeechSynthesisVoice | undefined> {
  if (typeof speechSynthesis === 'undefined') return undefined;
  let voices = speechSynthesis.getVoices();
  if (voices.length === 0) {
    // Chromium lists its voices a moment after the page opens.
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      speechSynthesis.addEventListener('voiceschanged', done, { once: true });
      setTimeout(done, VOICES_WAIT_MS);
    });
    voices = speechSynthesis.getVoices();
  }
  const matching = voices.filter((voice) => speaks(voice.lang.toLowerCase(), language));
  return matching.find((voice) => voice.localService) ?? matching[0];
}

/** A voice for the language; for Chinese a Mandarin one (zh-HK voices speak Cantonese). */
function speaks(voiceLanguage: string, language: string): boolean {
  if (language === 'zh' && /^zh[-_]hk|^yue/u.test(voiceLanguage)) return false;
  return voiceLanguage.startsWith(language);
}

function sayInBrowser(
  text: string,
  voice: SpeechSynthesisVoice,
  settings: VoiceSettings,
): Promise<void> {
  return new Promise((resolve) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    const { rate, pitch } = PROFILE_VOICE[settings.profile];
    utterance.rate = settings.mode === 'concise' ? rate + 0.1 : rate;
    utterance.pitch = pitch;
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    speechSynthesis.speak(utterance);
  });
}

async function playServerVoice(text: string, settings: VoiceSettings): Promise<void> {
  const { auth } = await loadSyncEngine();
  const answer = await auth.apiFetch('/api/voice/speak', {
    method: 'POST',
    body: JSON.stringify({
      text,
      voiceProfile: settings.profile,
      mode: settings.mode,
      language: settings.language,
    }),
  });
  const { audioUrl } = await readJson(answer, voiceSpeakResponseSchema);
  const clip = await auth.apiFetch(audioUrl);
  if (!clip.ok) throw new Error(`The voice clip answered ${clip.status}`);
  const url = URL.createObjectURL(await clip.blob());
  const audio = new Audio(url);
  playing = audio;
  try {
    await audio.play();
    await new Promise<void>((resolve) => {
      audio.onended = () => resolve();
      audio.onpause = () => resolve();
      audio.onerror = () => resolve();
    });
  } finally {
    URL.revokeObjectURL(url);
    if (playing === audio) playing = undefined;
  }
}
