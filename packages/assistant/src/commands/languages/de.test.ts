import { describe, expect, it } from 'vitest';
import { parseCommand } from '../intent';
import type { CookingIntent } from '../intent-types';

const TABLE: readonly [said: string, intent: CookingIntent][] = [
  ['weiter', { kind: 'nextStep' }],
  ['Nächster Schritt.', { kind: 'nextStep' }],
  ['nachster schritt', { kind: 'nextStep' }],
  ['geh zum nächsten Schritt, bitte', { kind: 'nextStep' }],
  ['zurück', { kind: 'previousStep' }],
  ['einen Schritt zurück', { kind: 'previousStep' }],
  ['vorheriger Schritt', { kind: 'previousStep' }],
  ['wiederholen', { kind: 'repeat' }],
  ['wiederhole das bitte', { kind: 'repeat' }],
  ['noch mal', { kind: 'repeat' }],
  ['sag das nochmal', { kind: 'repeat' }],
  ['wie bitte?', { kind: 'repeat' }],
  ['warte', { kind: 'pause' }],
  ['warte mal', { kind: 'pause' }],
  ['einen Moment', { kind: 'pause' }],
  ['eine Sekunde', { kind: 'pause' }],
  ['Pause', { kind: 'pause' }],
  ['bereit', { kind: 'resume' }],
  ['fertig', { kind: 'resume' }],
  ['ich bin fertig', { kind: 'resume' }],
  ['mach weiter', { kind: 'resume' }],
  ["los geht's", { kind: 'resume' }],
  ['wo waren wir', { kind: 'whereWereWe' }],
  ['wo waren wir stehen geblieben?', { kind: 'whereWereWe' }],
  ['bei welchem Schritt sind wir', { kind: 'whereWereWe' }],
  ['Timer', { kind: 'startStepTimer' }],
  ['Timer starten', { kind: 'startStepTimer' }],
  ['Timer pausieren', { kind: 'pauseTimer' }],
  ['halte den Timer an', { kind: 'pauseTimer' }],
  ['setze den Timer fort', { kind: 'resumeTimer' }],
  ['Timer stoppen', { kind: 'stopTimer' }],
  ['mach den Timer aus', { kind: 'stopTimer' }],
  ['Timer für zwölf Minuten', { kind: 'setTimer', minutes: 12 }],
  ['Timer fur zwolf Minuten', { kind: 'setTimer', minutes: 12 }],
  ['stell einen Timer auf eineinhalb Stunden', { kind: 'setTimer', minutes: 90 }],
  ['stell einen Timer auf anderthalb Stunden', { kind: 'setTimer', minutes: 90 }],
  ['stell einen Timer auf 5 Minuten ein', { kind: 'setTimer', minutes: 5 }],
  ['Timer für eine halbe Stunde', { kind: 'setTimer', minutes: 30 }],
  ['Timer für eine Viertelstunde', { kind: 'setTimer', minutes: 15 }],
  ['Timer für eine viertel Stunde', { kind: 'setTimer', minutes: 15 }],
  ['Timer für eine Dreiviertelstunde', { kind: 'setTimer', minutes: 45 }],
  ['Timer für zweieinhalb Minuten', { kind: 'setTimer', minutes: 2.5 }],
  ['Timer für zwei einhalb Minuten', { kind: 'setTimer', minutes: 2.5 }],
  ['Timer für einhalb Stunden', { kind: 'setTimer', minutes: 30 }],
  ['Timer für eine Stunde und fünfzehn Minuten', { kind: 'setTimer', minutes: 75 }],
  ['Timer für dreißig Sekunden', { kind: 'setTimer', minutes: 0.5 }],
  ['Timer für fünfundzwanzig Minuten', { kind: 'setTimer', minutes: 25 }],
  ['Timer für fünf und zwanzig Minuten', { kind: 'setTimer', minutes: 25 }],
  ['Timer für hundertachtzig Minuten', { kind: 'setTimer', minutes: 180 }],
  ['Timer für 1,5 Stunden', { kind: 'setTimer', minutes: 90 }],
  ['einen Zehn-Minuten-Timer', { kind: 'setTimer', minutes: 10 }],
  ['erinnere mich in zehn Minuten', { kind: 'setTimer', minutes: 10 }],
  ['was kann ich ersetzen', { kind: 'substitute' }],
  ['Zutat ersetzen', { kind: 'substitute' }],
  ['ersetze die Butter', { kind: 'substitute', ingredient: 'butter' }],
  ['womit kann ich die Sahne ersetzen?', { kind: 'substitute', ingredient: 'sahne' }],
  ['was kann ich statt Eiern nehmen', { kind: 'substitute', ingredient: 'eiern' }],
  ['ich habe keine Butter mehr', { kind: 'substitute', ingredient: 'butter' }],
  ['mach es für sechs Personen', { kind: 'adjustServing', servings: 6 }],
  ['für 2 Portionen', { kind: 'adjustServing', servings: 2 }],
  ['was bedeutet unterheben', { kind: 'explain', term: 'unterheben' }],
  ['was ist eine Mehlschwitze?', { kind: 'explain', term: 'mehlschwitze' }],
  ['erkläre diesen Schritt', { kind: 'explain' }],
  ['ich verstehe das nicht', { kind: 'explain' }],
];

