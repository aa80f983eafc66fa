/**
 * What eggs do in a step, most telling first: whites whipped to peaks (only aquafaba whips),
 * eggs that are the dish or set it (no swap), eggs beaten for a cake's rise (no good swap),
 * an egg wash, and eggs that bind (the reference's flax, chia, applesauce and banana).
 */
import type { SubstitutionUse } from './use-types';

export const EGG_USES: readonly SubstitutionUse[] = [
  {
    id: 'egg-whipped-whites',
    ingredient: 'egg',
    purpose: {
      en: 'For whipping egg whites',
      es: 'Para montar claras',
      fr: 'Pour monter des blancs en neige',
      it: 'Per montare gli albumi',
      de: 'Zum Steifschlagen von Eiweiß',
    },
    cues: /\begg whites?\b|\bwhites\b|\b(?:stiff|soft|firm) peaks?\b|\bmeringues?\b|\bsouffles?\b|\bclaras?\b|\bpunto de nieve\b|\bmerengues?\b|\bpicos firmes\b|\bblancs? d ?oeufs?\b|\ben neige\b|\bmonter les blancs\b|\balbumi\b|\balbume\b|\ba neve\b|\bmeringh?[ae]\b|\beiweiss\b|\beischnee\b|\beiklar\b|\bbaiser\b/,
    swaps: [
      {
        substitute: {
          en: 'aquafaba, the liquid from a can of chickpeas',
          es: 'aquafaba, el líquido de un bote de garbanzos',
          fr: 'de l’aquafaba, le jus d’une boîte de pois chiches',
          it: 'aquafaba, il liquido dei ceci in scatola',
          de: 'Aquafaba, das Kochwasser aus einer Dose Kichererbsen',
        },
        ratio: {
          en: '3 tablespoons per egg white',
          es: '3 cucharadas por clara',
          fr: '3 cuillères à soupe par blanc',
          it: '3 cucchiai per albume',
          de: '3 EL pro Eiweiß',
        },
        note: {
          en: 'Whip it with a pinch of cream of tartar until it holds stiff peaks; it takes longer than whites, 5 to 10 minutes with an electric mixer.',
          es: 'Móntala con una pizca de crémor tártaro hasta que forme picos firmes; tarda más que las claras, de 5 a 10 minutos con batidora eléctrica.',
          fr: 'Fouettez-la avec une pincée de crème de tartre jusqu’à ce qu’elle forme des pics fermes ; c’est plus long qu’avec des blancs, 5 à 10 minutes au batteur électrique.',
          it: 'Montala con un pizzico di cremor tartaro finché fa picchi fermi; ci vuole più che con gli albumi, da 5 a 10 minuti con le fruste elettriche.',
          de: 'Mit einer Prise Weinstein steif schlagen, bis feste Spitzen stehen; das dauert länger als bei Eiweiß, 5 bis 10 Minuten mit dem Handrührgerät.',
        },
        madeFrom: ['chickpea'],
      },
    ],
    caveat: {
      en: 'Flax egg, chia egg, applesauce and banana don’t whip, so they can’t stand in here.',
      es: 'El huevo de lino, el de chía, la compota de manzana y el plátano no se montan, así que aquí no sirven.',
      fr: 'L’œuf de lin, l’œuf de chia, la compote de pommes et la banane ne montent pas : ils ne conviennent pas ici.',
      it: 'Uovo di lino, uovo di chia, purea di mele e banana non si montano, quindi qui non vanno bene.',
      de: 'Leinsamen-Ei, Chia-Ei, Apfelmus und Banane lassen sich nicht steif schlagen, hier taugen sie nicht.',
    },
  },
  {
    id: 'egg-the-dish',
    ingredient: 'egg',
    purpose: {
      en: 'When the eggs are the dish or what sets it',
      es: 'Cuando el huevo es el plato o lo que lo cuaja',
      fr: 'Quand les œufs sont le plat ou ce qui le fait prendre',
      it: 'Quando le uova sono il piatto o ciò che lo rapprende',
      de: 'Für Eier als Hauptsache oder zum Stocken',
    },
    cues: /\bscrambl|\bjammy\b|\beggs? into [^.]*\bboiling water\b|\bomelett?e?s?\b|\bfrittata\b|\bquiche\b|\bcustard\b|\bflan\b|\b(?:fried|poached|boiled|jammy) eggs?\b|\b(?:soft|hard)[\s-]boiled\b|\b(?:fry|poach|boil) the eggs?\b|\bcrack (?:the |an |\w+ )?eggs? into\b|\brevuelto|\bhuevos? (?:fritos?|escalfados?|pochados?|duros?|cocidos?)\b|\bnatillas\b|\bbrouill|\boeufs? (?:au plat|poches?|durs?|mollets?|a la coque)\b|\bcreme anglaise\b|\bstrapazzat|\buov[ao] (?:al tegamino|in camicia|sod[eo])\b|\bcrema pasticcera\b|\bruhrei|\bomelett\b|\bspiegelei|\bpochiert|\b(?:hart|weich)gekocht|\bvanillesosse\b/,
    swaps: [],
    caveat: {
      en: 'Nothing else sets, tastes or behaves like egg here. Crumbled firm tofu cooked with a pinch of turmeric makes a fair scramble, but it is a different dish.',
      es: 'Aquí nada cuaja, sabe ni se comporta como el huevo. El tofu firme desmenuzado con una pizca de cúrcuma da un revuelto aceptable, pero es otro plato.',
      fr: 'Rien d’autre ne prend, n’a le goût ni ne se comporte comme l’œuf ici. Du tofu ferme émietté, cuit avec une pincée de curcuma, fait une brouillade correcte, mais c’est un autre plat.',
      it: 'Qui niente rapprende, sa o si comporta come l’uovo. Il tofu compatto sbriciolato con un pizzico di curcuma fa uno strapazzato discreto, ma è un altro piatto.',
      de: 'Nichts anderes stockt, schmeckt oder verhält sich hier wie Ei. Zerbröselter fester Tofu mit einer Prise Kurkuma gibt ein ordentliches Rührei, aber es ist ein anderes Gericht.',
    },
  },
  {
    id: 'egg-rise',
    ingredient: 'egg',
    purpose: {
      en: 'For eggs beaten to give a cake its rise',
      es: 'Para los huevos batidos que hacen subir un bizcocho',
      fr: 'Pour des œufs battus qui font lever un gâteau',
      it: 'Per le uova montate che fanno crescere una torta',
      de: 'Für aufgeschlagene Eier als Triebmittel im Kuchen',
    },
    cues: /\bsponge\b|\bgenoise\b|\bchiffon\b|\bangel food\b|\bribbon\b|\bpale and (?:thick|fluffy)\b|\bthick and pale\b|\b(?:doubled|tripled) in (?:volume|size)\b|\bchoux\b|\bpopovers?\b|\byorkshire puddings?\b|\bbizcocho\b|\bgenovesa\b|\bpunto de cinta\b|\bdoble de (?:su )?volumen\b|\blionesas?\b|\bbiscuit de savoie\b|\bruban\b|\bdouble de volume\b|\bpan di spagna\b|\bnastro\b|\bdoppio del (?:suo )?volume\b|\bbigne\b|\bbiskuit|\bbandartig\b|\bdoppelte volumen\b|\bbrandteig\b/,
    swaps: [],
    caveat: {
      en: 'Flax, chia and banana bind but don’t lift. For one or two eggs, applesauce with 1/2 teaspoon of baking powder per egg comes closest; for more, choose an egg-free recipe.',
      es: 'El lino, la chía y el plátano ligan pero no hacen subir. Para uno o dos huevos, lo más parecido es compota de manzana con 1/2 cucharadita de levadura química por huevo; para más, elige una receta sin huevo.',
      fr: 'Le lin, le chia et la banane lient mais ne font pas lever. Pour un ou deux œufs, de la compote de pommes avec 1/2 cuillère à café de levure chimique par œuf s’en approche le plus ; au-delà, choisissez une recette sans œufs.',
      it: 'Lino, chia e banana legano ma non fanno crescere. Per una o due uova, la cosa più vicina è purea di mele con 1/2 cucchiaino di lievito per dolci per uovo; per di più, scegli una ricetta senza uova.',
      de: 'Leinsamen, Chia und Banane binden, lockern aber nicht. Für ein oder zwei Eier kommt Apfelmus mit 1/2 TL Backpulver pro Ei am nächsten; für mehr nimm lieber ein Rezept ohne Ei.',
    },
  },
  {
    id: 'egg-wash',
    ingredient: 'egg',
    purpose: {
      en: 'For an egg wash',
      es: 'Para pintar con huevo',
      fr: 'Pour la dorure',
      it: 'Per spennellare con l’uovo',
      de: 'Zum Bestreichen mit Ei',
    },
    cues: /\begg wash\b|\bbrush\w*\b.*\beggs?\b|\bglaze with\b|\bpincel|\bpintar con huevo\b|\bdorure\b|\bbadigeonn|\bdorer (?:a l oeuf|au jaune)\b|\bspennell|\bbestreich|\beinpinsel/,
    swaps: [
      {
        substitute: {
          en: 'milk or a plant milk',
          es: 'leche o una bebida vegetal',
          fr: 'du lait ou une boisson végétale',
          it: 'latte o una bevanda vegetale',
          de: 'Milch oder Pflanzenmilch',
        },
        ratio: {
          en: 'a thin coat, brushed on',
          es: 'una capa fina, con pincel',
          fr: 'une fine couche, au pinceau',
          it: 'uno strato sottile, a pennello',
          de: 'dünn aufgepinselt',
        },
        note: {
          en: 'It browns less than egg; a little maple syrup or melted butter stirred in helps the colour and shine.',
          es: 'Dora menos que el huevo; un poco de sirope de arce o de mantequilla derretida ayuda al color y al brillo.',
          fr: 'Elle dore moins que l’œuf ; un peu de sirop d’érable ou de beurre fondu aide la couleur et la brillance.',
          it: 'Dora meno dell’uovo; un po’ di sciroppo d’acero o di burro fuso aiuta colore e lucentezza.',
          de: 'Bräunt weniger als Ei; etwas Ahornsirup oder geschmolzene Butter darin hilft bei Farbe und Glanz.',
        },
        madeFrom: ['milk', 'oat milk', 'almond milk', 'soy milk'],
      },
    ],
  },
  {
    id: 'egg-binder',
    ingredient: 'egg',
    purpose: {
      en: 'For binding',
      es: 'Para ligar',
      fr: 'Pour lier',
      it: 'Per legare',
      de: 'Zum Binden',
    },
    cues: /\bbind\w*\b|\bmeat ?balls?\b|\bmeatloaf\b|\bburgers?\b|\bpatties\b|\bfritters?\b|\bbatter\b|\bdough\b|\bmuffins?\b|\bpancakes?\b|\bwaffles?\b|\bcookies?\b|\bbrownies?\b|\bquick bread\b|\bligar\b|\balbondigas\b|\bhamburguesas?\b|\bmasa\b|\bmagdalenas\b|\btortitas\b|\bgalletas\b|\blier\b|\bboulettes\b|\bpate\b|\bcrepes\b|\bbiscuits\b|\blegare\b|\bpolpette\b|\bimpasto\b|\bpastella\b|\bbiscotti\b|\bbinden\b|\bfrikadellen\b|\bbuletten\b|\bteig\b|\bpfannkuchen\b|\bkekse\b/,
    swaps: ['Flax egg', 'Chia egg', 'Applesauce', 'Banana'],
  },
];
