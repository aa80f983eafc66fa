// The assistant's voice: which language each line is said in, by the browser's voice or the
// server's, for a cook who chose Japanese, Chinese or Korean.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VoiceSettings } from '@mise/domain/entities/voice-settings';

const apiFetch = vi.hoisted(() => vi.fn<(path: string, init?: RequestInit) => Promise<Response>>());
vi.mock('../../sync/engine-loader', () => ({
  loadSyncEngine: () => Promise.resolve({ auth: { apiFetch } }),
}));

const settings = (language: VoiceSettings['language']): VoiceSettings => ({
  profile: 'friendly-home-cook',
  language,
  mode: 'narrative',
});

/** The server's voice: a clip URL, then the clip, which the stubbed Audio "plays" at once. */
function serveClips() {
  apiFetch.mockImplementation((path) =>
    Promise.resolve(
      path === '/api/voice/speak'
        ? Response.json({ audioUrl: '/api/voice/audio/clip-1' })
        : new Response(new Uint8Array([82, 73, 70, 70]), {
            headers: { 'content-type': 'audio/wav' },
          }),
    ),
  );
  vi.stubGlobal(
    'Audio',
    class {
      onended: (() => void) | null = null;
      pause() {}
      play() {
        setTimeout(() => this.onended?.(), 0);
        return Promise.resolve();
      }
    },
  );
}

/** The language each POST /api/voice/speak asked for. */
const askedLanguages = () =>
  apiFetch.mock.calls
    .filter(([path]) => path === '/api/voice/speak')
    .map(([, init]) => {
      // speak.ts sends a JSON string body.
      const body = init?.body;
      return (JSON.parse(typeof body === 'string' ? body : '{}') as { language?: string }).language;
    });

/** A browser with these voices; answers the voice each line was given to. */
function browserWithVoices(langs: string[]) {
  const voices = langs.map((lang) => ({ lang, localService: true, name: lang }));
  const usedVoices: string[] = [];
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    cancel: () => undefined,
    speak: (utterance: { voice: { lang: string }; onend: () => void }) => {
      usedVoices.push(utterance.voice.lang);
      utterance.onend();
    },
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      constructor(readonly text: string) {}
    },
  );
  return usedVoices;
}

beforeEach(() => {
  apiFetch.mockReset();
  vi.stubGlobal('navigator', { onLine: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('speak', () => {
  it("asks the server for the cook's language when the browser has no voice for it", async () => {
    serveClips();
    const { speak } = await import('./speak');
    await speak('オーブンを予熱してください。', settings('ja'));
    await speak('请预热烤箱。', settings('zh'));
    await speak('오븐을 예열하세요.', settings('ko'));
    await speak('Préchauffez le four.', settings('fr'));
    expect(askedLanguages()).toEqual(['ja', 'zh', 'ko', 'fr']);
  });

  it("says the assistant's English lines in English, not in the Japanese voice", async () => {
    serveClips();
    const { speak } = await import('./speak');
    await speak('Great job! On to step 3.', settings('ja'));
    await speak('Great job! On to step 3.', settings('ko'));
    await speak('Great job! On to step 3.', settings('zh'));
    expect(askedLanguages()).toEqual(['en', 'en', 'en']);
  });

  it("picks the browser's voice by the line's language, and a Mandarin one for Chinese", async () => {
    const used = browserWithVoices(['zh-HK', 'en-US', 'ja-JP', 'zh-CN']);
    const { speak } = await import('./speak');
    await speak('玉ねぎを炒めます。', settings('ja'));
    await speak('Timer done.', settings('ja'));
    await speak('把洋葱炒软。', settings('zh'));
    expect(used).toEqual(['ja-JP', 'en-US', 'zh-CN']);
    expect(apiFetch).not.toHaveBeenCalled();
  });
});
