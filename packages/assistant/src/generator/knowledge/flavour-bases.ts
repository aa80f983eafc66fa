/**
 * Each cuisine's flavour bases: the aromatics, fat, acid, herbs, spices and sauces that belong
 * together and give a dish its cuisine. Alternatives keep a base within a diet the way cooks
 * do it: coconut aminos for soy sauce on paleo, ghee or olive oil for butter, soy sauce for
 * fish sauce when vegetarian; an optional item (`?`) is simply left out.
 */
import { baseItems } from './base-items';
import type { Cuisine, FlavourBase } from './types';

const NEUTRAL_OIL = 'fat:vegetable oil|avocado oil';

function base(id: string, cuisine: Cuisine, tag: string, label: string, items: string) {
  return { id, cuisine, tag, label, items: baseItems(items) } satisfies FlavourBase;
}

export const ITALIAN = {
  aglio: base(
    'aglio',
    'italian',
    'Garlic-Chili',
    'garlic, chili and olive oil with parsley',
    'fat:olive oil=3 tbsp; aromatic:garlic=3 cloves; spice:red pepper flakes; herb:parsley; acid:lemon?; topping:parmesan|pecorino?',
  ),
  pomodoro: base(
    'pomodoro',
    'italian',
    'Tomato-Basil',
    'garlic, olive oil, tomato and basil',
    'fat:olive oil; aromatic:garlic; herb:basil; topping:parmesan|pecorino?',
  ),
  limone: base(
    'limone',
    'italian',
    'Lemon-Caper',
    'lemon, garlic, capers and parsley',
    'fat:olive oil; aromatic:garlic; acid:lemon; sauce:caper?; herb:parsley',
  ),
  rosmarino: base(
    'rosmarino',
    'italian',
    'Rosemary-Garlic',
    'rosemary, garlic and olive oil with lemon',
    'fat:olive oil; aromatic:garlic; herb:rosemary; acid:lemon?',
  ),
  soffritto: base(
    'soffritto',
    'italian',
    'Soffritto',
    'a soffritto of onion, carrot and celery with garlic and bay',
    'fat:olive oil; aromatic:onion; aromatic:carrot; aromatic:celery; aromatic:garlic; herb:bay leaf; herb:thyme?',
  ),
  pesto: base(
    'pesto',
    'italian',
    'Pesto',
    'a basil pesto of garlic, pine nuts, olive oil and parmesan',
    'herb:basil=1 cup; aromatic:garlic=1 cloves; garnish:pine nut|almond|walnut; fat:olive oil=1/4 cup; topping:parmesan|pecorino?; acid:lemon?',
  ),
  balsamico: base(
    'balsamico',
    'italian',
    'Balsamic',
    'balsamic vinegar, olive oil and basil',
    'fat:olive oil; acid:balsamic vinegar|red wine vinegar; herb:basil',
  ),
  cacciatore: base(
    'cacciatore',
    'italian',
    "Hunter's-Style",
    'onion, garlic and rosemary with tomato',
    'fat:olive oil; aromatic:onion; aromatic:garlic; herb:rosemary; herb:bay leaf?; acid:red wine vinegar?',
  ),
  salvia: base(
    'salvia',
    'italian',
    'Sage-Butter',
    'sage, butter and garlic with parmesan',
    'fat:butter|ghee|olive oil; herb:sage; aromatic:garlic?; topping:parmesan|pecorino?; acid:lemon?',
  ),
  puttanesca: base(
    'puttanesca',
    'italian',
    'Puttanesca',
    'garlic, anchovy, olives, capers and chili',
    'fat:olive oil; aromatic:garlic; sauce:anchovy?; sauce:caper; garnish:olive; spice:red pepper flakes; herb:parsley',
  ),
  carbonara: base(
    'carbonara',
    'italian',
    'Carbonara',
    'pecorino, egg and plenty of black pepper',
    'fat:olive oil=1 tbsp; topping:pecorino|parmesan=40 g; spice:black pepper=1 tsp',
  ),
  cacio: base(
    'cacio',
    'italian',
    'Cacio e Pepe',
    'pecorino and toasted black pepper',
    'topping:pecorino|parmesan=60 g; spice:black pepper=1 1/2 tsp; enrich:butter?',
  ),
  risotto: base(
    'risotto',
    'italian',
    'Risotto',
    'shallot softened in olive oil, a splash of white wine and parmesan',
    'fat:olive oil; aromatic:shallot|onion; sauce:white wine?; enrich:butter?; topping:parmesan|pecorino?; herb:parsley?',
  ),
  brodo: base(
    'brodo',
    'italian',
    'Brodo',
    'garlic and parsley with parmesan',
    'fat:olive oil=1 tbsp; aromatic:garlic; herb:parsley; topping:parmesan|pecorino?',
  ),
  tuscan: base(
    'tuscan',
    'italian',
    'Tuscan',
    'garlic, onion, sage and rosemary with olive oil',
    'fat:olive oil; aromatic:onion; aromatic:garlic; herb:sage|rosemary; spice:red pepper flakes?; topping:parmesan|pecorino?',
  ),
} as const;

