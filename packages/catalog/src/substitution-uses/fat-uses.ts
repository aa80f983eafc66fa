/**
 * What butter and oil do in a step. Butter creamed with sugar or rubbed into pastry needs a
 * solid fat (coconut oil, never a liquid oil); butter for frying or melted takes oil. Oil for
 * frying needs a high smoke point; oil in a cake batter can be melted butter or, in part,
 * applesauce. The reference holds no swap for oil, so its uses bring their own.
 */
import type { InEachLanguage, SubstitutionUse, UseSwap } from './use-types';

const ANOTHER_OIL_RATIO: InEachLanguage = {
  en: '1 to 1',
  es: '1 a 1',
  fr: '1 pour 1',
  it: '1 a 1',
  de: '1 zu 1',
};

const HIGH_SMOKE_OIL: UseSwap = {
  substitute: {
    en: 'an oil with a high smoke point, such as sunflower, peanut, canola or refined avocado oil',
    es: 'un aceite que aguante el calor, como el de girasol, cacahuete, colza o aguacate refinado',
    fr: 'une huile qui supporte la chaleur, comme l’huile de tournesol, d’arachide, de colza ou d’avocat raffinée',
    it: 'un olio con punto di fumo alto, come quello di girasole, arachidi, colza o avocado raffinato',
    de: 'ein hoch erhitzbares Öl wie Sonnenblumen-, Erdnuss-, Raps- oder raffiniertes Avocadoöl',
  },
  ratio: ANOTHER_OIL_RATIO,
  note: {
    en: 'Keep extra virgin olive oil and butter for gentler heat: at frying temperatures they smoke and turn bitter.',
    es: 'Deja el aceite de oliva virgen extra y la mantequilla para fuegos más suaves: a temperatura de fritura humean y amargan.',
    fr: 'Gardez l’huile d’olive vierge extra et le beurre pour un feu plus doux : à température de friture, ils fument et deviennent amers.',
    it: 'Tieni l’olio extravergine e il burro per fiamme più dolci: alla temperatura di frittura fumano e diventano amari.',
    de: 'Natives Olivenöl extra und Butter lieber für sanftere Hitze: bei Frittiertemperatur rauchen sie und werden bitter.',
  },
  madeFrom: ['vegetable oil', 'peanut oil', 'avocado oil'],
};

