import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCommand } from './intent';
import { COMMAND_LANGUAGES, type CommandLanguage, type CookingIntent } from './intent-types';
import { german } from './languages/de';
import { english } from './languages/en';
import { spanish } from './languages/es';
import { french } from './languages/fr';
import { italian } from './languages/it';

const VOCABULARIES = { en: english, es: spanish, fr: french, it: italian, de: german };

describe('ambiguity rules', () => {
  it.each<[CommandLanguage, string, string]>([
    ['en', 'pause', 'pause the timer'],
    ['es', 'pausa', 'pausa el temporizador'],
    ['fr', 'pause', 'mets le minuteur en pause'],
    ['it', 'pausa', 'metti in pausa il timer'],
    ['de', 'Pause', 'Timer pausieren'],
  ])('%s: "%s" pauses the assistant, "%s" the timer', (language, pause, pauseTimer) => {
    expect(parseCommand(pause, language).intent).toEqual({ kind: 'pause' });
    expect(parseCommand(pauseTimer, language).intent).toEqual({ kind: 'pauseTimer' });
  });

  it('"stop" hushes the assistant and "stop timer" stops the timer', () => {
    expect(parseCommand('stop').intent).toEqual({ kind: 'pause' });
    expect(parseCommand('stop timer').intent).toEqual({ kind: 'stopTimer' });
  });

  it('"resume" carries on and "resume the timer" restarts the timer', () => {
    expect(parseCommand('resume').intent).toEqual({ kind: 'resume' });
    expect(parseCommand('resume the timer').intent).toEqual({ kind: 'resumeTimer' });
  });

  it.each<[CommandLanguage, string, string]>([
    ['en', 'next', 'next step'],
    ['es', 'siguiente', 'siguiente paso'],
    ['fr', 'suivant', 'étape suivante'],
    ['it', 'prossimo', 'prossimo passo'],
    ['de', 'nächster', 'nächster Schritt'],
  ])('%s: "%s" and "%s" are the same command', (language, short, long) => {
    expect(parseCommand(short, language)).toEqual(parseCommand(long, language));
    expect(parseCommand(short, language).intent).toEqual({ kind: 'nextStep' });
  });

  it('a fixed phrase goes before a question about its words', () => {
    expect(parseCommand("what's next").intent).toEqual({ kind: 'nextStep' });
    expect(parseCommand('what step am I on').intent).toEqual({ kind: 'whereWereWe' });
  });

  it('idioms for "wait" pause, other lengths of time on their own set a timer', () => {
    expect(parseCommand('one second').intent).toEqual({ kind: 'pause' });
    expect(parseCommand('wait a minute').intent).toEqual({ kind: 'pause' });
    expect(parseCommand('one minute').intent).toEqual({ kind: 'setTimer', minutes: 1 });
    expect(parseCommand('deux secondes', 'fr').intent).toEqual({ kind: 'pause' });
    expect(parseCommand('trois secondes', 'fr').intent).toEqual({
      kind: 'setTimer',
      minutes: 3 / 60,
    });
  });

  it('German "weiter" is the next step, "mach weiter" and "fertig" carry on', () => {
    expect(parseCommand('weiter').intent).toEqual({ kind: 'nextStep' });
    expect(parseCommand('mach weiter').intent).toEqual({ kind: 'resume' });
    expect(parseCommand('fertig').intent).toEqual({ kind: 'resume' });
  });
});