export const ASIAN = {
  gingerSoy: base(
    'ginger-soy',
    'asian',
    'Ginger-Garlic',
    'ginger, garlic and soy with a little sesame oil',
    `${NEUTRAL_OIL}; aromatic:ginger; aromatic:garlic; sauce:soy sauce|coconut aminos; sauce:sesame oil?; acid:rice vinegar|lime; sweet:sugar|honey?; garnish:green onion`,
  ),
  sesameSoy: base(
    'sesame-soy',
    'asian',
    'Sesame-Soy',
    'soy, sesame, garlic and green onion',
    `${NEUTRAL_OIL}; aromatic:garlic; sauce:soy sauce|coconut aminos; sauce:sesame oil; acid:rice vinegar|apple cider vinegar; garnish:sesame seed; garnish:green onion; spice:red pepper flakes?`,
  ),
  gochujang: base(
    'gochujang',
    'asian',
    'Gochujang',
    'gochujang, garlic, ginger and sesame',
    `${NEUTRAL_OIL}; aromatic:garlic; aromatic:ginger?; sauce:gochujang; sauce:soy sauce; sauce:sesame oil; garnish:sesame seed; garnish:green onion`,
  ),
  teriyaki: base(
    'teriyaki',
    'asian',
    'Teriyaki',
    'a glaze of soy, mirin and ginger',
    `${NEUTRAL_OIL}; aromatic:ginger; aromatic:garlic?; sauce:soy sauce|coconut aminos; sauce:mirin|honey; garnish:sesame seed; garnish:green onion?`,
  ),
  miso: base(
    'miso',
    'asian',
    'Miso',
    'miso, ginger and rice vinegar',
    `${NEUTRAL_OIL}; aromatic:ginger; sauce:miso; acid:rice vinegar|lime; garnish:green onion; garnish:sesame seed?`,
  ),
  thaiBasil: base(
    'thai-basil',
    'asian',
    'Thai Basil',
    'garlic, chili, fish sauce and Thai basil',
    `${NEUTRAL_OIL}; aromatic:garlic=4 cloves; aromatic:chili pepper; sauce:fish sauce|soy sauce|coconut aminos; sauce:oyster sauce?; herb:basil; sweet:sugar?; acid:lime?`,
  ),
  lemongrass: base(
    'lemongrass',
    'asian',
    'Lemongrass',
    'lemongrass, lime, chili and fish sauce with cilantro',
    `${NEUTRAL_OIL}; aromatic:lemongrass; aromatic:garlic; aromatic:chili pepper; sauce:fish sauce|soy sauce|coconut aminos; acid:lime; herb:cilantro; sweet:sugar?`,
  ),
  thaiCurry: base(
    'thai-curry',
    'asian',
    'Thai Curry',
    'curry paste, garlic, ginger and lime with Thai basil',
    'fat:coconut oil|vegetable oil; aromatic:garlic; aromatic:ginger; aromatic:lemongrass?; sauce:curry paste|curry powder; sauce:fish sauce|soy sauce|coconut aminos; acid:lime; herb:basil|cilantro',
  ),
  masala: base(
    'masala',
    'asian',
    'Masala',
    'onion, garlic and ginger with cumin, coriander, turmeric and garam masala',
    'fat:ghee|vegetable oil|avocado oil; aromatic:onion; aromatic:garlic; aromatic:ginger; spice:cumin; spice:coriander; spice:turmeric; spice:garam masala; spice:chili powder|cayenne?; herb:cilantro',
  ),
  tadka: base(
    'tadka',
    'asian',
    'Tadka',
    'cumin, garlic and chili sizzled in ghee, with turmeric and lemon',
    'fat:ghee|vegetable oil|avocado oil; aromatic:onion; aromatic:garlic; aromatic:ginger?; spice:cumin; spice:turmeric; spice:red pepper flakes|cayenne; herb:cilantro; acid:lemon?',
  ),
  nuocCham: base(
    'nuoc-cham',
    'asian',
    'Nuoc Cham',
    'fish sauce, lime, garlic and chili with mint and cilantro',
    `${NEUTRAL_OIL}; sauce:fish sauce|soy sauce|coconut aminos; acid:lime; aromatic:garlic; aromatic:chili pepper; sweet:sugar|honey?; herb:mint; herb:cilantro; garnish:peanut|cashew?`,
  ),
  redBraise: base(
    'red-braise',
    'asian',
    'Red-Braised',
    'soy, Shaoxing wine, ginger and star anise',
    `${NEUTRAL_OIL}; aromatic:ginger; aromatic:garlic; aromatic:green onion; sauce:soy sauce|coconut aminos; sauce:shaoxing wine?; spice:star anise; spice:cinnamon?; sweet:brown sugar|honey?`,
  ),
  adobo: base(
    'adobo',
    'asian',
    'Adobo',
    'vinegar, soy, garlic, bay leaf and black pepper',
    `${NEUTRAL_OIL}; acid:vinegar|apple cider vinegar; sauce:soy sauce|coconut aminos; aromatic:garlic=5 cloves; herb:bay leaf; spice:black pepper`,
  ),
  tamago: base(
    'tamago',
    'asian',
    'Tamago',
    'soy and a touch of sweetness',
    `${NEUTRAL_OIL}=1 tbsp; sauce:soy sauce|coconut aminos=2 tsp; sweet:mirin|sugar|honey?; garnish:green onion?`,
  ),
  padThai: base(
    'pad-thai',
    'asian',
    'Pad Thai',
    'fish sauce, lime and a little brown sugar with garlic and peanuts',
    `${NEUTRAL_OIL}; aromatic:garlic; aromatic:green onion; sauce:fish sauce|soy sauce; sweet:brown sugar|sugar; acid:lime; garnish:peanut|cashew; spice:red pepper flakes?`,
  ),
  pho: base(
    'pho',
    'asian',
    'Pho',
    'ginger, star anise and cinnamon with fish sauce, lime and Thai basil',
    `${NEUTRAL_OIL}=1 tbsp; aromatic:onion; aromatic:ginger; spice:star anise; spice:cinnamon; sauce:fish sauce|soy sauce|coconut aminos; acid:lime; herb:basil; herb:cilantro`,
  ),
  jpCurry: base(
    'jp-curry',
    'asian',
    'Japanese Curry',
    'onion, garlic and curry powder in a soy-seasoned roux',
    `${NEUTRAL_OIL}; aromatic:onion; aromatic:garlic; aromatic:ginger?; spice:curry powder=1 tbsp; sauce:soy sauce|coconut aminos; coat:flour|arrowroot?; sweet:honey|sugar?`,
  ),
  tempura: base(
    'tempura',
    'asian',
    'Tempura',
    'a light batter with a soy and ginger dipping sauce',
    'fat:vegetable oil|avocado oil=3 cups; coat:flour|almond flour=3/4 cup; coat:cornstarch|arrowroot?; sauce:soy sauce|coconut aminos; aromatic:ginger',
  ),
  agedashi: base(
    'agedashi',
    'asian',
    'Agedashi',
    'a light soy and ginger broth over crisp-fried coating',
    'fat:vegetable oil|avocado oil=1 cup; coat:cornstarch|arrowroot=1/4 cup; sauce:soy sauce|coconut aminos; sweet:mirin|sugar?; liquid:vegetable broth=1/2 cup; aromatic:ginger; garnish:green onion',
  ),
  okonomiyaki: base(
    'okonomiyaki',
    'asian',
    'Okonomiyaki',
    'a savoury batter with a tangy sauce and mayonnaise',
    'fat:vegetable oil|avocado oil; coat:flour=1/2 cup; sauce:worcestershire sauce|soy sauce; sauce:ketchup?; topping:mayonnaise?; garnish:green onion',
  ),
  katsu: base(
    'katsu',
    'asian',
    'Katsu',
    'a crisp crumb with a fruity Worcestershire and ketchup sauce',
    'fat:vegetable oil|avocado oil=1 cup; coat:flour|almond flour=1/4 cup; coat:egg; coat:panko|breadcrumb|almond flour; sauce:worcestershire sauce?; sauce:ketchup?',
  ),
  rendang: base(
    'rendang',
    'asian',
    'Rendang',
    'lemongrass, ginger, chili and warm spices with coconut',
    'fat:coconut oil|vegetable oil; aromatic:shallot|onion; aromatic:garlic; aromatic:ginger; aromatic:lemongrass; aromatic:chili pepper; spice:coriander; spice:turmeric; spice:cinnamon; herb:cilantro?',
  ),
} as const;

