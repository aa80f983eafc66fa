/**
 * What buttermilk and cream do in a step. Buttermilk's acid makes baking soda rise and makes a
 * marinade tender, so plain milk won't do for either. Cream for whipping needs fat enough to hold
 * air; cream in a sauce needs to stand a simmer without splitting.
 */
import type { InEachLanguage, SubstitutionUse } from './use-types';

const THINNED_YOGURT = {
  substitute: {
    en: 'plain yogurt thinned with milk',
    es: 'yogur natural aligerado con leche',
    fr: 'du yaourt nature allongé de lait',
    it: 'yogurt bianco allungato con latte',
    de: 'Naturjoghurt, mit Milch verdünnt',
  },
  ratio: {
    en: '3/4 cup yogurt and 1/4 cup milk per cup',
    es: '3/4 de taza de yogur y 1/4 de taza de leche por cada taza',
    fr: '3/4 de tasse de yaourt et 1/4 de tasse de lait par tasse',
    it: '3/4 di tazza di yogurt e 1/4 di tazza di latte per tazza',
    de: '3/4 Tasse Joghurt und 1/4 Tasse Milch pro Tasse',
  },
  note: {
    en: 'Tangy and thick like buttermilk, and its acid reacts with baking soda just the same.',
    es: 'Ácido y espeso como el suero de leche, y su acidez reacciona igual con el bicarbonato.',
    fr: 'Acidulé et épais comme le babeurre, et son acidité réagit de même avec le bicarbonate.',
    it: 'Acidulo e denso come il latticello, e la sua acidità reagisce allo stesso modo col bicarbonato.',
    de: 'Säuerlich und dick wie Buttermilch, und seine Säure reagiert genauso mit Natron.',
  },
  madeFrom: ['yogurt'],
};

const PLAIN_MILK_FAILS: InEachLanguage = {
  en: 'Plain milk won’t do: it is the acid that makes the baking soda rise and keeps the crumb tender.',
  es: 'La leche sola no sirve: es la acidez la que hace subir el bicarbonato y deja la miga tierna.',
  fr: 'Du lait seul ne suffit pas : c’est l’acidité qui fait lever le bicarbonate et garde la mie tendre.',
  it: 'Il latte da solo non basta: è l’acidità che fa agire il bicarbonato e tiene tenera la mollica.',
  de: 'Milch allein reicht nicht: Erst die Säure lässt das Natron treiben und hält die Krume zart.',
};