describe('fillers', () => {
  it('keeps a filler that belongs to a fixed phrase', () => {
    // "bon" is a filler in French, yet "c'est bon" means "ready".
    expect(parseCommand("c'est bon", 'fr').intent).toEqual({ kind: 'resume' });
    expect(parseCommand('just a moment').intent).toEqual({ kind: 'pause' });
  });

  it('leaves fillers out of a captured ingredient or term', () => {
    expect(parseCommand('okay chef, substitute the butter please thanks').intent).toEqual({
      kind: 'substitute',
      ingredient: 'butter',
    });
    expect(parseCommand('por favor, ¿qué significa sofreír? gracias', 'es').intent).toEqual({
      kind: 'explain',
      term: 'sofreír',
    });
  });

  it('reads fillers that overlap as fillers, whichever way they split', () => {
    // "otra vez más" is a filler too, and would leave "o menos" over.
    expect(parseCommand('siguiente paso otra vez más o menos', 'es').intent).toEqual({
      kind: 'nextStep',
    });
    expect(parseCommand('siguiente paso otra vez más lento', 'es').intent).toEqual({
      kind: 'nextStep',
    });
  });

  it('says nothing when only fillers were said', () => {
    expect(parseCommand('okay please thank you').intent).toEqual({ kind: 'unknown' });
    expect(parseCommand('').intent).toEqual({ kind: 'unknown' });
    expect(parseCommand(' ?! ').intent).toEqual({ kind: 'unknown' });
  });

  const COMMANDS: Readonly<Record<CommandLanguage, readonly [string, CookingIntent][]>> = {
    en: [
      ['next step', { kind: 'nextStep' }],
      ['set a timer for five minutes', { kind: 'setTimer', minutes: 5 }],
      ['substitute the butter', { kind: 'substitute', ingredient: 'butter' }],
    ],
    es: [
      ['siguiente paso', { kind: 'nextStep' }],
      ['pon un temporizador de cinco minutos', { kind: 'setTimer', minutes: 5 }],
      ['sustituir la mantequilla', { kind: 'substitute', ingredient: 'mantequilla' }],
    ],
    fr: [
      ['étape suivante', { kind: 'nextStep' }],
      ['minuteur de cinq minutes', { kind: 'setTimer', minutes: 5 }],
      ['remplacer le beurre', { kind: 'substitute', ingredient: 'beurre' }],
    ],
    it: [
      ['prossimo passo', { kind: 'nextStep' }],
      ['timer di cinque minuti', { kind: 'setTimer', minutes: 5 }],
      ['sostituisci il burro', { kind: 'substitute', ingredient: 'burro' }],
    ],
    de: [
      ['nächster Schritt', { kind: 'nextStep' }],
      ['Timer für fünf Minuten', { kind: 'setTimer', minutes: 5 }],
      ['ersetze die Butter', { kind: 'substitute', ingredient: 'butter' }],
    ],
  };

  it.each(COMMAND_LANGUAGES)('%s: fillers before and after change nothing', (language) => {
    const filler = fc.constantFrom(...VOCABULARIES[language].fillers);
    const said = fc.record({
      before: fc.array(filler, { maxLength: 3 }),
      command: fc.constantFrom(...COMMANDS[language]),
      after: fc.array(filler, { maxLength: 2 }),
      comma: fc.boolean(),
    });
    fc.assert(
      fc.property(said, ({ before, command: [words, intent], after, comma }) => {
        const transcript = [...before, words, ...after].join(comma ? ', ' : ' ');
        expect(parseCommand(transcript, language)).toEqual({ intent, language });
      }),
    );
  });
});

describe('timer lengths', () => {
  const PHRASINGS: Readonly<Record<CommandLanguage, (minutes: number) => string>> = {
    en: (minutes) => `set a timer for ${minutes} minutes`,
    es: (minutes) => `pon un temporizador de ${minutes} minutos`,
    fr: (minutes) => `mets un minuteur de ${minutes} minutes`,
    it: (minutes) => `imposta un timer di ${minutes} minuti`,
    de: (minutes) => `stell einen Timer auf ${minutes} Minuten`,
  };

  it.each(COMMAND_LANGUAGES)('%s: any whole number of minutes up to 180 in digits', (language) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 180 }), fc.boolean(), (minutes, hinted) => {
        const parsed = parseCommand(PHRASINGS[language](minutes), hinted ? language : undefined);
        expect(parsed).toEqual({ intent: { kind: 'setTimer', minutes }, language });
      }),
    );
  });

  it('accepts up to 24 hours and at least a second', () => {
    expect(parseCommand('set a timer for 24 hours').intent).toEqual({
      kind: 'setTimer',
      minutes: 1440,
    });
    expect(parseCommand('set a timer for 1 second').intent).toEqual({
      kind: 'setTimer',
      minutes: 1 / 60,
    });
  });

  it.each([
    'set a timer for 0 minutes',
    'set a timer for zero minutes',
    'set a timer for 24 hours 1 minute',
    'set a timer for 1441 minutes',
    'set a timer for 2000 hours',
    'set a timer for 0.2 seconds',
    'pon un temporizador de cero minutos',
    'Timer für 25 Stunden',
  ])('"%s" is nonsense, so unknown', (said) => {
    expect(parseCommand(said).intent).toEqual({ kind: 'unknown' });
  });
});

