/** Guidance in German. */
import { counted } from '@mise/domain/plural';
import type { GuidancePhrases } from './guidance-phrase-types';

const count = (value: number, one: string, other: string) => counted(value, { one, other }, 'de');

export const DE_GUIDANCE: GuidancePhrases = {
  explain: ({ name, meaning, watchFor, tip, pro }, skillLevel) => {
    switch (skillLevel) {
      case 'beginner':
        return `${name}: ${meaning} Darauf achten: ${watchFor} Tipp: ${tip}`;
      case 'intermediate':
        return `${name}: ${meaning} Achte darauf: ${watchFor}`;
      case 'advanced':
        return `${name}: ${meaning} ${pro}`;
    }
  },
  watch: ({ name, watchFor }) => `${name}: ${watchFor}`,
  noTechnique: {
    beginner:
      'Lies den Schritt einmal ganz durch und stell alles bereit, bevor du anfängst. Keine Eile.',
    intermediate: 'Einfacher Schritt: Hitze gleichmäßig halten und zwischendurch abschmecken.',
    advanced: 'Den hast du im Griff.',
  },
  timing: (length, at, skillLevel) => {
    if (skillLevel === 'beginner') {
      return `Das dauert etwa ${length}: Stell einen Timer${at ? ` und schau nach ${at} das erste Mal nach` : ''}.`;
    }
    if (skillLevel === 'intermediate') return `Etwa ${length}${at ? `; nach ${at} prüfen` : ''}.`;
    return at ? `Nach ${at} prüfen.` : undefined;
  },
  internalTemperature: (temperature, skillLevel) =>
    skillLevel === 'beginner'
      ? `Prüf mit einem Thermometer an der dicksten Stelle auf ${temperature}, statt zu raten.`
      : `Bei ${temperature} herausnehmen.`,
  preheat: (temperature, oven) =>
    oven
      ? `Gib dem Ofen etwa 15 Minuten, um ${temperature} zu erreichen, bevor das Essen hineinkommt.`
      : `Lass es ${temperature} erreichen, bevor das Essen hineinkommt.`,
  minutes: (minutes) => {
    if (minutes < 1) return count(Math.round(minutes * 60), 'Sekunde', 'Sekunden');
    if (minutes >= 120 && minutes % 60 === 0) return count(minutes / 60, 'Stunde', 'Stunden');
    return count(Math.round(minutes * 10) / 10, 'Minute', 'Minuten');
  },
  safety: {
    hotFat:
      'Heißes Öl spritzt: Essen vom Körper weg hineinlegen, einen Deckel griffbereit halten und nie Wasser auf brennendes Öl gießen.',
    boiling: 'Deckel vom Körper weg anheben, damit der Dampf nicht an Gesicht oder Hände kommt.',
    knife:
      'Die Fingerspitzen der Hand, die das Essen hält, einkrümmen und die Messerspitze auf dem Brett lassen.',
    oven: 'Trockene Ofenhandschuhe nehmen: Ein feuchtes Tuch lässt die Hitze sofort durch.',
    sugar:
      'Heißer Zucker klebt und verbrennt schlimm: nicht anfassen oder probieren, bis er abgekühlt ist.',
    rawMeat: (name, kind) => {
      const hygiene = `Rohes Fleisch oder roher Fisch (${name}): Hände, Brett und Messer nach dem Anfassen waschen`;
      switch (kind) {
        case 'poultry':
          return `${hygiene}, und an der dicksten Stelle auf 74 °C (165 °F) garen.`;
        case 'seafood':
          return `${hygiene}. Gar ist es, wenn es undurchsichtig wird und zerfällt, bei 63 °C (145 °F).`;
        case 'ground':
          return `${hygiene}, und garen, bis nichts Rosa mehr zu sehen ist, 71 °C (160 °F).`;
        case 'other':
          return `${hygiene}.`;
      }
    },
  },
};
