/** The reference's 22 swaps in Italian (swap-text.ts). */
import type { SwapTexts } from './swap-text';

export const ITALIAN_SWAPS: SwapTexts = {
  'Butter|Coconut oil': {
    substitute: 'olio di cocco',
    ratio: '1 a 1',
    notes:
      'Usalo solido dove il burro va montato o sabbiato con la farina, fuso dove il burro va fuso. L’olio di cocco raffinato non sa di niente; quello vergine sa di cocco.',
  },
  'Butter|Olive oil': {
    substitute: 'olio d’oliva',
    ratio: '3/4 di tazza per tazza',
    notes:
      'Ideale per saltare, arrostire, muffin e torte da credenza. L’olio liquido non si può montare, quindi tieni il burro per la pasta sfoglia e i biscotti croccanti.',
  },
  'Milk|Almond milk': {
    substitute: 'latte di mandorla',
    ratio: '1 a 1',
    notes:
      'Sceglilo senza zucchero e non aromatizzato per i piatti salati. È più leggero e ha meno proteine del latte, quindi i dolci si dorano un po’ meno.',
  },
  'Milk|Oat milk': {
    substitute: 'latte d’avena',
    ratio: '1 a 1',
    notes:
      'Cremoso e un po’ dolce: la bevanda vegetale più vicina al latte per salse, creme e caffè. Solo quello certificato è senza glutine.',
  },
  'Egg|Flax egg': {
    substitute: 'uovo di lino',
    ratio: '1 cucchiaio di semi di lino macinati e 3 cucchiai d’acqua per uovo',
    notes:
      'Mescola e lascia addensare 5 minuti. Lega muffin, biscotti e pancake; non sostituisce le uova che fanno crescere una torta, quindi usalo al massimo per due uova.',
  },
  'Egg|Chia egg': {
    substitute: 'uovo di chia',
    ratio: '1 cucchiaio di semi di chia e 3 cucchiai d’acqua per uovo',
    notes:
      'Lascia gelificare 10 minuti. Macina prima i semi se non vuoi puntini scuri negli impasti chiari.',
  },
  'Egg|Applesauce': {
    substitute: 'purea di mele',
    ratio: '1/4 di tazza di purea di mele senza zucchero per uovo',
    notes:
      'Dà umidità a torte, brownie e muffin ma non li fa crescere; aggiungi 1/2 cucchiaino di lievito per dolci per ogni uovo sostituito per una mollica più leggera.',
  },
  'Egg|Banana': {
    substitute: 'banana',
    ratio: '1/4 di tazza di banana matura schiacciata (circa mezza banana) per uovo',
    notes:
      'Lega e addolcisce, e il sapore di banana si sente: bene in pancake, muffin e banana bread, meno nelle torte alla vaniglia.',
  },
  'Flour|Almond flour': {
    substitute: 'farina di mandorle',
    ratio: '1 a 1 in volume, più un uovo in più per legare',
    notes:
      'Senza glutine non lievita come il grano: va bene per biscotti, torte dense e impanature, non per il pane lievitato. Si dora in fretta, quindi cuoci a 15 °C (25 °F) in meno.',
  },
  'Flour|Coconut flour': {
    substitute: 'farina di cocco',
    ratio: '1/4 di tazza per tazza',
    notes:
      'Assorbe il liquido come una spugna: per ogni 1/4 di tazza aggiungi un uovo e un goccio di liquido in più, poi lascia riposare l’impasto 5 minuti.',
  },
  'Flour|Oat flour': {
    substitute: 'farina d’avena',
    ratio: '1 tazza e 1/3 per tazza (1 a 1 a peso)',
    notes:
      'Frulla i fiocchi d’avena finché sono fini per farla in casa. Rende teneri pancake, muffin e biscotti; usa avena certificata senza glutine per gli ospiti celiaci.',
  },
  'Sugar|Honey': {
    substitute: 'miele',
    ratio: '3/4 di tazza per tazza',
    notes:
      'Riduci gli altri liquidi di 1/4 di tazza per ogni tazza di miele e cuoci a 15 °C (25 °F) in meno, perché il miele scurisce in fretta. Non è vegano.',
  },
  'Sugar|Maple syrup': {
    substitute: 'sciroppo d’acero',
    ratio: '3/4 di tazza per tazza',
    notes:
      'Riduci gli altri liquidi di 3 cucchiai per ogni tazza di sciroppo. Usa sciroppo d’acero puro, non quello per pancake; il suo sapore sta bene con avena, frutta secca e spezie.',
  },
  'Sugar|Coconut sugar': {
    substitute: 'zucchero di cocco',
    ratio: '1 a 1',
    notes:
      'Sostituisce direttamente lo zucchero bianco o di canna. Sa di caramello e rende i dolci più scuri e un po’ più asciutti.',
  },
  'Chicken|Tofu': {
    substitute: 'tofu',
    ratio: '1 a 1 a peso (extra compatto, pressato)',
    notes:
      'Pressalo per 20 minuti, poi taglialo a cubetti o sbriciolalo e marinalo. Friggilo o arrostiscilo finché è dorato prima di aggiungere la salsa; va solo scaldato, non cotto a cuore.',
  },
  'Ground beef|Lentils': {
    substitute: 'lenticchie',
    ratio: '2 tazze e 1/2 di lenticchie cotte per libbra (450 g)',
    notes:
      'Le lenticchie marroni o verdi tengono la forma nel ragù, nei tacos, nel chili e nello sformato di carne. Aggiungi umami con concentrato di pomodoro o salsa di soia.',
  },
  'Heavy cream|Coconut cream': {
    substitute: 'crema di cocco',
    ratio: '1 a 1',
    notes:
      'Usa crema di cocco intera in lattina. Si monta dopo una notte in frigo e sa di cocco, che sta bene con curry, zuppe e dolci.',
  },
  'Sour cream|Cashew cream': {
    substitute: 'crema di anacardi',
    ratio: '1 a 1',
    notes:
      'Metti a bagno 1 tazza di anacardi crudi per 4 ore (o sobbollili 10 minuti), poi frullali con 1/2 tazza d’acqua, 1 cucchiaio di succo di limone e un pizzico di sale.',
  },
  'Buttermilk|Milk with lemon juice': {
    substitute: 'latte con succo di limone',
    ratio: '1 cucchiaio di succo di limone (o aceto bianco) e latte fino a 1 tazza',
    notes:
      'Lascialo riposare da 5 a 10 minuti, finché caglia un po’. Funziona ovunque il latticello reagisca con il bicarbonato: pancake, scone, soda bread.',
  },
  'Pasta|Zucchini noodles': {
    substitute: 'spaghetti di zucchine',
    ratio: '1 zucchina media per 2 oz (55 g) di pasta secca',
    notes:
      'Saltali in padella ben calda solo 1 o 2 minuti, oppure salali e scolali prima; se cuociono troppo diventano acquosi e allungano il sugo.',
  },
  'Rice|Cauliflower rice': {
    substitute: 'riso di cavolfiore',
    ratio: '1 a 1 in volume da cotto',
    notes:
      'Trita le cimette a impulsi nel mixer fino a chicchi come il riso e saltale per circa 5 minuti. Non bollirlo: diventa una pappa.',
  },
  'Soy sauce|Tamari': {
    substitute: 'tamari',
    ratio: '1 a 1',
    notes:
      'Prodotto con poco o niente grano; controlla che l’etichetta dica senza glutine. Un po’ più ricco e meno salato della salsa di soia.',
  },
};
