/** Glossary entries for cutting, mixing, resting and seasoning: the work around the heat. */
import type { GlossaryEntry } from './glossary-entry';

export const PREP_TECHNIQUES: readonly GlossaryEntry[] = [
  {
    id: 'fold',
    name: 'fold',
    forms: ['fold', 'folds', 'folded', 'folding'],
    meaning:
      'Combine a light, airy mixture (whipped cream, beaten egg whites) with a heavier one without knocking the air out.',
    watchFor: 'No streaks left while the mixture stays light. Stop as soon as it is combined.',
    tip: 'With a spatula, cut down through the middle, sweep along the bottom and turn the bowl a quarter each time.',
    pro: 'Sacrifice a third to loosen the base, then fold the rest in few strokes.',
  },
  {
    id: 'whisk',
    name: 'whisk',
    forms: ['whisk', 'whisks', 'whisked', 'whisking'],
    meaning: 'Beat quickly with a whisk or fork to blend ingredients smoothly or to add air.',
    watchFor: 'An even colour with no streaks of yolk and no lumps of flour.',
    tip: 'Set the bowl on a damp towel so it doesn’t spin while you whisk.',
    pro: 'Break up the dry lumps first; whisk from the wrist.',
  },
  {
    id: 'whip',
    name: 'whip',
    forms: ['whip', 'whips', 'whipped', 'whipping'],
    pattern: /\bwhip(?:s|ped|ping)?\b(?! cream)/,
    meaning: 'Beat cream or egg whites fast until they hold air and stiffen into peaks.',
    watchFor:
      'Soft peaks that slump over, or stiff peaks that stand up. Stop there, or cream turns grainy.',
    tip: 'A cold bowl helps cream; for egg whites the bowl must be spotless, without a trace of yolk.',
    pro: 'Fat-free bowl for whites; stop cream at soft peaks if it will be folded.',
  },
  {
    id: 'knead',
    name: 'knead',
    forms: ['knead', 'kneads', 'kneaded', 'kneading'],
    meaning:
      'Push, fold and turn dough over and over to build gluten, so bread holds its shape and rises.',
    watchFor:
      'The dough going from sticky and shaggy to smooth and springy; a poke springs back slowly.',
    tip: 'Push away with the heel of your hand, fold it back, turn a quarter and repeat. Go easy on extra flour.',
    pro: 'Windowpane test: stretch a piece thin; if it tears at once, keep going.',
  },
  {
    id: 'proof',
    name: 'proof',
    forms: ['proof', 'proofs', 'proofed', 'proofing', 'prove', 'proved', 'proving'],
    pattern:
      /\b(?:proof(?:s|ed|ing)?|prove[ds]?|proving|until doubled)\b|\blet (?:\w+ ){0,3}rise\b/,
    meaning:
      'Let yeast dough rest somewhere warm so it rises before baking. Proofing yeast means checking that it foams in warm water.',
    watchFor:
      'The dough about doubled, and a floured finger-poke filling back slowly. Yeast should foam within 10 minutes.',
    tip: 'A switched-off oven with the light on is a cosy spot; cover the bowl so the dough doesn’t dry out.',
    pro: 'Go by the poke, not the clock: slow spring-back means ready.',
  },
  {
    id: 'rest',
    name: 'rest',
    forms: ['rest', 'rests', 'rested', 'resting'],
    pattern: /(?<!the |any |a )\brest(?:s|ed|ing)?\b(?! of\b)/,
    meaning:
      'Leave food alone for a while: meat so its juices settle, batter or dough so the flour soaks up liquid and relaxes.',
    watchFor:
      'Meat keeps cooking a few degrees as it rests: cover it loosely, about 5 minutes for a steak, longer for a roast.',
    tip: 'Time the rest too: it is part of the cooking, not a pause.',
    pro: 'Count on carryover; pull meat a few degrees early.',
  },
  {
    id: 'julienne',
    name: 'julienne',
    forms: ['julienne', 'julienned', 'julienning', 'matchstick', 'matchsticks'],
    meaning: 'Cut into thin matchsticks, about 3 mm thick and 5 cm long.',
    watchFor: 'Sticks of even size, so they all cook at the same rate.',
    tip: 'Square off the vegetable, cut thin planks, stack a few and slice them into sticks.',
    pro: 'Square off, 3 mm planks, stack and cut; a mandoline is faster.',
  },
  {
    id: 'dice',
    name: 'dice',
    forms: ['dice', 'dices', 'diced', 'dicing'],
    meaning: 'Cut into even cubes: small is about 5 mm, medium about 1 cm, large about 2 cm.',
    watchFor: 'Pieces of a similar size, so none burn while others stay raw.',
    tip: 'Cut a flat side first so the food sits still on the board, then slice, stack and cut across.',
    pro: 'Even cuts cook evenly; keep an onion’s root on to hold the layers.',
  },
  {
    id: 'mince',
    name: 'mince',
    forms: ['mince', 'minces', 'minced', 'mincing'],
    meaning: 'Chop very finely, into tiny bits, so the flavour spreads through the dish.',
    watchFor: 'Even, almost paste-like bits. Minced garlic burns within seconds in hot fat.',
    tip: 'Rock the knife over the pile with your other hand flat on top of the blade, gather, and repeat.',
    pro: 'A pinch of salt on the board turns garlic to paste.',
  },
  {
    id: 'chop',
    name: 'chop',
    forms: ['chop', 'chops', 'chopped', 'chopping'],
    pattern: /(?<!(?:pork|lamb|veal) )\bchop(?:s|ped|ping)?\b/,
    meaning: 'Cut into rough, bite-sized pieces; they needn’t be perfect.',
    watchFor: 'Pieces roughly the same size, so they cook together.',
    tip: 'Keep the knife tip on the board and rock the blade, rather than lifting and hacking.',
    pro: 'Roughly even is enough; save the precision for dice.',
  },
  {
    id: 'zest',
    name: 'zest',
    forms: ['zest', 'zests', 'zested', 'zesting'],
    meaning: 'Grate off only the coloured outer skin of citrus, where the fragrant oils are.',
    watchFor: 'Only the coloured layer coming off: the white pith underneath is bitter.',
    tip: 'Zest the fruit before you cut or juice it; it is much easier while it is whole.',
    pro: 'Fine grater, light pressure, straight over the bowl to catch the oils.',
  },
  {
    id: 'emulsify',
    name: 'emulsify',
    forms: ['emulsify', 'emulsifies', 'emulsified', 'emulsifying', 'emulsion'],
    meaning:
      'Whisk two liquids that don’t usually mix, like oil and vinegar, into one smooth, creamy mixture.',
    watchFor: 'A thick, glossy texture. Oily streaks separating out mean it has split.',
    tip: 'Add the oil a few drops at a time at first, whisking hard; a spoon of mustard helps it hold.',
    pro: 'Stream slowly; rescue a split one drop by drop into a fresh yolk.',
  },
  {
    id: 'cream',
    name: 'cream',
    forms: ['cream', 'creams', 'creamed', 'creaming'],
    pattern:
      /\bcream(?:ed|ing)\b(?! corn)|\bcreams? (?:together |the )?(?:soft(?:ened)? )?(?:butter|sugar)\b/,
    meaning:
      'Beat soft butter and sugar together until pale and fluffy, trapping air that helps cakes and cookies rise.',
    watchFor: 'The mixture turning clearly paler and fluffier: 3 to 5 minutes with a mixer.',
    tip: 'Use soft, room-temperature butter: it dents when pressed but isn’t greasy or melted.',
    pro: 'Butter at about 18 °C; the creaming is your leavening, don’t rush it.',
  },
  {
    id: 'rub-in',
    name: 'rub in',
    forms: ['rub in', 'rubs in', 'rubbed in', 'rubbing in'],
    pattern:
      /\brub(?:s|bed|bing)? in\b|\brub(?:s|bed|bing)? (?:the )?(?:cold )?(?:butter|fat|lard|shortening) into\b/,
    meaning:
      'Rub cold butter into flour with your fingertips until it looks like breadcrumbs, for pastry, scones and crumble.',
    watchFor: 'Fine crumbs with no big lumps of butter. Stop before it turns into a paste.',
    tip: 'Use cold butter and lift the mixture as you rub, letting it fall back so it stays cool.',
    pro: 'Fingertips only, cold hands; a few pea-sized bits make flakier pastry.',
  },
  {
    id: 'sift',
    name: 'sift',
    forms: ['sift', 'sifts', 'sifted', 'sifting'],
    meaning: 'Shake flour or a powder through a sieve to break up lumps and add air.',
    watchFor: 'A light, even pile with no lumps left in the sieve.',
    tip: 'Tap the side of the sieve with your hand rather than pressing the flour through.',
    pro: 'Sift leaveners with the flour so they spread evenly.',
  },
  {
    id: 'marinate',
    name: 'marinate',
    forms: ['marinate', 'marinates', 'marinated', 'marinating', 'marinade'],
    meaning: 'Soak food in a seasoned liquid so it takes on flavour.',
    watchFor:
      'Time: acidic marinades work fast, and fish needs only 15 to 30 minutes before it turns mushy.',
    tip: 'Marinate in the fridge, and throw away marinade that touched raw meat unless you boil it.',
    pro: 'Salt does most of the work; keep acid brief.',
  },
  {
    id: 'season-to-taste',
    name: 'season to taste',
    forms: ['season to taste', 'to taste', 'taste and adjust', 'season', 'seasoned', 'seasoning'],
    meaning:
      'Taste the food and add salt (and pepper or a squeeze of lemon) little by little until it tastes right to you.',
    watchFor: 'Bright flavours rather than flat ones. If it tastes dull, it usually needs salt.',
    tip: 'Add a pinch, stir, wait a moment and taste again: you can always add more, never take it out.',
    pro: 'Season in layers; finish with acid as well as salt.',
  },
  {
    id: 'al-dente',
    name: 'al dente',
    forms: ['al dente'],
    meaning: 'Cooked until tender but still a little firm when bitten, usually said of pasta.',
    watchFor:
      'A tiny white dot in the centre when you bite a piece. Start tasting 2 minutes before the packet time.',
    tip: 'Save a cup of the pasta water before draining: its starch helps the sauce cling.',
    pro: 'Pull it a minute early and finish it in the sauce with pasta water.',
  },
];