export const FAT_USES: readonly SubstitutionUse[] = [
  {
    id: 'butter-creamed',
    ingredient: 'butter',
    purpose: {
      en: 'For butter creamed with sugar',
      es: 'Para mantequilla batida con azúcar',
      fr: 'Pour du beurre travaillé en crème avec le sucre',
      it: 'Per il burro montato con lo zucchero',
      de: 'Für mit Zucker schaumig geschlagene Butter',
    },
    cues: /\bcream(?:s|ed|ing)? (?:together )?(?:the )?(?:softened )?butter\b|\bcream(?:s|ed|ing)? (?:the )?sugar\b|\blight and fluffy\b|\bpale and fluffy\b|\bbeat (?:the )?(?:softened )?butter\b|\bbatir la mantequilla\b|\bmantequilla (?:en )?pomada\b|\bcremos[oa]\b|\besponjos[oa]\b|\bbeurre pommade\b|\btravailler le beurre\b|\bblanchir\b|\bmousseux\b|\bmontare il burro\b|\bburro (?:a )?pomata\b|\bspumos[oa]\b|\bschaumig\b/,
    swaps: ['Coconut oil'],
    caveat: {
      en: 'Use the coconut oil solid and cool, not melted, and beat it with the sugar as you would butter. Olive oil can’t be creamed: it holds no air, so the bake turns out dense.',
      es: 'Usa el aceite de coco sólido y frío, no derretido, y bátelo con el azúcar como harías con la mantequilla. El aceite de oliva no se puede batir: no retiene aire y el horneado queda denso.',
      fr: 'Prenez l’huile de coco solide et froide, pas fondue, et travaillez-la avec le sucre comme le beurre. L’huile d’olive ne se travaille pas en crème : elle ne retient pas d’air et le gâteau reste dense.',
      it: 'Usa l’olio di cocco solido e freddo, non fuso, e montalo con lo zucchero come il burro. L’olio d’oliva non si monta: non trattiene aria e il dolce viene compatto.',
      de: 'Nimm das Kokosöl fest und kühl, nicht geschmolzen, und schlag es mit dem Zucker wie Butter. Olivenöl lässt sich nicht schaumig schlagen: Es hält keine Luft, und das Gebäck wird dicht.',
    },
  },
  {
    id: 'butter-pastry',
    ingredient: 'butter',
    purpose: {
      en: 'For cold butter in pastry',
      es: 'Para mantequilla fría en una masa',
      fr: 'Pour du beurre froid dans une pâte',
      it: 'Per il burro freddo in un impasto',
      de: 'Für kalte Butter im Teig',
    },
    cues: /\brub(?:s|bed|bing)?\b.{0,30}\bin(?:to)?\b|\bresembles? (?:fine )?breadcrumbs\b|\bcold butter\b|\bcut (?:the butter )?in\b|\bpastry\b|\bpie crust\b|\bshortcrust\b|\blaminat|\bscones?\b|\bfrotar\b|\barenar\b|\bmantequilla fria\b|\bhojaldre\b|\bmasa quebrada\b|\bsabler\b|\bsablage\b|\bbeurre froid\b|\bpate (?:brisee|feuilletee|sablee)\b|\bsabbiare\b|\bburro freddo\b|\bpasta frolla\b|\bsfoglia\b|\bverreiben\b|\bkalte butter\b|\bmurbeteig\b|\bblatterteig\b|\bstreusel\b/,
    swaps: ['Coconut oil'],
    caveat: {
      en: 'Chill the coconut oil until firm and work it in cold, as you would butter; the pastry comes out a little less flaky. A liquid oil can’t make flaky layers.',
      es: 'Enfría el aceite de coco hasta que esté duro y trabájalo frío, como la mantequilla; la masa queda algo menos hojaldrada. Un aceite líquido no forma capas.',
      fr: 'Faites durcir l’huile de coco au froid et incorporez-la froide, comme le beurre ; la pâte sera un peu moins feuilletée. Une huile liquide ne fait pas de feuillets.',
      it: 'Fai indurire l’olio di cocco in frigo e lavoralo freddo, come il burro; l’impasto viene un po’ meno friabile. Un olio liquido non crea strati.',
      de: 'Kühl das Kokosöl, bis es fest ist, und arbeite es kalt ein wie Butter; der Teig wird etwas weniger blättrig. Flüssiges Öl bildet keine Schichten.',
    },
  },
  {
    id: 'butter-frying',
    ingredient: 'butter',
    purpose: {
      en: 'For frying in butter',
      es: 'Para freír o saltear con mantequilla',
      fr: 'Pour cuire à la poêle au beurre',
      it: 'Per cuocere in padella con il burro',
      de: 'Zum Braten in Butter',
    },
    cues: /\bsaute|\bfry|\bfries\b|\bfried\b|\bsear|\bbaste|\bskillet\b|\bfrying pan\b|\bwok\b|\bsofre|\bsaltea|\bfreir\b|\bsarten\b|\bfaire revenir\b|\bfaire sauter\b|\bpoele\b|\brosolare\b|\bsaltare\b|\bsoffrigg|\bpadella\b|\bbraten\b|\banbraten\b|\banschwitzen\b|\bpfanne\b/,
    swaps: ['Olive oil', 'Coconut oil'],
    caveat: {
      en: 'Oil won’t foam and brown like butter, but it burns less easily, so the pan can run a little hotter.',
      es: 'El aceite no hace espuma ni se tuesta como la mantequilla, pero se quema menos, así que puedes cocinar algo más fuerte.',
      fr: 'L’huile ne mousse pas et ne noisette pas comme le beurre, mais elle brûle moins vite : la poêle peut être un peu plus chaude.',
      it: 'L’olio non schiuma né imbrunisce come il burro, ma brucia meno facilmente, quindi la padella può stare un po’ più calda.',
      de: 'Öl schäumt und bräunt nicht wie Butter, verbrennt aber weniger leicht, also darf die Pfanne etwas heißer sein.',
    },
  },
  {
    id: 'butter-melted',
    ingredient: 'butter',
    purpose: {
      en: 'For melted butter',
      es: 'Para mantequilla derretida',
      fr: 'Pour du beurre fondu',
      it: 'Per il burro fuso',
      de: 'Für geschmolzene Butter',
    },
    cues: /\bmelt(?:s|ed|ing)?\b|\bderreti|\bfundid|\bfondu|\bfondre\b|\bfus[oa]\b|\bsciogli|\bgeschmolzen|\bschmelzen\b|\bzerlassen|\bzerlass\b/,
    swaps: ['Olive oil', 'Coconut oil'],
    caveat: {
      en: 'Melted coconut oil sets again when it meets cold eggs or milk, so have them at room temperature.',
      es: 'El aceite de coco derretido se solidifica si toca huevos o leche fríos, así que tenlos a temperatura ambiente.',
      fr: 'L’huile de coco fondue refige au contact d’œufs ou de lait froids : sortez-les à l’avance.',
      it: 'L’olio di cocco fuso si rapprende a contatto con uova o latte freddi, quindi tienili a temperatura ambiente.',
      de: 'Geschmolzenes Kokosöl wird wieder fest, wenn es auf kalte Eier oder Milch trifft, also nimm sie zimmerwarm.',
    },
  },
  {
    id: 'oil-frying',
    ingredient: 'oil',
    purpose: {
      en: 'For frying',
      es: 'Para freír',
      fr: 'Pour la friture',
      it: 'Per friggere',
      de: 'Zum Braten und Frittieren',
    },
    cues: /\bdeep[\s-]?fr|\bfry|\bsaute|\bskillet\b|\bheat (?:the )?oil\b|\bfri(?:e|en|a|as)\b|\bfriggi\b|\bbrat(?:e|en)\b|\bfries\b|\bfried\b|\bsear|\bstir[\s-]?fr|\bwok\b|\bsmok|\b1[6-9]\d ?°? ?c\b|\b3[2-7]\d ?°? ?f\b|\bfreir\b|\bfritur|\bfrit[oa]s?\b|\bsellar\b|\bfrire\b|\bfriture\b|\bsaisir\b|\bfriggere\b|\bfrittura\b|\bfritt[oi]\b|\bfrittier|\bbraten\b|\banbraten\b|\bausbacken\b/,
    swaps: [HIGH_SMOKE_OIL],
  },
  {
    id: 'oil-baking',
    ingredient: 'oil',
    purpose: {
      en: 'For oil in a batter',
      es: 'Para el aceite de una masa',
      fr: 'Pour l’huile d’une pâte à gâteau',
      it: 'Per l’olio di un impasto',
      de: 'Für Öl im Teig',
    },
    cues: /\bbatter\b|\bcakes?\b|\bmuffins?\b|\bbrownies?\b|\bquick bread\b|\bbake\b|\bbizcocho\b|\bmagdalenas\b|\bmasa\b|\bhornea|\bgateau\b|\bcake\b|\bpate\b|\bcuire au four\b|\btorta\b|\bciambella\b|\bimpasto\b|\bin forno\b|\bkuchen\b|\bteig\b|\bbacken\b/,
    swaps: [
      {
        substitute: {
          en: 'melted butter',
          es: 'mantequilla derretida',
          fr: 'du beurre fondu',
          it: 'burro fuso',
          de: 'geschmolzene Butter',
        },
        ratio: ANOTHER_OIL_RATIO,
        note: {
          en: 'Let it cool a little first; the crumb comes out richer and a touch firmer.',
          es: 'Déjala templar un poco antes; la miga queda más sabrosa y algo más firme.',
          fr: 'Laissez-le tiédir d’abord ; la mie sera plus riche et un peu plus ferme.',
          it: 'Lascialo intiepidire prima; la mollica viene più ricca e un po’ più soda.',
          de: 'Lass sie erst etwas abkühlen; die Krume wird reichhaltiger und etwas fester.',
        },
        madeFrom: ['butter'],
      },
      {
        substitute: {
          en: 'unsweetened applesauce, for up to half the oil',
          es: 'compota de manzana sin azúcar, para hasta la mitad del aceite',
          fr: 'de la compote de pommes sans sucre, pour la moitié de l’huile au plus',
          it: 'purea di mele senza zucchero, fino a metà dell’olio',
          de: 'ungesüßtes Apfelmus, für höchstens die Hälfte des Öls',
        },
        ratio: ANOTHER_OIL_RATIO,
        note: {
          en: 'It cuts the fat but makes the crumb denser and moister, so don’t replace all of the oil.',
          es: 'Reduce la grasa pero deja la miga más densa y húmeda, así que no cambies todo el aceite.',
          fr: 'Elle allège mais rend la mie plus dense et plus humide : ne remplacez pas toute l’huile.',
          it: 'Riduce il grasso ma rende la mollica più densa e umida, quindi non sostituire tutto l’olio.',
          de: 'Spart Fett, macht die Krume aber dichter und feuchter, also nicht das ganze Öl ersetzen.',
        },
        madeFrom: ['applesauce'],
      },
    ],
  },
  {
    id: 'oil-any',
    ingredient: 'oil',
    purpose: {
      en: 'For cooking oil',
      es: 'Para el aceite de cocinar',
      fr: 'Pour l’huile de cuisson',
      it: 'Per l’olio da cucina',
      de: 'Für Speiseöl',
    },
    swaps: [
      {
        substitute: {
          en: 'another cooking oil',
          es: 'otro aceite de cocina',
          fr: 'une autre huile de cuisson',
          it: 'un altro olio da cucina',
          de: 'ein anderes Speiseöl',
        },
        ratio: ANOTHER_OIL_RATIO,
        note: HIGH_SMOKE_OIL.note,
        madeFrom: ['oil'],
      },
    ],
  },
];
