/** Encouragement in Italian. */
import type { EncouragementLines } from './lines-types';

export const IT_LINES: EncouragementLines = {
  cheers: {
    warm: [
      'Ottimo lavoro. Passiamo al prossimo passo.',
      'Stai andando alla grande, continua così.',
      'Ha proprio un bell’aspetto. Avanti il prossimo!',
      'Ben fatto. Prenditi il tuo tempo con il prossimo.',
      'Ha già un buon profumo. Andiamo avanti.',
      'Un passo più vicino. Ce la fai.',
      'Bel lavoro. La tua cucina, i tuoi tempi.',
      'Bellissimo. Continuiamo insieme.',
    ],
    professional: [
      'Bene. Passo successivo.',
      'Lavoro pulito. Avanti.',
      'Ben eseguito. Il prossimo.',
      'Questo è il livello. Continua.',
      'Preciso. Al prossimo.',
      'Buona tecnica. Tieni la postazione in ordine e continua.',
      'Corretto. Passo successivo.',
      'Ben calibrato. Avanti.',
    ],
    energetic: [
      'Sì! Prossimo passo, andiamo!',
      'Boom! Sei una forza, non fermarti!',
      'Ma guardati! Il prossimo!',
      'Così si fa! Avanti tutta!',
      'Stai spaccando! Prossimo passo!',
      'Fantastico! Il sapore sta crescendo!',
      'Chef, è geniale! Continua!',
      'Batti cinque! Al prossimo!',
    ],
  },
  congratulations: {
    warm: (recipe) => `Ce l’hai fatta! In tavola: ${recipe}. Siediti e goditi ogni boccone.`,
    professional: (recipe) =>
      `Servizio. ${recipe}: lavoro completato, e ben eseguito. Impiatta e buon appetito.`,
    energetic: (recipe) => `Ed è fatta! ${recipe}, missione compiuta! Perfezione pura!`,
  },
  yourDish: 'Il tuo piatto',
  motivation: [
    'Cucinare è amore reso visibile.',
    'Ogni grande chef ha cominciato con un primo piatto.',
    'Assaggia man mano: il palato è il tuo strumento migliore.',
    'Gli errori in cucina sono ricette nuove.',
    'Il buon cibo richiede tempo, e tu glielo stai dando.',
    'Mise en place: ogni cosa al suo posto, la mente tranquilla.',
    'L’ingrediente migliore è chi cucina.',
    'Rallenta, respira e goditi lo sfrigolio.',
    'Non stai solo cucinando un pasto, stai creando un ricordo.',
    'Fidati dei sensi: guarda, ascolta, annusa e assaggia.',
  ],
};
