// What a model's rewording of an answer must keep before a cook hears it: every number of the
// built-in answer, no invented one, plain speakable text of a sensible length, in the language
// asked for. Each refusal starts from a phrasing that is accepted, changed in one way.
import { guidanceFor } from '@mise/assistant/cooking/guidance';
import type { Language, SkillLevel } from '@mise/domain/options';
import { describe, expect, it } from 'vitest';
import { languageAsked } from './phrasing-language';
import type { PhrasingRequest } from './phrasing-prompt';
import { PhrasingRefused, acceptPhrasing } from './phrasing-rules';

const STEP = 'Sear the chicken breast in hot oil for 6 minutes a side.';

const request = (
  language: Language = 'en',
  skillLevel: SkillLevel = 'beginner',
): PhrasingRequest => ({
  answer: guidanceFor(STEP, skillLevel),
  step: STEP,
  skillLevel,
  language,
  profile: 'friendly-home-cook',
  mode: 'narrative',
});

const ENGLISH =
  'Searing means browning the outside of the meat hard over high heat, for flavour and colour. ' +
  'Look for a deep brown crust: the chicken lets go of the pan by itself when it is ready to turn. ' +
  'Pat it dry first and leave it alone, because moving it early tears the crust. ' +
  'It takes about 6 minutes, so set a timer and start checking at 4 minutes. ' +
  'Hot oil spits, so lay the chicken in away from you, keep a lid close, and never put water on an oil fire. ' +
  'With raw chicken, wash your hands, board and knife after touching it, and cook it to 74 °C (165 °F) in the thickest part.';

const SPANISH =
  'Sellar es dorar la superficie de la carne a fuego muy alto, para dar sabor y color. ' +
  'Busca una costra dorada: el pollo se suelta de la sartén solo cuando está listo para darle la vuelta. ' +
  'Sécalo bien antes y no lo muevas, porque moverlo pronto rompe la costra. ' +
  'Tarda unos 6 minutos, así que pon un temporizador y empieza a mirar a los 4 minutos. ' +
  'El aceite caliente salpica: pon el pollo lejos de ti, ten una tapa cerca y nunca eches agua a un fuego de aceite. ' +
  'Con el pollo crudo, lávate las manos, la tabla y el cuchillo después de tocarlo, y cocínalo hasta 74 °C (165 °F) en la parte más gruesa.';

const JAPANESE =
  '表面を強火でしっかり焼いて、香ばしい焼き色をつけます。肉がフライパンから自然に離れたら返しどきです。' +
  '焼く前に水気をふき、途中で動かさないでください。約6分かかるので、タイマーをかけて4分から様子を見ましょう。' +
  '熱い油ははねるので、肉は向こう側へ入れ、ふたを近くに置き、油の火には絶対に水をかけないでください。' +
  '生の鶏肉を触ったら手とまな板と包丁を洗い、いちばん厚い部分が74 °C (165 °F)になるまで加熱します。';

describe('a phrasing that keeps the answer', () => {
  it('is said, in English, Spanish or Japanese as asked', () => {
    expect(acceptPhrasing(ENGLISH, request('en'))).toBe(ENGLISH);
    expect(acceptPhrasing(SPANISH, request('es'))).toBe(SPANISH);
    expect(acceptPhrasing(JAPANESE, request('ja'))).toBe(JAPANESE);
  });

  it('is said on one line, without the quotes a model put around it', () => {
    const wrapped = `“${ENGLISH.replace('. It takes', '.\n\nIt takes')}”\n`;
    expect(acceptPhrasing(wrapped, request())).toBe(ENGLISH);
  });

  it('may give a number the step gives, though the built-in answer does not', () => {
    const advanced = request('en', 'advanced');
    expect(advanced.answer).not.toContain('6');
    const phrased =
      'Dry it, get the pan very hot and salt just before; 6 minutes a side, and check at 4 minutes.';
    expect(acceptPhrasing(phrased, advanced)).toBe(phrased);
  });
});

describe('a phrasing is refused, and the built-in answer said, when it', () => {
  it.each<[string, unknown, Language, RegExp]>([
    ['is not text', 42, 'en', /not text/],
    ['is empty', '  \n ', 'en', /empty/],
    ['is far shorter', 'Sear 6 minutes, check at 4, cook to 74 °C (165 °F).', 'en', /shorter/],
    ['is far longer', `${ENGLISH} ${ENGLISH} ${ENGLISH}`, 'en', /longer/],
    ['has markdown', ENGLISH.replace('deep brown crust', '**deep brown crust**'), 'en', /markup/],
    ['is a list', `Here goes:\n- ${ENGLISH.split('. ').join('\n- ')}`, 'en', /list/],
    ['is HTML', `<p>${ENGLISH}</p>`, 'en', /HTML/],
    ['links away', `${ENGLISH} More at https://example.com/sear.`, 'en', /link/],
    ['has emoji', `${ENGLISH} 🔥`, 'en', /emoji/],
    ['talks about itself', `Here is the rephrased answer. ${ENGLISH}`, 'en', /itself/],
    [
      'drops a temperature',
      ENGLISH.replace('74 °C (165 °F)', 'a safe temperature'),
      'en',
      /drops the number 74/,
    ],
    ['changes a time', ENGLISH.replace('at 4 minutes', 'at 5 minutes'), 'en', /drops the number 4/],
    ['adds a time', `${ENGLISH} Rest it for 5 minutes.`, 'en', /adds the number 5/],
    ['is Spanish when English was asked', SPANISH, 'en', /not in English/],
    ['is English when Spanish was asked', ENGLISH, 'es', /not in Spanish/],
    ['is English when Japanese was asked', ENGLISH, 'ja', /not in Japanese/],
    ['is Japanese when Chinese was asked', JAPANESE, 'zh', /not in Simplified Chinese/],
  ])('%s', (_case, candidate, language, reason) => {
    expect(() => acceptPhrasing(candidate, request(language))).toThrow(PhrasingRefused);
    expect(() => acceptPhrasing(candidate, request(language))).toThrow(reason);
  });
});

describe('the language a request asks for', () => {
  it.each<[string | undefined, Language]>([
    [undefined, 'en'],
    ['', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['pt-BR,fr;q=0.5,es;q=0.7', 'es'],
    ['es;q=0, en', 'en'],
    ['ZH-cn', 'zh'],
    ['*', 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageAsked(header)).toBe(language);
  });
});