export const DAIRY_USES: readonly SubstitutionUse[] = [
  {
    id: 'buttermilk-marinade',
    ingredient: 'buttermilk',
    purpose: {
      en: 'For a buttermilk marinade',
      es: 'Para marinar en suero de leche',
      fr: 'Pour une marinade au babeurre',
      it: 'Per una marinata al latticello',
      de: 'Für eine Buttermilch-Marinade',
    },
    cues: /\bmarinat|\bsoak|\bbrine\b|\bmarinar|\badob|\bremoj|\bmariner|\bmarinade\b|\btremper\b|\bmarinare\b|\bmarinata\b|\bammollo\b|\bmarinier|\beinlegen\b/,
    swaps: ['Milk with lemon juice', THINNED_YOGURT],
    caveat: {
      en: 'It is the acid that tenderises, so plain milk won’t do.',
      es: 'Es la acidez la que ablanda, así que la leche sola no sirve.',
      fr: 'C’est l’acidité qui attendrit : du lait seul ne suffit pas.',
      it: 'È l’acidità che intenerisce, quindi il latte da solo non basta.',
      de: 'Die Säure macht zart, Milch allein reicht also nicht.',
    },
  },
  {
    id: 'buttermilk-rise',
    ingredient: 'buttermilk',
    purpose: {
      en: 'For buttermilk that makes a bake rise',
      es: 'Para el suero de leche que hace subir la masa',
      fr: 'Pour le babeurre qui fait lever la pâte',
      it: 'Per il latticello che fa crescere l’impasto',
      de: 'Für Buttermilch als Triebmittel',
    },
    cues: /\bbaking soda\b|\bbicarb|\bpancakes?\b|\bscones?\b|\bsoda bread\b|\bbiscuits?\b|\bcakes?\b|\bbatter\b|\bmuffins?\b|\bwaffles?\b|\bbicarbonat|\btortitas\b|\bpan de soda\b|\bbizcocho\b|\bmasa\b|\bmagdalenas\b|\bgofres\b|\bgateau\b|\bpate\b|\bgaufres\b|\btorta\b|\bpastella\b|\bimpasto\b|\bnatron\b|\bpfannkuchen\b|\bsodabrot\b|\bkuchen\b|\bteig\b|\bwaffeln\b/,
    swaps: ['Milk with lemon juice', THINNED_YOGURT],
    caveat: PLAIN_MILK_FAILS,
  },
  {
    id: 'cream-whipping',
    ingredient: 'heavy cream',
    purpose: {
      en: 'For whipping',
      es: 'Para montar',
      fr: 'Pour fouetter en chantilly',
      it: 'Per montare',
      de: 'Zum Schlagen',
    },
    cues: /\bwhip|\b(?:soft|stiff) peaks?\b|\bchantilly\b|\bmontar\b|\bmontada\b|\bpicos\b|\bfouett|\bmonter la creme\b|\bcreme montee\b|\bmontare\b|\bmontata\b|\bsteif\b|\bschlag(?:en|t)?\b|\baufschlagen\b|\bschlagsahne\b/,
    swaps: ['Coconut cream'],
    caveat: {
      en: 'Chill the can overnight and whip only the solid cream on top. Milk, half-and-half and evaporated milk have too little fat to whip.',
      es: 'Enfría la lata toda la noche y monta solo la crema sólida de arriba. La leche, la nata ligera y la leche evaporada tienen poca grasa y no montan.',
      fr: 'Mettez la boîte au frais une nuit et fouettez seulement la crème solide du dessus. Le lait, la crème légère et le lait concentré sont trop maigres pour monter.',
      it: 'Metti la lattina in frigo per una notte e monta solo la crema solida in superficie. Latte, panna leggera e latte evaporato hanno troppo poco grasso per montare.',
      de: 'Die Dose über Nacht kühlen und nur die feste Creme oben schlagen. Milch, Kaffeesahne und Kondensmilch haben zu wenig Fett zum Schlagen.',
    },
  },
  {
    id: 'cream-sauce',
    ingredient: 'heavy cream',
    purpose: {
      en: 'For cream in a sauce or soup',
      es: 'Para la nata de una salsa o una sopa',
      fr: 'Pour la crème d’une sauce ou d’une soupe',
      it: 'Per la panna in una salsa o una zuppa',
      de: 'Für Sahne in Soße oder Suppe',
    },
    cues: /\bsauce\b|\bsimmer|\bsoup\b|\bcurry\b|\bstir in\b|\breduce\b|\bgratin\b|\bchowder\b|\bsalsa\b|\bsopa\b|\bcrema de\b|\breduc|\bhervir\b|\bfuego lento\b|\bmijot|\bsoupe\b|\bveloute\b|\breduire\b|\bsugo\b|\bsobboll|\bzuppa\b|\bvellutata\b|\bridurre\b|\bsosse\b|\bkocheln\b|\bsuppe\b|\beinkochen\b|\breduzieren\b/,
    swaps: [
      {
        substitute: {
          en: 'evaporated milk',
          es: 'leche evaporada',
          fr: 'du lait concentré non sucré',
          it: 'latte evaporato',
          de: 'ungesüßte Kondensmilch',
        },
        ratio: {
          en: '1 to 1',
          es: '1 a 1',
          fr: '1 pour 1',
          it: '1 a 1',
          de: '1 zu 1',
        },
        note: {
          en: 'Less rich, but it stands a simmer without splitting.',
          es: 'Menos rica, pero aguanta el hervor sin cortarse.',
          fr: 'Moins riche, mais il supporte le frémissement sans trancher.',
          it: 'Meno ricco, ma regge il bollore senza impazzire.',
          de: 'Weniger gehaltvoll, verträgt aber Köcheln, ohne zu gerinnen.',
        },
        madeFrom: ['evaporated milk'],
      },
      'Coconut cream',
    ],
    caveat: {
      en: 'Milk alone splits and stays thin: if that is all you have, whisk a teaspoon of flour into it and keep it below a boil.',
      es: 'La leche sola se corta y queda líquida: si es lo único que tienes, bátela con una cucharadita de harina y no la dejes hervir.',
      fr: 'Le lait seul tranche et reste liquide : si vous n’avez que ça, fouettez-y une cuillère à café de farine et ne le faites pas bouillir.',
      it: 'Il latte da solo impazzisce e resta liquido: se hai solo quello, sbattici un cucchiaino di farina e non farlo bollire.',
      de: 'Milch allein gerinnt und bleibt dünn: Wenn du nur die hast, rühr einen Teelöffel Mehl ein und lass sie nicht kochen.',
    },
  },
];
