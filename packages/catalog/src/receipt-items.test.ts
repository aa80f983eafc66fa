import fc from 'fast-check';
import { photoScanItemSchema } from '@mise/domain/entities/assistant';
import { describe, expect, it } from 'vitest';
import { findIngredient } from './ingredients';
import { TEXT_LIMITS } from '@mise/domain/fields';
import { readReceipt, receiptItems } from './receipt-items';
import { RECEIPT_ABBREVIATIONS, RECEIPT_PHRASES } from './receipt/abbreviations';
import { FOREIGN_FOOD_PHRASES } from './receipt/languages';
import { isKnownWord } from './receipt/spelling';

/** Words abbreviations spell out that are not food but say how it was sold or made. */
const DESCRIPTOR_LIKE: ReadonlySet<string> = new Set(
  'boneless skinless seedless large medium small organic shredded sharp creamy chunky frozen breakfast'.split(
    ' ',
  ),
);

const lines = (...text: string[]) => text.join('\n');
const names = (text: string) => receiptItems(text).map((item) => item.name);
const piece = (name: string, category: string, quantity = 1) => ({
  name,
  category,
  quantity,
  unit: 'piece',
});

describe('receiptItems', () => {
  it('reads a receipt as tesseract returned it: items with counts, weights and places', () => {
    // Word for word what OCR made of sync-server's generated test receipt, blank lines included.
    const ocr = lines(
      'FRESH MART #0421',
      '',
      '123 MAIN ST',
      '',
      'WHOLE MILK 1GAL 3.49',
      '2.@1.99',
      '',
      'BANANAS 2.1 LB 1.24',
      'LG EGGS DOZEN 2.99',
      'CHKN BREAST 8.47',
      'FRZ PEAS 1.79',
      'SPAGHETTI 160Z 1.29',
      'SUBTOTAL 19.27',
      'TAX 0.00',
      'TOTAL 19.27',
      'VISA ****1234 19.27',
      'CHANGE 0.00',
    );
    expect(receiptItems(ocr)).toEqual([
      piece('Milk', 'fridge', 2),
      { name: 'Banana', category: 'pantry', quantity: 2, unit: 'lb' },
      piece('Egg', 'fridge', 12),
      piece('Chicken breast', 'fridge'),
      piece('Pea', 'freezer'),
      piece('Spaghetti', 'pantry'),
    ]);
  });

  it('gives nothing for text with no food in it, or no text', () => {
    expect(receiptItems('')).toEqual([]);
    expect(receiptItems('\n \n')).toEqual([]);
    expect(
      receiptItems(
        lines('QUICK STOP', '55 HARBOR AVE', 'TEL (555) 201-3344', '03/14/2025 18:02', 'THANK YOU'),
      ),
    ).toEqual([]);
  });

  it('skips totals, payment, savings and the shop, and reads nothing after the total', () => {
    const ocr = lines(
      'ORCHARD GROCERY INC',
      'APPLES 3.98',
      'MEMBER SAVINGS MILK -0.50',
      'BAG FEE 0.10',
      'SUB TOTAL 3.58',
      'TOTAL 3.58',
      'TRY OUR ROTISSERIE CHICKEN 4.99',
    );
    expect(names(ocr)).toEqual(['Apple']);
  });

  it('takes counts from "2 x", "2X", "x2", "QTY 3", a leading number and "N @ price"', () => {
    expect(
      receiptItems(
        lines(
          '2 x LEMONS 1.58',
          '2XLIMES 1.00',
          'AVOCADO x3 3.00',
          'ONIONS QTY 3 2.37',
          '4 GARLIC 2.00',
          'CARROTS 3 @ 0.99 2.97',
        ),
      ).map((item) => [item.name, item.quantity]),
    ).toEqual([
      ['Lemon', 2],
      ['Lime', 2],
      ['Avocado', 3],
      ['Onion', 3],
      ['Garlic', 4],
      ['Carrot', 3],
    ]);
  });

  it('applies a count or weight line to the item above it, across blank lines and lone prices', () => {
    const ocr = lines(
      'YOGURT',
      '',
      '3 @ 1.25',
      'TOMATOES',
      '1.20 lb @ 2.49 /lb',
      '2.99',
      'POTATOES',
      '0.40 kg @ 3.00/kg 1.20',
    );
    expect(receiptItems(ocr)).toEqual([
      piece('Yogurt', 'fridge', 3),
      { name: 'Tomato', category: 'pantry', quantity: 1, unit: 'lb' },
      { name: 'Potato', category: 'pantry', quantity: 400, unit: 'g' },
    ]);
  });

  it('does not give a count to an earlier item when the line above it was not food', () => {
    expect(receiptItems(lines('MILK 3.49', 'PAPER TOWELS 5.99', '2 @ 2.99'))).toEqual([
      piece('Milk', 'fridge'),
    ]);
  });

  it('ignores package sizes, but counts packs and dozens as pieces', () => {
    expect(
      receiptItems(
        lines(
          'OLIVE OIL 16.9 FL OZ 7.99',
          'RICE 5 LB 4.49',
          'HEAVY CREAM 1/2 GAL 6.29',
          'TORTILLAS 10CT 2.49',
          'EGGS 2 DOZ 5.98',
          '2 x YOGURT 6PK 7.00',
        ),
      ),
    ).toEqual([
      piece('Olive oil', 'pantry'),
      piece('Rice', 'pantry'),
      piece('Heavy cream', 'fridge'),
      piece('Tortilla', 'pantry', 10),
      piece('Egg', 'fridge', 24),
      piece('Yogurt', 'fridge', 12),
    ]);
  });

  it('spells out till abbreviations', () => {
    expect(
      names(
        lines(
          'BNLS CHKN BRST 9.87',
          'GRND BF 80/20 5.49',
          'SR CRM 1.99',
          'SHRD MOZZ 3.49',
          'OJ 52 FL OZ 3.99',
          'GRN PEPR 0.99',
        ),
      ),
    ).toEqual([
      'Chicken breast',
      'Ground beef',
      'Sour cream',
      'Mozzarella',
      'Orange juice',
      'Bell pepper',
    ]);
  });

  it('puts what was bought frozen in the freezer, whatever it is', () => {
    expect(receiptItems(lines('FRZN BROCCOLI 2.49', 'BROCCOLI 1.99', 'FROZEN CORN 1.50'))).toEqual([
      piece('Broccoli', 'freezer'),
      piece('Broccoli', 'fridge'),
      piece('Corn', 'freezer'),
    ]);
  });

  it('reads through OCR noise: digits in words, a letter off, stray marks and tax flags', () => {
    const ocr = lines(
      'M1LK 2% 3.49 F',
      '0NIONS 1.29 N',
      'SPAGHETT1 1.29',
      'BANANSA 0.59',
      'CHICKFN THIGHS 6.12 F',
      "STRAWBERRIES, 1 LB '3.99",
      'BUTTFR !. 4.29',
      '|  SPINACH  2.99  T',
    );
    expect(names(ocr)).toEqual([
      'Milk',
      'Onion',
      'Spaghetti',
      'Banana',
      'Chicken thigh',
      'Strawberry',
      'Butter',
      'Spinach',
    ]);
  });

  it('does not read a short unknown word as a food one letter away', () => {
    // "mart" is one letter from "malt", "lame" from "lime".
    expect(receiptItems(lines('MART 1.00', 'LAME 2.00', 'PEAT 3.00'))).toEqual([]);
  });

  it('does not read a word as a food more letters away than its length allows', () => {
    // Two letters from "corn", "grape" and (of nine letters, where two are allowed) three from
    // "butter": a shop's name and a store's other goods, not food misread.
    expect(receiptItems(lines('CORNER GROCER #12', 'GRAPPA 9.99', 'BUTTERFLY CLIPS 1.00'))).toEqual(
      [],
    );
  });

  it('merges an ingredient bought twice into one item', () => {
    expect(
      receiptItems(lines('MILK 3.49', 'BREAD 2.50', 'WHOLE MILK 3.49', '2 x BREAD 5.00')),
    ).toEqual([piece('Milk', 'fridge', 2), piece('Bread', 'pantry', 3)]);
  });

  it('drops what is not food even with a food word in its name, and lines it does not know', () => {
    expect(
      names(lines('LEMON DISH SOAP 2.99', 'ALUMINUM FOIL 3.49', 'GIFT CARD 25.00', 'RICE 2.00')),
    ).toEqual(['Rice']);
  });

  it('reads labels with no prices, leaving out their nutrition panel and ingredient list', () => {
    const ocr = lines(
      'ORGANIC',
      'Whole Milk',
      'Nutrition Facts',
      'Total Fat 8g',
      'Includes 0g Added Sugars',
      'Ingredients: organic milk, vitamin d3',
      'Greek Yogurt',
      'Plain',
    );
    expect(names(ocr)).toEqual(['Milk', 'Greek yogurt']);
  });

  it('keeps every item within §3 for any text at all', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.constantFrom(
              'MILK',
              '2 @ 1.99',
              '1.2 LB',
              'EGGS 99CT',
              'x99',
              '0.001 kg',
              'TOTAL 1.00',
            ),
          ),
        ),
        (parts) => {
          for (const item of receiptItems(parts.join('\n'))) {
            expect(photoScanItemSchema.parse(item)).toEqual(item);
          }
        },
      ),
    );
  });
});

