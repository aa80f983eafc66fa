/** Glossary entries for cooking with heat: on the hob, in the oven, in water and in fat. */
import type { GlossaryEntry } from './glossary-entry';

export const HEAT_TECHNIQUES: readonly GlossaryEntry[] = [
  {
    id: 'saute',
    name: 'sauté',
    forms: ['saute', 'sautes', 'sauteed', 'sauted', 'sauteing', 'sauteeing'],
    meaning:
      'Cook quickly in a little fat over medium-high heat, moving the food often so it colours without stewing.',
    watchFor:
      'A steady sizzle and light golden edges. If it hisses and steams, the pan is crowded or not hot enough.',
    tip: 'Heat the pan before the oil, and the oil before the food: it should shimmer, not smoke.',
    pro: 'Don’t crowd the pan; work in batches so a fond builds instead of steam.',
  },
  {
    id: 'sear',
    name: 'sear',
    forms: ['sear', 'sears', 'seared', 'searing'],
    meaning: 'Brown the surface of meat or fish hard over high heat, for flavour and colour.',
    watchFor:
      'A deep brown crust. The piece lets go of the pan on its own when it is ready to turn.',
    tip: 'Pat the food dry and leave it alone: moving it early tears the crust.',
    pro: 'Dry surface, very hot pan, salt just before; let it release by itself.',
  },
  {
    id: 'brown',
    name: 'brown',
    forms: ['brown', 'browns', 'browned', 'browning'],
    pattern:
      /\bbrown(?:s|ed|ing)\b|(?<!golden |light |dark )\bbrown\b(?! (?:sugar|rice|lentils?|bread|butter|flour|onions?|eggs?|mushrooms?|paper))/,
    meaning:
      'Cook until the surface turns brown, which builds flavour. For ground meat, break it up and cook until no pink remains.',
    watchFor:
      'No pink left and brown, crisp bits forming. Spoon off the fat if it pools in the pan.',
    tip: 'Spread it out and wait a minute or two before stirring, so it browns instead of steaming.',
    pro: 'One layer, hands off until it catches a crust, then break it up.',
  },
  {
    id: 'deglaze',
    name: 'deglaze',
    forms: ['deglaze', 'deglazes', 'deglazed', 'deglazing'],
    meaning:
      'Pour liquid (wine, stock or water) into the hot pan and scrape up the browned bits stuck to the bottom: they carry a lot of flavour.',
    watchFor: 'The stuck bits loosening into the liquid, and the sharp smell of wine cooking off.',
    tip: 'Use a wooden spoon and stand back: the liquid steams up hard the moment it hits the pan.',
    pro: 'Reduce the deglazing liquid by about half before moving on, or it tastes raw.',
  },
  {
    id: 'simmer',
    name: 'simmer',
    forms: ['simmer', 'simmers', 'simmered', 'simmering'],
    meaning: 'Cook a liquid just below boiling, so only small bubbles rise.',
    watchFor:
      'Small, lazy bubbles breaking at the surface, not a rolling boil. Turn the heat down if it starts to churn.',
    tip: 'Bring it to the boil first, then lower the heat until it calms down.',
    pro: 'Hold a bare simmer; a hard boil clouds stock and toughens meat.',
  },
  {
    id: 'boil',
    name: 'boil',
    forms: ['boil', 'boils', 'boiled', 'boiling'],
    meaning: 'Heat a liquid until big bubbles break all over the surface and keep coming.',
    watchFor: 'A rolling boil that doesn’t stop when you stir. Salt pasta water once it boils.',
    tip: 'A lid brings water to the boil faster; take it off before the pot boils over.',
    pro: 'Salt the water well and keep it rolling after the food goes in.',
  },
  {
    id: 'blanch',
    name: 'blanch',
    forms: ['blanch', 'blanches', 'blanched', 'blanching'],
    meaning:
      'Cook briefly in boiling water, then plunge into iced water to stop the cooking at once.',
    watchFor:
      'The colour turning vivid, usually within 1 to 3 minutes. Lift it out before it goes dull.',
    tip: 'Have the bowl of iced water ready before anything goes into the pot.',
    pro: 'Heavily salted water, small batches so the boil holds, straight into the ice bath.',
  },
  {
    id: 'braise',
    name: 'braise',
    forms: ['braise', 'braises', 'braised', 'braising'],
    meaning:
      'Brown food first, then cook it slowly, partly covered in liquid, in a closed pot until tender.',
    watchFor:
      'The liquid barely bubbling and the meat giving way to a fork. Top up the liquid if it runs low.',
    tip: 'Low and slow wins: if it is still tough, it needs more time, not more heat.',
    pro: 'A bare blip, lid ajar if the sauce needs reducing; done when tender, not by the clock.',
  },
  {
    id: 'poach',
    name: 'poach',
    forms: ['poach', 'poaches', 'poached', 'poaching'],
    meaning: 'Cook gently under liquid that barely moves, well below a boil.',
    watchFor:
      'The liquid just shivering, with a bubble only now and then: about 70 to 80 °C (160 to 180 °F).',
    tip: 'For eggs, crack each into a cup first and slide it in gently.',
    pro: 'Shivering, never bubbling; season the liquid, it is your only chance.',
  },
  {
    id: 'roast',
    name: 'roast',
    forms: ['roast', 'roasts', 'roasted', 'roasting'],
    meaning: 'Cook in a hot oven, uncovered, so the outside browns and crisps.',
    watchFor: 'Golden, caramelised edges. Turn or toss halfway so everything colours evenly.',
    tip: 'Leave space between the pieces on the tray; crowded pieces steam and go soft.',
    pro: 'Hot oven, single layer, dry surfaces; rest meat after.',
  },
  {
    id: 'steam',
    name: 'steam',
    forms: ['steam', 'steams', 'steamed', 'steaming'],
    meaning: 'Cook food over simmering water, not in it, with a lid to hold the steam in.',
    watchFor: 'A bright colour and a knife going in with just a little resistance.',
    tip: 'Keep the water below the basket, and check now and then that it hasn’t boiled dry.',
    pro: 'Lively simmer, lid on; every peek costs time.',
  },
  {
    id: 'stir-fry',
    name: 'stir-fry',
    forms: ['stir fry', 'stir fries', 'stir fried', 'stir frying', 'stirfry'],
    meaning:
      'Cook small, even pieces fast in a very hot wok or pan with a little oil, tossing all the time.',
    watchFor:
      'Everything sizzling the whole time. If the sizzle stops, the pan is overloaded: cook in batches.',
    tip: 'Cut and measure everything before you start: it moves too fast to chop as you go.',
    pro: 'Smoking wok, small batches, aromatics late so they don’t scorch.',
  },
  {
    id: 'fry',
    name: 'fry',
    forms: ['fry', 'fries', 'fried', 'frying'],
    pattern: /(?<!stir[\s-])\b(?:fry|fries|fried|frying)\b/,
    meaning:
      'Cook in hot fat: a thin layer for pan frying, enough to cover the food for deep frying.',
    watchFor: 'The fat shimmering before food goes in, then an even sizzle and a golden colour.',
    tip: 'Lower food into the fat away from you, and never leave hot oil alone.',
    pro: 'Hold 175 to 180 °C for deep frying; fry in batches so it doesn’t drop.',
  },
  {
    id: 'caramelise',
    name: 'caramelise',
    forms: [
      'caramelise',
      'caramelize',
      'caramelises',
      'caramelizes',
      'caramelised',
      'caramelized',
      'caramelising',
      'caramelizing',
    ],
    meaning:
      'Cook slowly until natural sugars turn brown and sweet: onions take 30 minutes or more, sugar melts to an amber syrup.',
    watchFor: 'An even, deep golden-brown colour. A bitter, burnt smell means it went too far.',
    tip: 'Keep the heat medium-low and stir every few minutes; add a splash of water if it catches.',
    pro: 'Low heat and patience; loosen the fond with a splash of water as it darkens.',
  },
  {
    id: 'reduce',
    name: 'reduce',
    forms: ['reduce', 'reduces', 'reduced', 'reducing', 'reduction'],
    pattern:
      /\breduc(?:e|es|ed|ing|tion)\b(?![\s-]+(?:the\s+)?(?:heat|oven|temperature|flame|speed|fat|sodium|salt|sugar)\b|\s+to\s+(?:a\s+)?(?:low|medium)\b)/,
    meaning: 'Simmer a liquid uncovered so water evaporates and it thickens and concentrates.',
    watchFor:
      'The level dropping and the sauce coating the back of a spoon: a finger drawn through it leaves a clean line.',
    tip: 'A wide pan reduces faster. Salt at the end, as the flavour concentrates.',
    pro: 'Reduce before seasoning; stop at a clean line on the spoon.',
  },
  {
    id: 'baste',
    name: 'baste',
    forms: ['baste', 'bastes', 'basted', 'basting'],
    meaning:
      'Spoon hot fat or cooking juices over food as it cooks, to keep it moist and help it brown.',
    watchFor:
      'The surface glossy and browning evenly. Tilt the pan so the fat pools for the spoon.',
    tip: 'In the oven, baste quickly: heat escapes every time the door is open.',
    pro: 'Tilt the pan, foaming butter and aromatics, spoon continuously at the end.',
  },
  {
    id: 'melt',
    name: 'melt',
    forms: ['melt', 'melts', 'melted', 'melting'],
    meaning: 'Warm a solid fat, or chocolate, gently until it turns liquid.',
    watchFor:
      'Butter foaming quietly. If it smells nutty and turns brown it is browning: lift it off the heat.',
    tip: 'Use low heat and take it off while a few lumps remain; the warmth finishes the job.',
    pro: 'Low heat; chocolate over barely simmering water, no water near it.',
  },
  {
    id: 'bloom',
    name: 'bloom',
    forms: ['bloom', 'blooms', 'bloomed', 'blooming'],
    pattern: /\b(?:bloom(?:s|ed|ing)?|until (?:fragrant|aromatic))\b/,
    meaning:
      'Wake up flavour: fry spices briefly in hot fat, or soak gelatine or yeast in liquid before using it.',
    watchFor:
      'Spices smelling fragrant within 30 to 60 seconds. Stop before they darken or smell sharp.',
    tip: 'Have the next ingredient ready to go in: spices go from fragrant to burnt in seconds.',
    pro: 'Thirty to sixty seconds in the fat, then liquid in to stop them.',
  },
  {
    id: 'temper',
    name: 'temper',
    forms: ['temper', 'tempers', 'tempered', 'tempering'],
    meaning:
      'Warm something delicate slowly, like whisking a little hot liquid into eggs so they don’t scramble.',
    watchFor:
      'The egg mixture warming without lumps. If it starts to curdle, whisk harder and pour more slowly.',
    tip: 'Ladle the hot liquid in a thin stream while whisking all the time.',
    pro: 'Stream hot into cold while whisking, then return it all to the pot.',
  },
];
