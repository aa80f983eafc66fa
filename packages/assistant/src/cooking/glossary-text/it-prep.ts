/** The glossary's preparation and mixing techniques in Italian (glossary-prep.ts). */
import type { GlossaryTexts } from './glossary-text-types';

export const IT_PREP: GlossaryTexts = {
  fold: {
    name: 'incorporare dal basso verso l’alto',
    forms: ['dal basso verso l alto', 'incorporare', 'incorpora', 'amalgamare delicatamente'],
    meaning:
      'Unire un composto leggero e arioso (panna montata, albumi montati) a uno più pesante senza smontarlo.',
    watchFor: 'Niente più striature e il composto resta leggero. Fermati appena è amalgamato.',
    tip: 'Con una spatola, taglia al centro, passa sul fondo risalendo e gira la ciotola di un quarto ogni volta.',
    pro: 'Sacrifica un terzo per ammorbidire la base, poi incorpora il resto in pochi gesti.',
  },
  whisk: {
    name: 'sbattere',
    forms: ['sbattere', 'sbatti', 'sbattuto', 'sbattute', 'frusta', 'con la frusta'],
    meaning:
      'Sbattere veloce con una frusta o una forchetta per amalgamare senza grumi o per incorporare aria.',
    watchFor: 'Un colore uniforme, senza striature di tuorlo né grumi di farina.',
    tip: 'Appoggia la ciotola su un canovaccio umido perché non giri mentre sbatti.',
    pro: 'Rompi prima i grumi secchi; sbatti di polso.',
  },
  whip: {
    name: 'montare',
    forms: ['montare', 'monta', 'montato', 'montata', 'montati', 'a neve'],
    meaning: 'Sbattere veloce panna o albumi finché incorporano aria e si alzano in picchi.',
    watchFor:
      'Picchi morbidi che si piegano o picchi fermi che stanno su. Fermati lì, o la panna diventa granulosa.',
    tip: 'Una ciotola fredda aiuta la panna; per gli albumi la ciotola deve essere pulitissima, senza traccia di tuorlo.',
    pro: 'Ciotola senza grasso per gli albumi; ferma la panna ai picchi morbidi se va incorporata.',
  },
  knead: {
    name: 'impastare',
    forms: ['impastare', 'impasta', 'impastato', 'lavorare l impasto'],
    meaning:
      'Spingere, ripiegare e girare l’impasto più e più volte per sviluppare il glutine, così il pane tiene la forma e cresce.',
    watchFor:
      'L’impasto passa da appiccicoso e grezzo a liscio ed elastico; premuto col dito, torna su piano.',
    tip: 'Spingi col palmo, ripiega, gira di un quarto e ripeti. Vacci piano con la farina in più.',
    pro: 'Prova del velo: tira un pezzo sottile; se si strappa subito, continua.',
  },
  proof: {
    name: 'lievitare',
    forms: ['lievitare', 'lievita', 'lievitazione', 'raddoppiare', 'raddoppiato'],
    meaning:
      'Far riposare l’impasto col lievito in un posto tiepido perché cresca prima della cottura. Attivare il lievito vuol dire controllare che faccia schiuma in acqua tiepida.',
    watchFor:
      'L’impasto quasi raddoppiato, e un dito infarinato lascia un buco che si riempie piano. Il lievito deve schiumare entro 10 minuti.',
    tip: 'Il forno spento con la luce accesa è un buon posto; copri la ciotola perché l’impasto non si secchi.',
    pro: 'Fidati del dito, non dell’orologio: se torna su piano, è pronto.',
  },
  rest: {
    name: 'far riposare',
    forms: ['riposare', 'far riposare', 'riposo', 'lasciare riposare'],
    meaning:
      'Lasciare stare il cibo per un po’: la carne perché i succhi si assestino, l’impasto perché la farina assorba il liquido e si rilassi.',
    watchFor:
      'La carne continua a cuocere di qualche grado mentre riposa: coprila senza stringere, circa 5 minuti una bistecca, di più un arrosto.',
    tip: 'Conta anche il riposo: fa parte della cottura, non è una pausa.',
    pro: 'Tieni conto del calore residuo; togli la carne qualche grado prima.',
  },
  julienne: {
    name: 'julienne',
    forms: ['julienne', 'a julienne', 'bastoncini', 'a fiammifero'],
    meaning: 'Tagliare a bastoncini sottili, spessi circa 3 mm e lunghi 5 cm.',
    watchFor: 'Bastoncini tutti uguali, così cuociono tutti insieme.',
    tip: 'Squadra l’ortaggio, taglia fette sottili, impilane qualcuna e riducile a bastoncini.',
    pro: 'Squadrare, fette da 3 mm, impilare e tagliare; con la mandolina si fa prima.',
  },
  dice: {
    name: 'tagliare a dadini',
    forms: ['a dadini', 'dadini', 'a cubetti', 'cubetti', 'a dadi', 'brunoise'],
    meaning: 'Tagliare a cubetti regolari: piccoli di circa 5 mm, medi di 1 cm, grandi di 2 cm.',
    watchFor: 'Pezzi di misura simile, così nessuno brucia mentre altri restano crudi.',
    tip: 'Taglia prima un lato piatto perché stia fermo sul tagliere, poi affetta, impila e taglia di traverso.',
    pro: 'Taglio regolare, cottura regolare; lascia la radice della cipolla per tenere gli strati.',
  },
  mince: {
    name: 'tritare finemente',
    forms: [
      'tritare finemente',
      'trita finemente',
      'tritato finemente',
      'tritata finemente',
      'finemente',
    ],
    meaning:
      'Tritare finissimo, in pezzetti minuscoli, perché il sapore si distribuisca nel piatto.',
    watchFor:
      'Pezzetti regolari, quasi una pasta. L’aglio tritato brucia in pochi secondi nel grasso caldo.',
    tip: 'Fai oscillare il coltello sul mucchietto con l’altra mano piatta sulla lama, raccogli e ripeti.',
    pro: 'Un pizzico di sale sul tagliere trasforma l’aglio in crema.',
  },
  chop: {
    name: 'tritare',
    forms: ['tritare', 'trita', 'tritato', 'tritata', 'tagliare grossolanamente', 'a pezzi'],
    meaning: 'Tagliare a pezzi grossolani da un boccone; non devono essere perfetti.',
    watchFor: 'Pezzi più o meno della stessa misura, così cuociono insieme.',
    tip: 'Tieni la punta del coltello sul tagliere e fai oscillare la lama, invece di sollevarla e colpire.',
    pro: 'Più o meno regolare basta; tieni la precisione per i dadini.',
  },
  zest: {
    name: 'grattugiare la scorza',
    forms: ['scorza', 'scorza grattugiata', 'grattugiare la scorza'],
    meaning: 'Grattugiare solo la buccia colorata degli agrumi, dove stanno gli oli profumati.',
    watchFor: 'Deve venire via solo lo strato colorato: la parte bianca sotto è amara.',
    tip: 'Grattugia il frutto prima di tagliarlo o spremerlo; intero è molto più facile.',
    pro: 'Grattugia fine, pressione leggera, proprio sopra la ciotola per raccogliere gli oli.',
  },
  emulsify: {
    name: 'emulsionare',
    forms: ['emulsionare', 'emulsiona', 'emulsione', 'emulsionato', 'emulsionata'],
    meaning:
      'Sbattere due liquidi che di solito non si mescolano, come olio e aceto, in un composto liscio e cremoso.',
    watchFor:
      'Una consistenza densa e lucida. Striature d’olio che si separano vogliono dire che è impazzita.',
    tip: 'All’inizio aggiungi l’olio a gocce sbattendo forte; un cucchiaino di senape aiuta a tenere.',
    pro: 'Filo sottilissimo; recupera una impazzita a gocce su un tuorlo nuovo.',
  },
  cream: {
    name: 'montare il burro',
    forms: [
      'montare il burro',
      'burro a pomata',
      'pomata',
      'spumoso',
      'spumosa',
      'montare burro e zucchero',
    ],
    meaning:
      'Sbattere burro morbido e zucchero finché diventano chiari e spumosi, intrappolando aria che fa crescere torte e biscotti.',
    watchFor: 'Il composto diventa chiaramente più chiaro e spumoso: 3-5 minuti con le fruste.',
    tip: 'Usa burro morbido a temperatura ambiente: si segna se lo premi ma non è unto né sciolto.',
    pro: 'Burro a circa 18 °C; la montatura è il tuo agente lievitante, non avere fretta.',
  },
  'rub-in': {
    name: 'sabbiare',
    forms: ['sabbiare', 'sabbia', 'sabbiatura', 'sbriciolare il burro', 'briciole'],
    meaning:
      'Sfregare il burro freddo con la farina con la punta delle dita finché sembra pangrattato, per frolle, scone e crumble.',
    watchFor: 'Briciole fini senza grossi pezzi di burro. Fermati prima che diventi una pasta.',
    tip: 'Usa burro freddo e solleva il composto mentre sfreghi, lasciandolo ricadere perché resti fresco.',
    pro: 'Solo la punta delle dita, mani fredde; qualche pezzetto grande come un pisello rende la frolla più friabile.',
  },
  sift: {
    name: 'setacciare',
    forms: ['setacciare', 'setaccia', 'setacciato', 'setacciata', 'setacciati'],
    meaning: 'Passare farina o una polvere al setaccio per rompere i grumi e arieggiarla.',
    watchFor: 'Un mucchietto leggero e uniforme, senza grumi rimasti nel setaccio.',
    tip: 'Batti il bordo del setaccio con la mano invece di premere la farina.',
    pro: 'Setaccia i lievitanti con la farina perché si distribuiscano bene.',
  },
  marinate: {
    name: 'marinare',
    forms: ['marinare', 'marina', 'marinato', 'marinata', 'far marinare'],
    meaning: 'Lasciare il cibo in un liquido insaporito perché prenda sapore.',
    watchFor:
      'Il tempo: le marinate acide agiscono in fretta, e il pesce vuole solo 15-30 minuti prima di sfaldarsi.',
    tip: 'Marina in frigo, e butta la marinata che ha toccato carne cruda, a meno di farla bollire.',
    pro: 'Il sale fa quasi tutto; l’acido, per poco.',
  },
  'season-to-taste': {
    name: 'regolare di sale',
    forms: [
      'q b',
      'quanto basta',
      'regolare di sale',
      'aggiustare di sale',
      'insaporire',
      'condire',
    ],
    meaning:
      'Assaggiare e aggiungere sale (e pepe o una spruzzata di limone) poco alla volta finché ti piace.',
    watchFor: 'Sapori vivi, non piatti. Se sa di poco, quasi sempre manca sale.',
    tip: 'Aggiungi un pizzico, mescola, aspetta un attimo e assaggia di nuovo: puoi sempre aggiungere, mai togliere.',
    pro: 'Sala a strati; chiudi con una nota acida oltre al sale.',
  },
  'al-dente': {
    name: 'al dente',
    forms: ['al dente'],
    meaning:
      'Cotto finché è tenero ma ancora un po’ sodo sotto i denti; si dice soprattutto della pasta.',
    watchFor:
      'Un puntino bianco al centro quando addenti un pezzo. Comincia ad assaggiare 2 minuti prima del tempo sulla confezione.',
    tip: 'Tieni da parte una tazza d’acqua di cottura prima di scolare: il suo amido aiuta il sugo ad attaccarsi.',
    pro: 'Scolala un minuto prima e finiscila nel sugo con l’acqua di cottura.',
  },
};