export const MEXICAN = {
  chiliLime: base(
    'chili-lime',
    'mexican',
    'Chili-Lime',
    'onion, garlic, cumin and chili with lime and cilantro',
    'fat:avocado oil|vegetable oil|olive oil; aromatic:onion; aromatic:garlic; spice:cumin; spice:chili powder; herb:oregano?; acid:lime; herb:cilantro',
  ),
  chipotle: base(
    'chipotle',
    'mexican',
    'Chipotle',
    'smoky chipotle, garlic and cumin with lime',
    'fat:avocado oil|vegetable oil|olive oil; aromatic:onion; aromatic:garlic; sauce:chipotle in adobo|smoked paprika; spice:cumin; acid:lime; herb:cilantro',
  ),
  verde: base(
    'verde',
    'mexican',
    'Jalapeño-Cilantro',
    'jalapeño, garlic, cilantro and lime',
    'fat:avocado oil|vegetable oil|olive oil; aromatic:onion; aromatic:garlic; aromatic:jalapeno|chili pepper; spice:cumin?; herb:cilantro; acid:lime',
  ),
  ranchero: base(
    'ranchero',
    'mexican',
    'Ranchero',
    'tomato, onion, garlic, chili and oregano',
    'fat:avocado oil|vegetable oil|olive oil; aromatic:onion; aromatic:garlic; aromatic:jalapeno|chili pepper; spice:cumin?; herb:oregano; herb:cilantro',
  ),
  adobado: base(
    'adobado',
    'mexican',
    'Citrus-Adobo',
    'cumin, oregano, garlic and orange with bay',
    'fat:avocado oil|vegetable oil|olive oil; aromatic:onion; aromatic:garlic=4 cloves; spice:cumin; spice:chili powder; herb:oregano; herb:bay leaf; acid:orange juice|lime',
  ),
  pico: base(
    'pico',
    'mexican',
    'Pico de Gallo',
    'fresh onion, jalapeño, lime and cilantro',
    'fat:avocado oil|olive oil|vegetable oil; aromatic:red onion|onion; aromatic:jalapeno|chili pepper; herb:cilantro; acid:lime; spice:cumin?; topping:queso fresco?',
  ),
  mojo: base(
    'mojo',
    'mexican',
    'Mojo de Ajo',
    'slow-cooked garlic, lime and chili',
    'fat:olive oil|avocado oil=3 tbsp; aromatic:garlic=5 cloves; acid:lime; spice:red pepper flakes|chili powder; herb:cilantro|parsley',
  ),
  mole: base(
    'mole',
    'mexican',
    'Mole',
    'chili, cinnamon, cocoa and toasted seeds with onion and garlic',
    'fat:avocado oil|vegetable oil; aromatic:onion; aromatic:garlic; spice:chili powder=1 tbsp; spice:cinnamon; spice:cumin; sauce:cocoa powder=1 tbsp; garnish:sesame seed; garnish:almond|peanut?; sweet:raisin|date?',
  ),
} as const;

