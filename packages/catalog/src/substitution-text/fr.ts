/** The reference's 22 swaps in French (swap-text.ts); after "utilisez", a name takes its article. */
import type { SwapTexts } from './swap-text';

export const FRENCH_SWAPS: SwapTexts = {
  'Butter|Coconut oil': {
    substitute: 'huile de coco',
    asObject: 'de l’huile de coco',
    ratio: '1 pour 1',
    notes:
      'Utilisez-la solide là où le beurre est travaillé en crème ou sablé avec la farine, fondue là où il est fondu. L’huile de coco raffinée n’a pas de goût ; l’huile vierge a le goût de coco.',
  },
  'Butter|Olive oil': {
    substitute: 'huile d’olive',
    asObject: 'de l’huile d’olive',
    ratio: '3/4 de tasse par tasse',
    notes:
      'Idéale pour sauter, rôtir, les muffins et les cakes. Une huile liquide ne se travaille pas en crème : gardez le beurre pour la pâte feuilletée et les biscuits croustillants.',
  },
  'Milk|Almond milk': {
    substitute: 'lait d’amande',
    asObject: 'du lait d’amande',
    ratio: '1 pour 1',
    notes:
      'Choisissez-le non sucré et nature pour les plats salés. Plus léger et moins riche en protéines que le lait, il dore un peu moins les gâteaux.',
  },
  'Milk|Oat milk': {
    substitute: 'lait d’avoine',
    asObject: 'du lait d’avoine',
    ratio: '1 pour 1',
    notes:
      'Crémeux et légèrement sucré : la boisson végétale la plus proche du lait pour les sauces, les crèmes et le café. Seul le lait d’avoine certifié est sans gluten.',
  },
  'Egg|Flax egg': {
    substitute: 'œuf de lin',
    asObject: 'un œuf de lin',
    ratio: '1 cuillère à soupe de graines de lin moulues et 3 cuillères à soupe d’eau par œuf',
    notes:
      'Mélangez et laissez épaissir 5 minutes. Il lie les muffins, les biscuits et les pancakes ; il ne remplace pas les œufs qui font lever un gâteau, donc pas plus de deux œufs.',
  },
  'Egg|Chia egg': {
    substitute: 'œuf de chia',
    asObject: 'un œuf de chia',
    ratio: '1 cuillère à soupe de graines de chia et 3 cuillères à soupe d’eau par œuf',
    notes:
      'Laissez gélifier 10 minutes. Moulez d’abord les graines si vous ne voulez pas de points noirs dans une pâte claire.',
  },
  'Egg|Applesauce': {
    substitute: 'compote de pommes',
    asObject: 'de la compote de pommes',
    ratio: '1/4 de tasse de compote de pommes sans sucre par œuf',
    notes:
      'Apporte du moelleux aux gâteaux, brownies et muffins, mais ne fait pas lever ; ajoutez 1/2 cuillère à café de levure chimique par œuf remplacé pour une mie plus légère.',
  },
  'Egg|Banana': {
    substitute: 'banane',
    asObject: 'de la banane',
    ratio: '1/4 de tasse de banane bien mûre écrasée (une demi-banane) par œuf',
    notes:
      'Lie et sucre, et le goût de banane se sent : parfait dans les pancakes, les muffins et le banana bread, moins dans un gâteau à la vanille.',
  },
  'Flour|Almond flour': {
    substitute: 'poudre d’amande',
    asObject: 'de la poudre d’amande',
    ratio: '1 pour 1 en volume, plus un œuf de plus pour lier',
    notes:
      'Sans gluten, elle ne lève pas comme le blé : pour les biscuits, les gâteaux denses et la panure, pas pour le pain à la levure. Elle dore vite, donc baissez le four de 15 °C (25 °F).',
  },
  'Flour|Coconut flour': {
    substitute: 'farine de coco',
    asObject: 'de la farine de coco',
    ratio: '1/4 de tasse par tasse',
    notes:
      'Elle boit le liquide comme une éponge : pour chaque 1/4 de tasse, ajoutez un œuf et un peu plus de liquide, puis laissez reposer la pâte 5 minutes.',
  },
  'Flour|Oat flour': {
    substitute: 'farine d’avoine',
    asObject: 'de la farine d’avoine',
    ratio: '1 tasse 1/3 par tasse (1 pour 1 en poids)',
    notes:
      'Mixez finement des flocons d’avoine pour la faire vous-même. Tendre dans les pancakes, les muffins et les biscuits ; prenez de l’avoine certifiée sans gluten pour les invités cœliaques.',
  },
  'Sugar|Honey': {
    substitute: 'miel',
    asObject: 'du miel',
    ratio: '3/4 de tasse par tasse',
    notes:
      'Réduisez les autres liquides de 1/4 de tasse par tasse de miel et baissez le four de 15 °C (25 °F), car le miel dore vite. Pas végane.',
  },
  'Sugar|Maple syrup': {
    substitute: 'sirop d’érable',
    asObject: 'du sirop d’érable',
    ratio: '3/4 de tasse par tasse',
    notes:
      'Réduisez les autres liquides de 3 cuillères à soupe par tasse de sirop. Prenez du vrai sirop d’érable, pas du sirop pour pancakes ; son goût va bien avec l’avoine, les noix et les épices.',
  },
  'Sugar|Coconut sugar': {
    substitute: 'sucre de coco',
    asObject: 'du sucre de coco',
    ratio: '1 pour 1',
    notes:
      'Remplace directement le sucre blanc ou roux. Il a un goût de caramel et rend les gâteaux plus foncés et un peu plus secs.',
  },
  'Chicken|Tofu': {
    substitute: 'tofu',
    asObject: 'du tofu',
    ratio: '1 pour 1 en poids (extra-ferme, pressé)',
    notes:
      'Pressez-le 20 minutes, puis coupez-le en dés ou effilochez-le et faites-le mariner. Faites-le dorer à la poêle ou au four avant d’ajouter la sauce ; il suffit de le chauffer, pas de le cuire à cœur.',
  },
  'Ground beef|Lentils': {
    substitute: 'lentilles',
    asObject: 'des lentilles',
    ratio: '2 tasses 1/2 de lentilles cuites par livre (450 g)',
    notes:
      'Les lentilles brunes ou vertes gardent leur forme dans une bolognaise, des tacos, un chili ou un hachis parmentier. Ajoutez de l’umami avec du concentré de tomate ou de la sauce soja.',
  },
  'Heavy cream|Coconut cream': {
    substitute: 'crème de coco',
    asObject: 'de la crème de coco',
    ratio: '1 pour 1',
    notes:
      'Prenez de la crème de coco entière en boîte. Elle se fouette après une nuit au réfrigérateur et a le goût de coco, qui va bien aux currys, aux soupes et aux desserts.',
  },
  'Sour cream|Cashew cream': {
    substitute: 'crème de cajou',
    asObject: 'de la crème de cajou',
    ratio: '1 pour 1',
    notes:
      'Faites tremper 1 tasse de noix de cajou crues 4 heures (ou frémir 10 minutes), puis mixez-les avec 1/2 tasse d’eau, 1 cuillère à soupe de jus de citron et une pincée de sel.',
  },
  'Buttermilk|Milk with lemon juice': {
    substitute: 'lait au jus de citron',
    asObject: 'du lait au jus de citron',
    ratio:
      '1 cuillère à soupe de jus de citron (ou de vinaigre blanc) complétée de lait jusqu’à 1 tasse',
    notes:
      'Laissez reposer 5 à 10 minutes, jusqu’à ce qu’il caille légèrement. Il convient partout où le babeurre réagit avec le bicarbonate : pancakes, scones, soda bread.',
  },
  'Pasta|Zucchini noodles': {
    substitute: 'spaghettis de courgette',
    asObject: 'des spaghettis de courgette',
    ratio: '1 courgette moyenne pour 2 oz (55 g) de pâtes sèches',
    notes:
      'Faites-les sauter 1 à 2 minutes seulement dans une poêle chaude, ou salez-les et égouttez-les d’abord ; trop cuits, ils rendent de l’eau et allongent la sauce.',
  },
  'Rice|Cauliflower rice': {
    substitute: 'riz de chou-fleur',
    asObject: 'du riz de chou-fleur',
    ratio: '1 pour 1 en volume cuit',
    notes:
      'Mixez les bouquets par à-coups jusqu’à la taille de grains de riz et faites sauter environ 5 minutes. Ne le faites pas bouillir : il tourne en bouillie.',
  },
  'Soy sauce|Tamari': {
    substitute: 'tamari',
    asObject: 'du tamari',
    ratio: '1 pour 1',
    notes:
      'Brassé avec peu ou pas de blé ; vérifiez que l’étiquette indique sans gluten. Un peu plus riche et moins salé que la sauce soja.',
  },
};
