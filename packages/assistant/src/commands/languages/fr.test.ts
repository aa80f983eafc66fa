import { describe, expect, it } from 'vitest';
import { parseCommand } from '../intent';
import type { CookingIntent } from '../intent-types';

const TABLE: readonly [said: string, intent: CookingIntent][] = [
  ['suivant', { kind: 'nextStep' }],
  ['Étape suivante.', { kind: 'nextStep' }],
  ["l'étape suivante s'il te plaît", { kind: 'nextStep' }],
  ['passe à la suite', { kind: 'nextStep' }],
  ['la prochaine étape', { kind: 'nextStep' }],
  ['précédent', { kind: 'previousStep' }],
  ["reviens à l'étape précédente", { kind: 'previousStep' }],
  ['retour en arrière', { kind: 'previousStep' }],
  ['répète', { kind: 'repeat' }],
  ['repete', { kind: 'repeat' }],
  ['tu peux répéter ?', { kind: 'repeat' }],
  ['redis-le', { kind: 'repeat' }],
  ['encore une fois', { kind: 'repeat' }],
  ['pardon ?', { kind: 'repeat' }],
  ['attends', { kind: 'pause' }],
  ['attends une minute', { kind: 'pause' }],
  ['une seconde', { kind: 'pause' }],
  ['deux secondes', { kind: 'pause' }],
  ['pause', { kind: 'pause' }],
  ['prêt', { kind: 'resume' }],
  ['je suis prête', { kind: 'resume' }],
  ["c'est bon", { kind: 'resume' }],
  ['ok c’est bon', { kind: 'resume' }],
  ['vas-y', { kind: 'resume' }],
  ['on continue', { kind: 'resume' }],
  ['continue', { kind: 'resume' }],
  ['où en étions-nous', { kind: 'whereWereWe' }],
  ['ou en etions nous ?', { kind: 'whereWereWe' }],
  ['on en était où ?', { kind: 'whereWereWe' }],
  ['à quelle étape on est', { kind: 'whereWereWe' }],
  ['minuteur', { kind: 'startStepTimer' }],
  ['lance le minuteur', { kind: 'startStepTimer' }],
  ['mets le minuteur en pause', { kind: 'pauseTimer' }],
  ['reprends le minuteur', { kind: 'resumeTimer' }],
  ['arrête le minuteur', { kind: 'stopTimer' }],
  ['annule le minuteur', { kind: 'stopTimer' }],
  ['minuteur de douze minutes', { kind: 'setTimer', minutes: 12 }],
  ['mets un minuteur pour une heure et demie', { kind: 'setTimer', minutes: 90 }],
  ["un minuteur d'une heure", { kind: 'setTimer', minutes: 60 }],
  ["minuteur d'un quart d'heure", { kind: 'setTimer', minutes: 15 }],
  ['minuteur de trois quarts d’heure', { kind: 'setTimer', minutes: 45 }],
  ['minuteur pour une demi-heure', { kind: 'setTimer', minutes: 30 }],
  ['minuteur de deux minutes et demie', { kind: 'setTimer', minutes: 2.5 }],
  ['minuteur pour une heure et quart', { kind: 'setTimer', minutes: 75 }],
  ['minuteur de 1h15', { kind: 'setTimer', minutes: 75 }],
  ['minuteur d’une heure trente', { kind: 'setTimer', minutes: 90 }],
  ['minuteur de trente secondes', { kind: 'setTimer', minutes: 0.5 }],
  ['minuteur de soixante-dix minutes', { kind: 'setTimer', minutes: 70 }],
  ['minuteur de quatre-vingt-dix minutes', { kind: 'setTimer', minutes: 90 }],
  ['minuteur de vingt et une minutes', { kind: 'setTimer', minutes: 21 }],
  ['minuteur de cent vingt minutes', { kind: 'setTimer', minutes: 120 }],
  ['vingt-cinq minutes', { kind: 'setTimer', minutes: 25 }],
  ['préviens-moi dans 10 minutes', { kind: 'setTimer', minutes: 10 }],
  ['que puis-je remplacer', { kind: 'substitute' }],
  ["qu'est-ce que je peux remplacer ?", { kind: 'substitute' }],
  ['remplacer un ingrédient', { kind: 'substitute' }],
  ['remplacer le beurre', { kind: 'substitute', ingredient: 'beurre' }],
  [
    "par quoi je peux remplacer l'huile d'olive ?",
    { kind: 'substitute', ingredient: "huile d'olive" },
  ],
  [
    "qu'est-ce que je peux utiliser à la place des œufs",
    { kind: 'substitute', ingredient: 'œufs' },
  ],
  ["je n'ai pas de crème fraîche", { kind: 'substitute', ingredient: 'crème fraîche' }],
  ['fais-le pour six personnes', { kind: 'adjustServing', servings: 6 }],
  ['pour 2 personnes', { kind: 'adjustServing', servings: 2 }],
  ['adapte la recette pour quatre', { kind: 'adjustServing', servings: 4 }],
  ['que veut dire blanchir', { kind: 'explain', term: 'blanchir' }],
  ["qu'est-ce que c'est qu'un roux ?", { kind: 'explain', term: 'roux' }],
  ['déglacer, ça veut dire quoi ?', { kind: 'explain', term: 'déglacer' }],
  ['comment on fait pour monter les blancs', { kind: 'explain', term: 'monter les blancs' }],
  ['explique cette étape', { kind: 'explain' }],
  ['je ne comprends pas', { kind: 'explain' }],
];