export const MEDITERRANEAN = {
  greek: base(
    'greek',
    'mediterranean',
    'Lemon-Oregano',
    'lemon, garlic, oregano and olive oil',
    'fat:olive oil; aromatic:garlic; herb:oregano; acid:lemon; herb:parsley|dill?; topping:feta?',
  ),
  tahini: base(
    'tahini',
    'mediterranean',
    'Tahini-Lemon',
    'tahini, lemon and garlic with parsley and cumin',
    'fat:olive oil; sauce:tahini; acid:lemon; aromatic:garlic; herb:parsley; spice:cumin?',
  ),
  moroccan: base(
    'moroccan',
    'mediterranean',
    'Moroccan-Spiced',
    'cumin, coriander, cinnamon and paprika with onion, garlic and lemon',
    'fat:olive oil; aromatic:onion; aromatic:garlic; aromatic:ginger?; spice:cumin; spice:coriander; spice:cinnamon; spice:paprika|smoked paprika; spice:turmeric?; herb:cilantro|parsley; acid:lemon',
  ),
  yogurtDill: base(
    'yogurt-dill',
    'mediterranean',
    'Dill & Yogurt',
    'garlicky yogurt with dill and lemon',
    'fat:olive oil; sauce:greek yogurt|yogurt|tahini; herb:dill|mint; aromatic:garlic; acid:lemon',
  ),
  olive: base(
    'tomato-olive',
    'mediterranean',
    'Tomato-Olive',
    'tomato, olives, capers, garlic and oregano',
    'fat:olive oil; aromatic:onion?; aromatic:garlic; garnish:olive; sauce:caper?; herb:oregano|thyme; herb:parsley?; spice:red pepper flakes?',
  ),
  harissa: base(
    'harissa',
    'mediterranean',
    'Harissa',
    'harissa, cumin, garlic and lemon',
    'fat:olive oil; sauce:harissa; spice:cumin; aromatic:garlic; acid:lemon; herb:cilantro|parsley|mint',
  ),
  paprika: base(
    'paprika',
    'mediterranean',
    'Smoked Paprika',
    'smoked paprika, garlic and olive oil with a splash of vinegar',
    'fat:olive oil=3 tbsp; aromatic:garlic=3 cloves; spice:smoked paprika|paprika; acid:lemon|red wine vinegar; herb:parsley; spice:red pepper flakes?',
  ),
  herbLemon: base(
    'herb-lemon',
    'mediterranean',
    'Lemon-Mint',
    'lemon, mint, parsley and olive oil',
    'fat:olive oil; acid:lemon; herb:parsley; herb:mint; aromatic:green onion|red onion; spice:allspice?',
  ),
  provencal: base(
    'provencal',
    'mediterranean',
    'Fines Herbes',
    'butter, chives and parsley with a little garlic',
    'fat:butter|ghee|olive oil; herb:chive|parsley; herb:parsley?; aromatic:garlic?',
  ),
  spanish: base(
    'spanish',
    'mediterranean',
    'Spanish',
    'onion slow-cooked in plenty of olive oil',
    'fat:olive oil=1/3 cup; aromatic:onion=1 whole; spice:smoked paprika?',
  ),
  greekTomato: base(
    'greek-tomato',
    'mediterranean',
    'Greek Tomato',
    'onion, garlic, tomato, cinnamon and bay',
    'fat:olive oil; aromatic:onion; aromatic:garlic; spice:cinnamon; spice:allspice?; herb:bay leaf; herb:oregano?; herb:parsley|dill?',
  ),
} as const;

export const FLAVOUR_BASES: readonly FlavourBase[] = [
  ...Object.values(ITALIAN),
  ...Object.values(ASIAN),
  ...Object.values(MEXICAN),
  ...Object.values(MEDITERRANEAN),
];