describe('servings', () => {
  it('takes whole numbers from 1 to 100', () => {
    expect(parseCommand('make it for 1').intent).toEqual({ kind: 'adjustServing', servings: 1 });
    expect(parseCommand('make it for a hundred').intent).toEqual({
      kind: 'adjustServing',
      servings: 100,
    });
    expect(parseCommand('make it for 101').intent).toEqual({ kind: 'unknown' });
    expect(parseCommand('make it for 2.5').intent).toEqual({ kind: 'unknown' });
  });
});

describe('language', () => {
  it('reports the hint when the words are the hint language', () => {
    expect(parseCommand('continue', 'fr')).toEqual({ intent: { kind: 'resume' }, language: 'fr' });
    expect(parseCommand('continua', 'it')).toEqual({ intent: { kind: 'resume' }, language: 'it' });
    expect(parseCommand('timer', 'de')).toEqual({
      intent: { kind: 'startStepTimer' },
      language: 'de',
    });
  });

  it('follows the words when they belong to another language', () => {
    expect(parseCommand('siguiente paso', 'en').language).toBe('es');
    expect(parseCommand('next step', 'de').language).toBe('en');
    expect(parseCommand('où en étions-nous', 'it').language).toBe('fr');
  });

  it('without a hint, shared words go to the first language that has them', () => {
    expect(parseCommand('continue').language).toBe('en');
    expect(parseCommand('continua').language).toBe('es');
    expect(parseCommand('weiter').language).toBe('de');
    expect(parseCommand('avanti').language).toBe('it');
  });

  it('guesses the language of what it cannot read from the words it knows', () => {
    expect(parseCommand('el siguiente paso es difícil', 'en')).toEqual({
      intent: { kind: 'unknown' },
      language: 'es',
    });
    expect(parseCommand('der nächste Schritt ist lang')).toEqual({
      intent: { kind: 'unknown' },
      language: 'de',
    });
    expect(parseCommand('xyzzy plugh', 'it').language).toBe('it');
    expect(parseCommand('xyzzy plugh').language).toBe('en');
  });
});

describe('any transcript', () => {
  const kinds = new Set(Object.keys(english.intents).concat('unknown'));
  const hint = fc.option(fc.constantFrom(...COMMAND_LANGUAGES), { nil: undefined });

  function expectWellFormed(said: string, language: CommandLanguage | undefined) {
    const parsed = parseCommand(said, language);
    expect(kinds).toContain(parsed.intent.kind);
    expect(COMMAND_LANGUAGES).toContain(parsed.language);
  }

  it('gives a known intent and language for any text, and never throws', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), hint, expectWellFormed));
  });

  it('does the same for jumbles of command words and numbers', () => {
    const words = Object.values(VOCABULARIES).flatMap((vocabulary) =>
      Object.values(vocabulary.intents)
        .flat()
        .flatMap((pattern) => pattern.split(/[\s|()?]+/))
        .filter((word) => word !== '' && !word.startsWith('{')),
    );
    const word = fc.oneof(fc.constantFrom(...words), fc.integer({ min: 0, max: 2000 }).map(String));
    const jumble = fc.array(word, { maxLength: 10 }).map((list) => list.join(' '));
    fc.assert(fc.property(jumble, hint, expectWellFormed), { numRuns: 500 });
  });
});

