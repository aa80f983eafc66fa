/**
 * The words of shop receipts and packaging that are not in the ingredient dictionary: how tills
 * shorten food names, which words mark a line that is not an item (totals, payment, the shop's
 * address, a nutrition panel) and which name things that are not food. Data for
 * receipt-items.ts; all lowercase, in lexicon-key form.
 */

/**
 * Till abbreviations and the words they stand for. Only shortenings that mean one food word on
 * a grocery receipt: "pk" (pack or pork?) and "sal" (salad or salmon?) are left out on purpose.
 */
export const RECEIPT_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  // poultry, meat, fish
  ['chkn', 'chicken'],
  ['chk', 'chicken'],
  ['chix', 'chicken'],
  ['ckn', 'chicken'],
  ['brst', 'breast'],
  ['bnls', 'boneless'],
  ['thgh', 'thigh'],
  ['thghs', 'thighs'],
  ['grnd', 'ground'],
  ['grd', 'ground'],
  ['bf', 'beef'],
  ['trky', 'turkey'],
  ['tky', 'turkey'],
  ['bcn', 'bacon'],
  ['saus', 'sausage'],
  ['ssg', 'sausage'],
  ['shrmp', 'shrimp'],
  ['slmn', 'salmon'],
  // dairy and eggs
  ['mlk', 'milk'],
  ['btr', 'butter'],
  ['bttr', 'butter'],
  ['chs', 'cheese'],
  ['chse', 'cheese'],
  ['chdr', 'cheddar'],
  ['ched', 'cheddar'],
  ['mozz', 'mozzarella'],
  ['parm', 'parmesan'],
  ['yog', 'yogurt'],
  ['yogrt', 'yogurt'],
  ['ygrt', 'yogurt'],
  ['yoghrt', 'yogurt'],
  ['crm', 'cream'],
  ['hvy', 'heavy'],
  ['sr', 'sour'],
  // produce
  ['bnna', 'banana'],
  ['bnnas', 'bananas'],
  ['appl', 'apple'],
  ['appls', 'apples'],
  ['strwb', 'strawberries'],
  ['strawb', 'strawberries'],
  ['strwbry', 'strawberries'],
  ['blubry', 'blueberries'],
  ['bluebry', 'blueberries'],
  ['lmn', 'lemon'],
  ['lmns', 'lemons'],
  ['avo', 'avocado'],
  ['avoc', 'avocado'],
  ['tom', 'tomato'],
  ['toms', 'tomatoes'],
  ['tmto', 'tomato'],
  ['pota', 'potato'],
  ['onin', 'onion'],
  ['onn', 'onion'],
  ['grlc', 'garlic'],
  ['crt', 'carrot'],
  ['crts', 'carrots'],
  ['carr', 'carrots'],
  ['cel', 'celery'],
  ['brocc', 'broccoli'],
  ['broc', 'broccoli'],
  ['caul', 'cauliflower'],
  ['cauli', 'cauliflower'],
  ['mush', 'mushroom'],
  ['mshrm', 'mushroom'],
  ['mshrms', 'mushrooms'],
  ['spnch', 'spinach'],
  ['lett', 'lettuce'],
  ['cuc', 'cucumber'],
  ['cuke', 'cucumber'],
  ['zucc', 'zucchini'],
  ['jal', 'jalapeno'],
  ['pepr', 'pepper'],
  ['ppr', 'pepper'],
  ['grn', 'green'],
  ['swt', 'sweet'],
  // cupboard
  ['spag', 'spaghetti'],
  ['spagh', 'spaghetti'],
  ['pnut', 'peanut'],
  ['pnt', 'peanut'],
  ['oj', 'orange juice'],
  ['evoo', 'extra virgin olive oil'],
  ['oliv', 'olive'],
  ['flr', 'flour'],
  ['sug', 'sugar'],
  ['sgr', 'sugar'],
  ['brd', 'bread'],
  ['wht', 'white'],
  ['whl', 'whole'],
  ['bns', 'beans'],
  ['blk', 'black'],
  ['tort', 'tortillas'],
  ['ckpea', 'chickpeas'],
  // words that change where an item is kept
  ['frz', 'frozen'],
  ['frzn', 'frozen'],
  ['fz', 'frozen'],
]);

/** A line with one of these words is a total, a payment, the shop or a label's small print. */
export const NOT_AN_ITEM_WORDS: ReadonlySet<string> = new Set(
  [
    // totals and payment
    'subtotal total totals tax taxes taxable vat gst hst change cash visa mastercard amex',
    'discover debit credit card tender tendered payment paid auth authorization approval',
    'approved ref acct account balance due refund void chip pin aid terminal merchant invoice',
    'signature tip',
    // loyalty and offers
    'member membership rewards points savings saved save discount coupon promo loyalty bonus',
    'deposit fee',
    // the shop and the visit
    'receipt cashier register lane trans transaction store manager thank thanks welcome visit',
    'survey www http https com tel phone fax hours sold return returns policy customer',
    'supermarket grocery mart inc llc st ave rd blvd street avenue road suite ste hwy',
    // a label's nutrition panel and small print
    // (not "sodium" or "vitamin": "low sodium broth" and "vitamin d milk" are items)
    'nutrition facts calories calorie cholesterol carbohydrate carbohydrates sugars daily',
    'serving servings ingredients contains allergen allergens manufactured distributed',
  ]
    .join(' ')
    .split(' '),
);

/** Things a grocery receipt lists that are not food, even when a food word is in the name. */
export const NOT_FOOD_WORDS: ReadonlySet<string> = new Set(
  [
    'soap shampoo conditioner detergent toothpaste tissue tissues towel towels napkin napkins',
    'diaper diapers candle candles litter bleach lotion deodorant battery batteries cleaner',
    'wipes sponge sponges trash',
  ]
    .join(' ')
    .split(' '),
);

/** Words that say an item was bought frozen, so it goes in the freezer whatever it is. */
export const FROZEN_WORDS: ReadonlySet<string> = new Set(['frozen', 'freezer']);
