/** Encouragement in German. */
import type { EncouragementLines } from './lines-types';

export const DE_LINES: EncouragementLines = {
  cheers: {
    warm: [
      'Schön gemacht. Weiter zum nächsten Schritt.',
      'Du machst das großartig, weiter so.',
      'Das sieht genau richtig aus. Auf zum nächsten!',
      'Gut gemacht. Lass dir Zeit mit dem nächsten.',
      'Es duftet schon gut. Machen wir weiter.',
      'Wieder einen Schritt näher. Du schaffst das.',
      'Toll gemacht. Deine Küche, dein Tempo.',
      'Wunderbar. Machen wir zusammen weiter.',
    ],
    professional: [
      'Gut. Nächster Schritt.',
      'Saubere Arbeit. Weiter.',
      'Gut ausgeführt. Der nächste.',
      'Das ist der Standard. Weitermachen.',
      'Präzise. Zum nächsten.',
      'Gute Technik. Halte deinen Platz sauber und mach weiter.',
      'Richtig. Nächster Schritt.',
      'Gut eingeschätzt. Weiter.',
    ],
    energetic: [
      'Ja! Nächster Schritt, los geht’s!',
      'Bumm! Du bist nicht zu bremsen, weiter so!',
      'Schau dich an! Der nächste!',
      'Genau so muss das! Vorwärts!',
      'Du rockst das! Nächster Schritt!',
      'Fantastisch! Der Geschmack baut sich auf!',
      'Chef, das ist brillant! Weiter!',
      'High five! Auf zum nächsten!',
    ],
  },
  congratulations: {
    warm: (recipe) => `Geschafft! ${recipe} ist fertig. Setz dich und genieß jeden Bissen.`,
    professional: (recipe) =>
      `Service. ${recipe} ist fertig, und gut ausgeführt. Anrichten und genießen.`,
    energetic: (recipe) => `Und das war’s! ${recipe} ist FERTIG! Du hast es absolut drauf!`,
  },
  yourDish: 'Dein Gericht',
  motivation: [
    'Kochen ist sichtbar gemachte Liebe.',
    'Jeder große Koch hat mit einem ersten Gericht angefangen.',
    'Probier zwischendurch: Dein Gaumen ist dein bestes Werkzeug.',
    'Fehler in der Küche sind neue Rezepte.',
    'Gutes Essen braucht Zeit, und du gibst sie ihm.',
    'Mise en place: alles an seinem Platz, Ruhe im Kopf.',
    'Die beste Zutat ist, wer kocht.',
    'Langsam, durchatmen und das Brutzeln genießen.',
    'Du kochst nicht nur ein Essen, du schaffst eine Erinnerung.',
    'Vertrau deinen Sinnen: schauen, hören, riechen und schmecken.',
  ],
};