describe('French commands', () => {
  it.each(TABLE)('"%s" with the French hint', (said, intent) => {
    expect(parseCommand(said, 'fr')).toEqual({ intent, language: 'fr' });
  });

  it.each(TABLE)('"%s" without a hint', (said, intent) => {
    expect(parseCommand(said).intent).toEqual(intent);
  });

  it('ends an ingredient where the request ends', () => {
    const said = "Je n'ai plus de crème fraîche, qu'est-ce que je peux utiliser à la place ?";
    expect(parseCommand(said, 'fr').intent).toEqual({
      kind: 'substitute',
      ingredient: 'crème fraîche',
    });
    expect(parseCommand("j'ai pas de basilic frais je mets quoi à la place", 'fr').intent).toEqual({
      kind: 'substitute',
      ingredient: 'basilic frais',
    });
  });

  it.each(["l'étape suivante est longue", 'il fait beau', 'minuteur de zéro minute'])(
    '"%s" is no command',
    (said) => {
      expect(parseCommand(said, 'fr').intent).toEqual({ kind: 'unknown' });
    },
  );

  // Kinds of phrasing cooks use that the first vocabulary missed (issue 25).
  it.each<[string, CookingIntent]>([
    [
      'la recette dit de tempérer le chocolat ça veut dire quoi',
      { kind: 'explain', term: 'tempérer le chocolat' },
    ],
    ['on a douze personnes qui viennent tu peux adapter', { kind: 'adjustServing', servings: 12 }],
    ['euh tu peux mettre le minuteur en pause vite fait', { kind: 'pauseTimer' }],
    ["étape d'après", { kind: 'nextStep' }],
    ["hein qu'est-ce que t'as dit", { kind: 'repeat' }],
    ["t'as dit quoi", { kind: 'repeat' }],
    ["où j'en suis dans la recette", { kind: 'whereWereWe' }],
    ['Je suis obligé de mettre du parmesan ?', { kind: 'substitute', ingredient: 'parmesan' }],
    [
      'je dois vraiment mettre de la crème ou il y a autre chose',
      { kind: 'substitute', ingredient: 'crème' },
    ],
    [
      'on fait un buffet pour soixante-dix personnes ajuste la recette',
      { kind: 'adjustServing', servings: 70 },
    ],
    ['Je fais quoi, là ?', { kind: 'explain' }],
    ['je fais quoi maintenant', { kind: 'nextStep' }],
  ])('"%s" with the French hint', (said, intent) => {
    expect(parseCommand(said, 'fr').intent).toEqual(intent);
  });
});