describe('receiptItems, reading a receipt as a receipt', () => {
  it('never reads the header, its date and time, or a loyalty or return line as an item', () => {
    const ocr = lines(
      'HARBOR FOODS',
      '77 PINE RD',
      'Date : 05/02/2025',
      'DATE',
      'DATE & TIME',
      'Time: 17:42',
      'Fecha: 05/02/2025 Hora: 17:42',
      'Datum: 05.02.2025',
      'FEB 5, 2025 5:42 PM',
      'SPRINGFIELD IL 62704',
      'MEDJOOL DATES 5.99',
      'RETURN MILK -3.49',
      'COUPON BUTTER 0.75-',
      'REWARDS POINTS 120',
      'TOTAL 5.99',
    );
    expect(names(ocr)).toEqual(['Date']);
  });

  it('stops at totals in the five languages and skips tax and payment lines', () => {
    for (const total of ['SUMME EUR 4,20', 'TOTALE 4,20', 'TOTAL TTC 4,20', 'GRAND TOTAL 4.20']) {
      expect(
        names(lines('RICE 4.20', 'MWST 7% 0,27', 'TVA 5,5% 0,22', total, 'LEMONS 1.00')),
      ).toEqual(['Rice']);
    }
    expect(names(lines('EFECTIVO 10,00', 'CONTANTI 10,00', 'CB 10,00', 'ONIONS 1.99'))).toEqual([
      'Onion',
    ]);
  });

  it('never reads household goods, clothes, cookware, stationery or hardware as food', () => {
    const ocr = lines(
      'GARBAGE BAG 30CT 6.49',
      'AA BATTERIES 4PK 5.99',
      'LAUNDRY DETERGENT 11.99',
      'CANVAS SHOES 24.00',
      'OVEN MITT 4.99',
      'NONSTICK FRYING PAN 19.99',
      'BALLPOINT PENS 3.49',
      'WOOD SCREWS 100PC 4.50',
      'BEYOND BROTHERS HARDWARE',
      'STOCK NO 1234 2.00',
      'PLASTIC WRAP 2.99',
      'SACCHETTO 0,10',
      'WASCHMITTEL 3,99',
    );
    expect(receiptItems(ocr)).toEqual([]);
  });

  it('gives a product made of a food as that product or nothing, never the food', () => {
    const ocr = lines(
      'MISTER POTATO CHIPS 2.49',
      'HARD SALAMI 4.99',
      'DOUBLE CHOC ICE CREAM 5.49',
      'ALMOND FUDGE ICE CREAM BAR 4.99',
      'CHOC ICE 3.00',
      'PEANUT BUTTER CUPS 1.29',
      'CHICKEN NOODLE SOUP 1.99',
      'BEEF JERKY 6.99',
      'RAMEN-BEEF12 0.50',
      'BEEF FLAVOR RAMEN 0.45',
      'TORTILLA CHIPS 3.49',
    );
    expect(receiptItems(ocr)).toEqual([
      piece('Ice cream', 'freezer'),
      piece('Ramen noodle', 'pantry', 2),
      piece('Tortilla chip', 'pantry'),
    ]);
  });

  it('reads abbreviations and store-brand prefixes', () => {
    expect(
      names(
        lines(
          'GV PNT BUTTR 16OZ 2.48',
          'FULL CRM MILK 2L 3.10',
          'BRWN RICE 2LB 2.19',
          'KS SHRP CHDR 8.99',
          'GRK YOGRT 1.29',
          'HVY CRM 3.49',
          'PEANUTBUTTER 2.99',
        ),
      ),
    ).toEqual(['Peanut butter', 'Milk', 'Brown rice', 'Cheddar', 'Greek yogurt', 'Heavy cream']);
  });

  it('reads lines in Spanish, French, Italian and German', () => {
    expect(
      names(
        lines(
          'LECHE ENTERA 1L 0,89',
          'POMMES DE TERRE 2KG 2,49',
          'PETTO DI POLLO 5,20',
          'HACKFLEISCH 500G 3,49',
          'BEURRE DOUX 250G 2,10',
          'ZUCCHERO 1KG 1,09',
          'YAOURT AUX FRAISES 1,99',
        ),
      ),
    ).toEqual(['Milk', 'Potato', 'Chicken breast', 'Ground beef', 'Butter', 'Sugar', 'Yogurt']);
  });

  it('takes counts from quantity forms and columns, never from line numbers or glued codes', () => {
    const counted = (...text: string[]) =>
      receiptItems(lines(...text)).map((item) => [item.name, item.quantity]);
    // Line numbers count up the page; "61" is far beyond any quantity column.
    expect(counted('1 MILK 3.49', '2 BREAD 2.50', '3 ONIONS 1.99')).toEqual([
      ['Milk', 1],
      ['Bread', 1],
      ['Onion', 1],
    ]);
    expect(counted('61 RICE 2.00')).toEqual([['Rice', 1]]);
    expect(counted('RAMEN-BEEF12 0.50', 'MILK10 3.49')).toEqual([
      ['Ramen noodle', 1],
      ['Milk', 1],
    ]);
    // A quantity column mostly repeats 1; a count times the unit price makes the line's total.
    expect(counted('1 MILK 3.49 3.49', '3 LEMONS 0.50 1.50', '1 BREAD 2.50 2.50')).toEqual([
      ['Milk', 1],
      ['Lemon', 3],
      ['Bread', 1],
    ]);
    expect(counted('LIMES 0.40 3 1.20', 'EIER 10ST 2,19', 'GARLIC', '2 @ 0.59 1.18')).toEqual([
      ['Lime', 3],
      ['Egg', 10],
      ['Garlic', 2],
    ]);
  });

  it('does not correct header words into foods, nor a word that lost its first letter', () => {
    // "LEEDS" is one letter from "leeks", "PRICE" from "rice", "MAYOR" from "mayo".
    expect(
      receiptItems(
        lines('LEEDS LS1 4AB', 'CALLE MAYOR 3', '75011 PARIS', 'U.PRICE 2.00', 'S/PRICE'),
      ),
    ).toEqual([]);
  });
});