describe('German commands', () => {
  it.each(TABLE)('"%s" with the German hint', (said, intent) => {
    expect(parseCommand(said, 'de')).toEqual({ intent, language: 'de' });
  });

  it.each(TABLE)('"%s" without a hint', (said, intent) => {
    expect(parseCommand(said).intent).toEqual(intent);
  });

  it('ends an ingredient where the request ends', () => {
    const said = 'Ich habe keine Butter mehr, was nehme ich stattdessen?';
    expect(parseCommand(said, 'de').intent).toEqual({ kind: 'substitute', ingredient: 'butter' });
    expect(parseCommand('ich hab keine sahne was nehm ich stattdessen', 'de').intent).toEqual({
      kind: 'substitute',
      ingredient: 'sahne',
    });
  });

  it.each(['der nächste Schritt ist lang', 'schönes Wetter heute', 'Timer für null Minuten'])(
    '"%s" is no command',
    (said) => {
      expect(parseCommand(said, 'de').intent).toEqual({ kind: 'unknown' });
    },
  );

  // Kinds of phrasing cooks use that the first vocabulary missed (issue 25).
  it.each<[string, CookingIntent]>([
    ['kann ich olivenöl statt butter nehmen dafür', { kind: 'substitute', ingredient: 'butter' }],
    ['sorry was war nochmal eine mirepoix', { kind: 'explain', term: 'mirepoix' }],
    ['was war das letzte', { kind: 'repeat' }],
    ['was ist ne mehlschwitze', { kind: 'explain', term: 'mehlschwitze' }],
    ['was haste gesagt', { kind: 'repeat' }],
    ['erinner mich bitte wo wir stehen geblieben sind', { kind: 'whereWereWe' }],
    ['den timer brauch ich nicht mehr lösch ihn', { kind: 'stopTimer' }],
    ['könntest du mir bitte sagen was der nächste schritt ist', { kind: 'nextStep' }],
    ['wäre es okay honig statt zucker zu nehmen', { kind: 'substitute', ingredient: 'zucker' }],
    ['Kannst du mich zum vorherigen Schritt zurückbringen?', { kind: 'previousStep' }],
    ['bring mich einen Schritt zurück', { kind: 'previousStep' }],
    ['kurze pause bitte', { kind: 'pause' }],
    ['Sag Bescheid, wenn achtzehn Minuten um sind.', { kind: 'setTimer', minutes: 18 }],
    ['kann ich was ersetzen', { kind: 'substitute' }],
    ['chef hilf mir eine zutat zu ersetzen', { kind: 'substitute' }],
    ['Hilf mir, die Butter zu ersetzen.', { kind: 'substitute', ingredient: 'butter' }],
    ['Kannst du mir die Mengen für 7 Personen geben?', { kind: 'adjustServing', servings: 7 }],
    ['Für die Party brauche ich 30 Portionen.', { kind: 'adjustServing', servings: 30 }],
    ['okay ist im ofen was ist der nächste', { kind: 'nextStep' }],
    ['können wir zurückgehen', { kind: 'previousStep' }],
    ['wir sind zu viert statt zu sechst', { kind: 'adjustServing', servings: 4 }],
  ])('"%s" with the German hint', (said, intent) => {
    expect(parseCommand(said, 'de').intent).toEqual(intent);
  });
});
