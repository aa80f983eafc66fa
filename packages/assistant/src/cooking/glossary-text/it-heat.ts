/** The glossary's heat techniques in Italian (glossary-heat.ts). */
import type { GlossaryTexts } from './glossary-text-types';

export const IT_HEAT: GlossaryTexts = {
  saute: {
    name: 'saltare in padella',
    forms: [
      'saltare',
      'salta',
      'saltato',
      'saltata',
      'saltati',
      'in padella',
      'soffriggere',
      'soffritto',
    ],
    meaning:
      'Cuocere in fretta con poco grasso a fuoco medio-alto, muovendo spesso perché prenda colore senza stufare.',
    watchFor:
      'Uno sfrigolio costante e bordi appena dorati. Se fischia e fa vapore, la padella è troppo piena o non abbastanza calda.',
    tip: 'Scalda la padella prima dell’olio, e l’olio prima del cibo: deve luccicare, non fumare.',
    pro: 'Non affollare la padella; lavora a più riprese perché si formi il fondo e non il vapore.',
  },
  sear: {
    name: 'scottare',
    forms: ['scottare', 'scotta', 'scottato', 'scottata', 'sigillare', 'sigilla'],
    meaning: 'Rosolare forte la superficie di carne o pesce a fuoco vivo, per sapore e colore.',
    watchFor:
      'Una crosta bruna e profonda. Il pezzo si stacca da solo dalla padella quando è pronto da girare.',
    tip: 'Asciuga bene il pezzo e non toccarlo: se lo muovi troppo presto la crosta si strappa.',
    pro: 'Superficie asciutta, padella rovente, sale appena prima; lascia che si stacchi da solo.',
  },
  brown: {
    name: 'rosolare',
    forms: ['rosolare', 'rosola', 'rosolato', 'rosolata', 'rosolati', 'dorare', 'dorato'],
    meaning:
      'Cuocere finché la superficie si scurisce, il che dà sapore. La carne macinata si sgrana e si cuoce finché non resta niente di rosa.',
    watchFor:
      'Niente più rosa e pezzetti bruni e croccanti. Togli il grasso se si raccoglie nella padella.',
    tip: 'Allargala e aspetta un minuto o due prima di mescolare, così rosola invece di stufare.',
    pro: 'Uno strato solo, senza toccare finché fa la crosta, poi sgrana.',
  },
  deglaze: {
    name: 'sfumare',
    forms: ['sfumare', 'sfuma', 'sfumato', 'sfumata', 'deglassare'],
    meaning:
      'Versare un liquido (vino, brodo o acqua) nella padella calda e raschiare i pezzetti bruni attaccati al fondo: hanno molto sapore.',
    watchFor:
      'I pezzetti attaccati si sciolgono nel liquido, con l’odore pungente del vino che evapora.',
    tip: 'Usa un cucchiaio di legno e stai indietro: il liquido fa molto vapore appena tocca la padella.',
    pro: 'Fai ridurre il liquido della metà prima di andare avanti, o saprà di crudo.',
  },
  simmer: {
    name: 'sobbollire',
    forms: ['sobbollire', 'sobbolle', 'fuoco dolce', 'fuoco basso', 'cuocere lentamente'],
    meaning: 'Cuocere un liquido appena sotto il bollore, così che salgano solo bollicine piccole.',
    watchFor:
      'Bollicine piccole e pigre in superficie, non un bollore forte. Abbassa il fuoco se comincia ad agitarsi.',
    tip: 'Porta prima a bollore, poi abbassa il fuoco finché si calma.',
    pro: 'Tieni un bollore appena accennato; uno forte intorbida il brodo e indurisce la carne.',
  },
  boil: {
    name: 'bollire',
    forms: ['bollire', 'bolle', 'bollito', 'bollente', 'bollore', 'ebollizione'],
    meaning:
      'Scaldare un liquido finché bolle grosse scoppiano su tutta la superficie senza fermarsi.',
    watchFor:
      'Un bollore pieno che non si ferma quando mescoli. Sala l’acqua della pasta quando bolle.',
    tip: 'Con il coperchio l’acqua bolle prima; toglilo prima che trabocchi.',
    pro: 'Sala bene l’acqua e tieni il bollore pieno dopo aver buttato il cibo.',
  },
  blanch: {
    name: 'sbollentare',
    forms: [
      'sbollentare',
      'sbollenta',
      'sbollentato',
      'sbollentata',
      'sbianchire',
      'scottare in acqua',
    ],
    meaning:
      'Cuocere brevemente in acqua bollente e poi immergere in acqua e ghiaccio per fermare subito la cottura.',
    watchFor: 'Il colore diventa brillante, di solito in 1-3 minuti. Scola prima che si spenga.',
    tip: 'Prepara la ciotola di acqua e ghiaccio prima di mettere qualsiasi cosa nella pentola.',
    pro: 'Acqua ben salata, poco alla volta perché il bollore tenga, dritto nel ghiaccio.',
  },
  braise: {
    name: 'brasare',
    forms: ['brasare', 'brasato', 'brasata', 'stufare', 'stufato', 'in umido'],
    meaning:
      'Rosolare prima e poi cuocere piano, in parte coperto di liquido, in una pentola chiusa finché è tenero.',
    watchFor:
      'Il liquido borbotta appena e la carne cede alla forchetta. Aggiungi liquido se cala troppo.',
    tip: 'Piano e a lungo: se è ancora duro gli serve tempo, non fuoco.',
    pro: 'Un borbottio minimo, coperchio socchiuso se la salsa deve ridursi; è pronto quando è tenero, non all’ora.',
  },
  poach: {
    name: 'cuocere in camicia',
    forms: ['in camicia', 'affogare', 'affogato', 'affogata', 'pochare'],
    meaning: 'Cuocere delicatamente in un liquido che si muove appena, ben sotto il bollore.',
    watchFor: 'Il liquido appena fremente, con una bolla ogni tanto: circa 70-80 °C (160-180 °F).',
    tip: 'Per le uova, rompi ognuna prima in una tazzina e falla scivolare piano.',
    pro: 'Fremente, mai bollente; insaporisci il liquido, è la tua unica occasione.',
  },
  roast: {
    name: 'arrostire',
    forms: ['arrostire', 'arrosto', 'arrostito', 'arrostita', 'al forno', 'in forno'],
    meaning: 'Cuocere in forno caldo, senza coprire, perché l’esterno si dori e diventi croccante.',
    watchFor:
      'Bordi dorati e caramellati. Gira a metà cottura perché tutto si colori in modo uniforme.',
    tip: 'Lascia spazio tra i pezzi sulla teglia; ammassati cuociono al vapore e si ammorbidiscono.',
    pro: 'Forno caldo, uno strato, superfici asciutte; fai riposare la carne dopo.',
  },
  steam: {
    name: 'cuocere al vapore',
    forms: ['al vapore', 'cuocere al vapore', 'vaporiera'],
    meaning: 'Cuocere sopra acqua che sobbolle, non dentro, con il coperchio per tenere il vapore.',
    watchFor: 'Un colore vivo e un coltello che entra con un po’ di resistenza.',
    tip: 'Tieni l’acqua sotto il cestello e controlla ogni tanto che non sia evaporata.',
    pro: 'Bollore vivace, coperchio chiuso; ogni sbirciata costa tempo.',
  },
  'stir-fry': {
    name: 'saltare nel wok',
    forms: ['wok', 'nel wok', 'saltare nel wok', 'saltato nel wok'],
    meaning:
      'Cuocere molto in fretta pezzi piccoli e regolari in un wok o una padella rovente con poco olio, mescolando di continuo.',
    watchFor:
      'Tutto sfrigola sempre. Se lo sfrigolio si ferma, la padella è troppo piena: cuoci a più riprese.',
    tip: 'Taglia e pesa tutto prima di cominciare: va troppo veloce per tagliare strada facendo.',
    pro: 'Wok fumante, poco alla volta, aromi alla fine perché non brucino.',
  },
  fry: {
    name: 'friggere',
    forms: ['friggere', 'friggi', 'fritto', 'fritta', 'fritti', 'frittura'],
    meaning:
      'Cuocere nel grasso caldo: uno strato sottile per friggere in padella, abbastanza da coprire per la frittura profonda.',
    watchFor:
      'Il grasso luccica prima di metterci il cibo, poi uno sfrigolio regolare e un colore dorato.',
    tip: 'Cala il cibo nel grasso allontanandolo da te, e non lasciare mai l’olio caldo da solo.',
    pro: 'Tieni 175-180 °C per la frittura profonda; friggi a più riprese perché non cali.',
  },
  caramelise: {
    name: 'caramellare',
    forms: [
      'caramellare',
      'caramellato',
      'caramellata',
      'caramellate',
      'caramellizzare',
      'caramellizzato',
    ],
    meaning:
      'Cuocere piano finché gli zuccheri si scuriscono e addolciscono: le cipolle vogliono 30 minuti o più, lo zucchero fonde in uno sciroppo ambrato.',
    watchFor:
      'Un colore bruno dorato, profondo e uniforme. Un odore amaro di bruciato vuol dire che è andato troppo.',
    tip: 'Fuoco medio-basso e mescola ogni pochi minuti; aggiungi un goccio d’acqua se attacca.',
    pro: 'Fuoco basso e pazienza; stacca il fondo con un goccio d’acqua man mano che scurisce.',
  },
  reduce: {
    name: 'ridurre',
    forms: [
      'ridurre',
      'riduci',
      'ridotto',
      'ridotta',
      'riduzione',
      'far restringere',
      'restringere',
    ],
    meaning:
      'Far bollire piano un liquido senza coperchio perché l’acqua evapori e si addensi e concentri.',
    watchFor:
      'Il livello cala e la salsa vela il dorso di un cucchiaio: un dito lascia una riga netta.',
    tip: 'In una padella larga riduce prima. Sala alla fine, perché il sapore si concentra.',
    pro: 'Riduci prima di salare; fermati quando il cucchiaio tiene una riga netta.',
  },
  baste: {
    name: 'irrorare',
    forms: ['irrorare', 'irrora', 'bagnare con il fondo', 'nappare'],
    meaning:
      'Versare col cucchiaio grasso caldo o fondo di cottura sul cibo mentre cuoce, per tenerlo morbido e farlo dorare.',
    watchFor:
      'La superficie lucida che si dora in modo uniforme. Inclina la padella perché il grasso si raccolga.',
    tip: 'In forno irrora in fretta: il calore scappa ogni volta che apri lo sportello.',
    pro: 'Padella inclinata, burro spumoso con gli aromi, irrora di continuo alla fine.',
  },
  melt: {
    name: 'sciogliere',
    forms: ['sciogliere', 'sciogli', 'sciolto', 'sciolta', 'fondere', 'fuso', 'fusa'],
    meaning: 'Scaldare piano un grasso solido, o il cioccolato, finché diventa liquido.',
    watchFor:
      'Il burro schiuma piano. Se sa di nocciola e scurisce, sta tostando: toglilo dal fuoco.',
    tip: 'Fuoco basso, e toglilo quando restano pochi grumi; il calore finisce il lavoro.',
    pro: 'Fuoco basso; il cioccolato a bagnomaria, niente acqua vicino.',
  },
  bloom: {
    name: 'tostare le spezie',
    forms: [
      'tostare le spezie',
      'finche profuma',
      'profumato',
      'reidratare la gelatina',
      'attivare il lievito',
    ],
    meaning:
      'Risvegliare il sapore: far soffriggere un attimo le spezie nel grasso caldo, o mettere in ammollo gelatina o lievito prima di usarli.',
    watchFor:
      'Le spezie profumano in 30-60 secondi. Fermati prima che scuriscano o diventino acri.',
    tip: 'Tieni pronto l’ingrediente successivo: le spezie passano da profumate a bruciate in pochi secondi.',
    pro: 'Da trenta a sessanta secondi nel grasso, poi liquido per fermarle.',
  },
  temper: {
    name: 'stemperare',
    forms: ['stemperare', 'stempera', 'stemperato', 'temperare'],
    meaning:
      'Scaldare a poco a poco qualcosa di delicato, come sbattere un po’ di liquido caldo nelle uova perché non si strapazzino.',
    watchFor:
      'Il composto di uova si scalda senza grumi. Se comincia a impazzire, sbatti più forte e versa più piano.',
    tip: 'Versa il liquido caldo a filo continuando a sbattere.',
    pro: 'Il caldo nel freddo a filo sbattendo, poi tutto di nuovo nella pentola.',
  },
};