describe('readReceipt', () => {
  it('gives no items for a restaurant bill, and says so', () => {
    for (const mark of [
      'Table 12  Server: ANA',
      'SERVICE CHARGE 10% 3.20',
      'Covers: 2',
      'TAKE AWAY',
    ]) {
      const bill = lines(
        'SPICE GARDEN',
        mark,
        'BUTTER NAN 2.50',
        'CHICKEN TIKKA 11.90',
        'TOTAL 14.40',
      );
      expect(readReceipt(bill)).toEqual({ items: [], reason: 'restaurant_bill', lines: [] });
    }
    expect(readReceipt(lines('TRATTORIA DA LUCA', 'COPERTO 2,00', 'SPAGHETTI 9,00'))).toMatchObject(
      {
        items: [],
        reason: 'restaurant_bill',
      },
    );
  });

  it('does not take a grocery receipt for a restaurant bill', () => {
    const reading = readReceipt(lines('TABLE SALT 0.99', 'BUTTER 3.49', 'TOTAL 4.48'));
    expect(reading.reason).toBeUndefined();
    expect(reading.items.map((item) => item.name)).toEqual(['Salt', 'Butter']);
  });

  it('gives each item with the line it came from', () => {
    expect(readReceipt(lines('MILK 3.49', 'BREAD 2.50', 'WHOLE MILK 3.49')).lines).toEqual([
      { line: 'MILK 3.49', item: piece('Milk', 'fridge') },
      { line: 'BREAD 2.50', item: piece('Bread', 'pantry') },
      { line: 'WHOLE MILK 3.49', item: piece('Milk', 'fridge') },
    ]);
  });
});