describe('commands inside natural speech (issue 25)', () => {
  it.each<[CommandLanguage, string, CookingIntent]>([
    ['en', 'Could you take me back to the last step?', { kind: 'previousStep' }],
    ['en', 'Hang on, I need to wash my hands.', { kind: 'pause' }],
    ['en', 'um hang on i need to find the whisk', { kind: 'pause' }],
    ['en', "I'm back. Where were we?", { kind: 'whereWereWe' }],
    ['en', 'im back where were we', { kind: 'whereWereWe' }],
    ['en', "We're going to be eight people tonight", { kind: 'adjustServing', servings: 8 }],
    ['de', 'stell die Eieruhr auf acht Minuten', { kind: 'setTimer', minutes: 8 }],
    ['en', "the dough is resting so let's do the next step", { kind: 'nextStep' }],
    ['fr', 'la pâte repose donc on passe à l’étape d’après', { kind: 'nextStep' }],
  ])('%s: finds the command in "%s"', (language, said, intent) => {
    expect(parseCommand(said, language).intent).toEqual(intent);
  });

  it.each<[CommandLanguage, string, string]>([
    ['en', "I'm out of buttermilk, what can I use instead?", 'buttermilk'],
    ['es', 'No tengo nata, ¿qué puedo usar?', 'nata'],
    [
      'fr',
      "Je n'ai plus de crème fraîche, qu'est-ce que je peux utiliser à la place ?",
      'crème fraîche',
    ],
    ['it', 'Non ho più il burro, cosa posso usare invece?', 'burro'],
    ['de', 'Ich habe keine Butter mehr, was nehme ich stattdessen?', 'butter'],
  ])('%s: the ingredient ends where the request ends in "%s"', (language, said, ingredient) => {
    expect(parseCommand(said, language).intent).toEqual({ kind: 'substitute', ingredient });
  });

  it.each<[CommandLanguage, string]>([
    ['en', 'um what is next'],
    ['es', 'eh siguiente paso'],
    ['fr', 'euh étape suivante'],
    ['it', 'ehm prossimo passo'],
    ['de', 'äh nächster Schritt'],
    ['en', 'chef next step'],
    ['en', 'hey chef, next.'],
  ])('%s: hesitations and wake words change nothing in "%s"', (language, said) => {
    expect(parseCommand(said, language).intent).toEqual({ kind: 'nextStep' });
  });

  it.each<[CommandLanguage, string, number]>([
    ['en', 'set a timer for five no ten minutes', 10],
    ['en', 'set a timer for five no make it ten minutes', 10],
    ['en', 'set a timer for 1 hour no 2', 120],
    ['es', 'pon un temporizador de cinco no de seis minutos', 6],
    ['fr', 'mets un minuteur de cinq non plutôt dix minutes', 10],
    ['it', 'imposta un timer di cinque anzi no sette minuti', 7],
    ['de', 'stell einen Timer auf fünf nein sieben Minuten', 7],
  ])('%s: a self-correction keeps the last length in "%s"', (language, said, minutes) => {
    expect(parseCommand(said, language).intent).toEqual({ kind: 'setTimer', minutes });
  });

  it.each<[CommandLanguage, string, number]>([
    ['de', 'kannst du den Timer auf zehn Minuten stellen, nee, zwölf', 12],
    ['de', 'stell einen Timer auf fünf Minuten ein nein sechs', 6],
    ['de', 'Timer auf vier Minuten, ach nee, fünf', 5],
    ['en', 'set a timer for twelve no sorry fifteen minutes', 15],
  ])(
    '%s: a correction after the clause closed keeps the last length in "%s"',
    (language, said, minutes) => {
      expect(parseCommand(said, language).intent).toEqual({ kind: 'setTimer', minutes });
    },
  );

  it.each<[CommandLanguage, string, number]>([
    ['it', 'adattala a quattro porzioni no aspetta cinque', 5],
    ['de', 'rechne es auf vier Portionen um, nein warte, fünf', 5],
    ['en', 'scale it to four servings no wait five', 5],
  ])('%s: a correction keeps the last number of servings in "%s"', (language, said, servings) => {
    expect(parseCommand(said, language).intent).toEqual({ kind: 'adjustServing', servings });
  });

  it.each<[CommandLanguage, string, number]>([
    ['en', 'I need 30 servings for the party.', 30],
    ['it', 'Voglio 12 porzioni per la cena di domani.', 12],
    ['fr', 'Je veux 30 portions pour la fête.', 30],
    ['de', 'ich brauche 30 Portionen für die Party', 30],
  ])(
    '%s: an amount ends where the cook says what it is for in "%s"',
    (language, said, servings) => {
      expect(parseCommand(said, language).intent).toEqual({ kind: 'adjustServing', servings });
    },
  );

  it.each<[CommandLanguage, string, string]>([
    ['en', 'no parmesan in the fridge, any ideas?', 'parmesan'],
    ['fr', 'pas de parmesan dans le frigo, une idée ?', 'parmesan'],
    ['it', 'niente parmigiano in frigo, qualche idea?', 'parmigiano'],
    ['de', 'kein Parmesan im Kühlschrank, irgendeine Idee?', 'parmesan'],
  ])(
    '%s: a swap asked with its fillers goes before a mere mention in "%s"',
    (language, said, ingredient) => {
      expect(parseCommand(said, language).intent).toEqual({ kind: 'substitute', ingredient });
    },
  );

  it('hears no swap in a missing ingredient said alone', () => {
    expect(parseCommand('no parmesan', 'en').intent).toEqual({ kind: 'unknown' });
  });

  it('ends no command without an amount where a purpose is said', () => {
    // Only an amount said in full may end there: "stop | for the kids" is talk.
    expect(parseCommand('stop for the kids', 'en').intent).toEqual({ kind: 'unknown' });
    expect(parseCommand('hay algún sustituto para este ingrediente', 'es').intent).toEqual({
      kind: 'substitute',
    });
  });

  it('takes the last command of a correction of the command itself', () => {
    expect(parseCommand('go back, no, next step').intent).toEqual({ kind: 'nextStep' });
    expect(parseCommand('mach es für vier nein für fünf Personen', 'de').intent).toEqual({
      kind: 'adjustServing',
      servings: 5,
    });
  });

  it.each<[CommandLanguage, string, CookingIntent]>([
    ['en', "I can't remember what deglaze means", { kind: 'explain', term: 'deglaze' }],
    ['es', 'no me acuerdo qué es blanquear', { kind: 'explain', term: 'blanquear' }],
    ['fr', "j'ai oublié ce que veut dire déglacer", { kind: 'explain', term: 'déglacer' }],
    ['en', 'the recipe says blanch what does that mean', { kind: 'explain', term: 'blanch' }],
    ['en', 'No ricotta. What else would work?', { kind: 'substitute', ingredient: 'ricotta' }],
  ])('%s: reads the indirect request "%s"', (language, said, intent) => {
    expect(parseCommand(said, language).intent).toEqual(intent);
  });

  it.each<[CommandLanguage, string, number]>([
    ['fr', 'minuteur de quatre-vingt-dix secondes', 1.5],
    ['de', 'Timer für fünfundzwanzig Minuten', 25],
    ['it', "timer di un quarto d'ora", 15],
    ['es', 'pon un temporizador de media hora', 30],
    ['de', 'Timer auf dreiviertel Stunde', 45],
    ['fr', 'mets-moi une vingtaine de minutes au minuteur', 20],
  ])('%s: reads the length in "%s"', (language, said, minutes) => {
    expect(parseCommand(said, language).intent).toEqual({ kind: 'setTimer', minutes });
  });

  it.each<[CommandLanguage, string]>([
    ['en', 'Wait till your dad tastes this.'],
    ['en', 'dinner will be ready in twenty minutes kids'],
    ['en', 'We really need a new kitchen timer.'],
    ['es', 'la última vez la hice para diez personas y no sobró nada'],
    ['fr', 'Attends que ton père goûte ça.'],
    ['fr', 'Il reste combien de temps sur le minuteur ?'],
    ['it', 'continua a piovere da stamattina'],
    ['de', 'mein Opa hat immer gesagt, man soll nie denselben Fehler wiederholen'],
  ])('%s: hears no command in the talk "%s"', (language, said) => {
    expect(parseCommand(said, language).intent).toEqual({ kind: 'unknown' });
  });

  it('hears the command said first, with a hedge after it', () => {
    // Replaces the old rule that the whole transcript must be the command.
    expect(parseCommand('pause timer now maybe', 'en').intent).toEqual({ kind: 'pauseTimer' });
  });

  it('does not take a negated command', () => {
    expect(parseCommand('Non andare avanti, aspettami.', 'it').intent).toEqual({ kind: 'pause' });
    expect(parseCommand('metti il timer in pausa non spegnerlo', 'it').intent).toEqual({
      kind: 'pauseTimer',
    });
  });
});

describe('long utterances', () => {
  it('finds the command at the end of a monologue, and in time', () => {
    const talk = 'so the onions are soft and the kitchen smells great and my sister called again ';
    const started = performance.now();
    expect(parseCommand(`${talk.repeat(10)}ok what's next`, 'en').intent).toEqual({
      kind: 'nextStep',
    });
    // Generous: the device answers while the cook waits; a second would be felt.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
