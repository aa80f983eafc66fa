/** Encouragement in Spanish. */
import type { EncouragementLines } from './lines-types';

export const ES_LINES: EncouragementLines = {
  cheers: {
    warm: [
      'Muy bien hecho. Vamos al siguiente paso.',
      'Lo estás haciendo genial, sigue así.',
      'Tiene una pinta estupenda. ¡Al siguiente!',
      'Bien hecho. Tómate tu tiempo con el siguiente.',
      'Ya huele bien. Sigamos.',
      'Un paso más cerca. Tú puedes.',
      'Buen trabajo. Tu cocina, tu ritmo.',
      'Precioso. Sigamos juntos.',
    ],
    professional: [
      'Bien. Siguiente paso.',
      'Trabajo limpio. Seguimos.',
      'Bien ejecutado. Siguiente.',
      'Ese es el nivel. Continúa.',
      'Preciso. Al siguiente.',
      'Buena técnica. Mantén el puesto ordenado y continúa.',
      'Correcto. Siguiente paso.',
      'Bien calculado. Seguimos.',
    ],
    energetic: [
      '¡Sí! ¡Siguiente paso, vamos!',
      '¡Bum! ¡Estás que te sales, sigue así!',
      '¡Mírate! ¡Al siguiente!',
      '¡Eso es lo que quería ver! ¡Adelante!',
      '¡Lo estás bordando! ¡Siguiente paso!',
      '¡Fantástico! ¡El sabor va cogiendo fuerza!',
      '¡Chef, eso es brillante! ¡Sigue!',
      '¡Choca esos cinco! ¡Al siguiente!',
    ],
  },
  congratulations: {
    warm: (recipe) => `¡Lo has conseguido! ${recipe} ya está. Siéntate y disfruta cada bocado.`,
    professional: (recipe) =>
      `Servicio. ${recipe}: trabajo terminado y bien ejecutado. Emplata y disfruta.`,
    energetic: (recipe) => `¡Y se acabó! ¡A la mesa con ${recipe}! ¡Lo has clavado!`,
  },
  yourDish: 'Tu plato',
  motivation: [
    'Cocinar es el amor hecho visible.',
    'Todo gran chef empezó con un primer plato.',
    'Prueba sobre la marcha: tu paladar es tu mejor herramienta.',
    'Los errores en la cocina son recetas nuevas.',
    'La buena comida lleva su tiempo, y se lo estás dando.',
    'Mise en place: cada cosa en su sitio, la mente en calma.',
    'El mejor ingrediente es quien cocina.',
    'Ve despacio, respira y disfruta del chisporroteo.',
    'No solo cocinas una comida, creas un recuerdo.',
    'Confía en tus sentidos: mira, escucha, huele y prueba.',
  ],
};