describe('the receipt dictionaries', () => {
  it('spell abbreviations out into words the ingredient dictionary or its descriptors know', () => {
    const unknown = [...RECEIPT_ABBREVIATIONS, ...RECEIPT_PHRASES]
      .flatMap(([, words]) => words.split(' '))
      .filter((word) => !isKnownWord(word) && findIngredient(word) === undefined)
      .filter((word) => !DESCRIPTOR_LIKE.has(word));
    expect(unknown).toEqual([]);
  });

  it('translate every foreign phrase to a name the ingredient dictionary holds', () => {
    const missing = FOREIGN_FOOD_PHRASES.filter(([, english]) => !findIngredient(english));
    expect(missing).toEqual([]);
  });
});

describe('readReceipt items and their lines', () => {
  it('gives each item its line, and one bought on two lines the first of them', () => {
    expect(readReceipt('WHOLE MILK 1GAL 3.49\nSPAGHETTI 1.29\nWHOLE MILK 1GAL 3.49').items).toEqual(
      [
        {
          name: 'Milk',
          category: 'fridge',
          quantity: 2,
          unit: 'piece',
          line: 'WHOLE MILK 1GAL 3.49',
        },
        {
          name: 'Spaghetti',
          category: 'pantry',
          quantity: 1,
          unit: 'piece',
          line: 'SPAGHETTI 1.29',
        },
      ],
    );
  });

  it('cuts a line too long for the answer rather than refusing it', () => {
    const [item] = readReceipt(`SPAGHETTI 1.29 ${'X'.repeat(300)}`).items;
    expect(item?.line).toHaveLength(TEXT_LIMITS.line);
    expect(item?.line?.startsWith('SPAGHETTI 1.29 XXX')).toBe(true);
  });
});
