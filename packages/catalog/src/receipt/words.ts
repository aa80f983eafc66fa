/**
 * The words of shop receipts and packaging that decide what a line is before its food is looked
 * up: which mark a line that is not an item (totals, payment, the shop, loyalty, returns, a
 * nutrition panel), which name goods that are not food, which turn a food word into another
 * product ("potato chips"), and which say the bill is a restaurant's. All lowercase, in
 * lexicon-key form (accents and punctuation gone), in the five languages the app speaks.
 */

const wordSet = (...groups: readonly string[]): ReadonlySet<string> =>
  new Set(groups.join(' ').split(' '));

/** A line with one of these words is a total, a payment, the shop or a label's small print. */
export const NOT_AN_ITEM_WORDS = wordSet(
  // totals and tax
  'subtotal total totals tax taxes taxable vat gst hst sst rounding rounded balance due',
  'summe gesamt zwischensumme mwst ust steuer netto brutto soustotal tva ht ttc iva importe',
  'totale subtotale imponibile importo',
  // payment and change
  'change cash visa mastercard amex discover debit credit card tender tendered payment paid',
  'auth authorization approval approved ref acct account chip pin aid terminal merchant',
  'contactless nfc signature tip efectivo tarjeta cambio pago especes rendu monnaie carte cb',
  'paiement contanti resto bancomat pagamento rueckgeld ruckgeld karte girocard kartenzahlung',
  'gegeben zuruck zurueck',
  // loyalty, offers and returns
  'member membership rewards points savings saved save discount coupon promo loyalty bonus',
  'deposit fee refund void return returns returned exchange clubcard payback punti puntos',
  'fidelite descuento remise sconto rabatt pfand',
  // the shop, its papers and the visit
  'receipt invoice bill cashier register lane trans transaction store manager thank thanks',
  'welcome visit survey www http https com tel phone fax hours sold policy customer salesperson',
  'supermarket grocery mart inc llc ltd sdn bhd gmbh sarl srl company enterprise trading',
  'hardware st ave rd blvd street avenue road suite ste hwy jalan jln taman',
  'calle avenida plaza rue boulevard via viale piazza corso strasse str platz weg allee',
  'mercado supermercado marche supermarche epicerie mercato supermercato alimentari markt',
  'supermarkt lebensmittel discount',
  'ticket caja gracias factura cajero caisse merci facture magasin scontrino cassa grazie',
  'fattura cassiere kasse beleg bon danke filiale kassierer rechnung',
  'price amount description items slip staff doc',
  // a label's nutrition panel and small print
  // (not "sodium" or "vitamin": "low sodium broth" and "vitamin d milk" are items)
  'nutrition facts calories calorie cholesterol carbohydrate carbohydrates sugars daily',
  'serving servings ingredients contains allergen allergens manufactured distributed',
);

/** The first word of a header's "Date:" or "Time 18:02", in the five languages. */
export const DATE_TIME_LABELS = wordSet('date time datum uhrzeit zeit fecha hora heure data ora');

/** Goods a receipt lists that are not food, even when a food word is in the name. */
export const NOT_FOOD_WORDS = wordSet(
  // household and cleaning
  'soap shampoo conditioner detergent laundry softener bleach dishwasher toothpaste toothbrush',
  'floss razor deodorant lotion sunscreen tissue tissues towel towels napkin napkins diaper',
  'diapers wipes sponge sponges cleaner polish candle candles scented litter trash garbage',
  'bin liner liners ziploc foil aluminum aluminium cling plastic paper straws',
  'battery batteries charger cable adapter bulbs lightbulb lamp led fuse socket plug switch',
  // clothes and shoes
  'shoe shoes sock socks boot boots slipper slippers sandal sandals shirt tshirt glove gloves',
  'mitt mitts apron',
  // cookware and tableware
  'cookware bakeware skillet saucepan frying wok kettle pans tray utensil spatula whisk knife',
  'knives fork forks spoons plates bowls mug mugs tumbler container containers lid lids',
  // stationery and hardware
  'pen pens pencil pencils notebook envelope envelopes tape glue stapler staples marker markers',
  'folder clips scissors ruler eraser ink toner printer cement screw screws nail nails bolt',
  'bolts drill drills hammer paint brush pipe hose wire timer tool tools wrench pliers saw',
  'cotton rubber steel stainless pvc',
  // pets, tobacco, papers, medicine, plants
  'dog cat pet puppy kitten cigarette cigarettes tobacco vape lighter matches magazine',
  'newspaper stamp stamps lottery gift toy toys tablets capsules ibuprofen aspirin bandage',
  'plaster flower flowers bouquet scent relief reliever',
  // the same in Spanish, French, Italian and German
  'bolsa jabon detergente lejia pilas papel servilleta sac savon lessive piles papier eponge',
  'sacchetto sacchetti busta shopper sapone detersivo pile carta tuete tute tragetasche seife',
  'waschmittel batterie batterien spuelmittel',
);

/**
 * Words that, following a food word, name a different product made with it: "potato chips",
 * "peanut butter cups", "chocolate ice" are not potatoes, peanut butter or chocolate. A line
 * with one is that product or nothing: an entry whose own names hold the word ("tortilla
 * chip", "ice cream") is kept, any other is dropped rather than guessed.
 */
export const PRODUCT_FORM_WORDS = wordSet(
  'chip chips crisp crisps cracker crackers cookie cookies biscuit biscuits cake cakes cupcake',
  'muffin muffins pie pies tart bar bars candy candies gum lollipop cone cones ice icecream',
  'gelato sorbet popsicle sundae cereal puff puffs snack snacks jerky soup sauce dressing dip',
  'spread drink drinks soda juice smoothie shake lemonade pizza sandwich burger burgers nuggets',
  'patties cups bites chews gummy gummies pudding mousse noodle noodles cheetos doritos',
  'pringles magnum cornetto drumstick',
);

/**
 * Dictionary names a receipt uses for something else: "stock" alone is the shop's stock, and
 * the dictionary files salami under pepperoni, which a cook would not accept.
 */
export const MISLEADING_FOOD_WORDS = wordSet('stock salami mortadella');

/** "BEEF FLAVOR RAMEN": the word before one of these is a taste, not the product. */
export const FLAVOUR_WORDS = wordSet(
  'flavor flavour flavored flavoured sabor saveur gusto geschmack',
);

/** Words that say an item was bought frozen, so it goes in the freezer whatever it is. */
export const FROZEN_WORDS = wordSet('frozen freezer surgele congelado congelados surgelati tk');

/**
 * Words only a restaurant's bill has: a table, a server, covers, a service charge, dine in or
 * take away, a tip. One is enough: a grocery receipt has none of them.
 */
export const RESTAURANT_WORDS = wordSet(
  'server waiter waitress covers pax guests gratuity dinein takeaway takeout eatin',
  'restaurant restaurants restoran ristorante restaurante trattoria osteria pizzeria',
  'brasserie bistro gasthaus gaststaette kopitiam camarero comensales propina serveur',
  'serveuse couverts couvert pourboire cameriere coperto coperti bedienung kellner trinkgeld',
);

/** Two-word restaurant phrases, in lexicon-key form. */
export const RESTAURANT_PHRASES: readonly string[] = [
  'service charge',
  'svc chg',
  'dine in',
  'eat in',
  'take away',
  'take out',
  'order number',
  'order no',
  'your order',
  'service compris',
  'servizio incluso',
];

/** "Table 12", "TBL 4", "Mesa 3": a table word with its number. */
export const TABLE_NUMBER = /\b(?:table|tbl|tisch|tavolo|mesa)\s*(?:no\.?|nr\.?|#|:)?\s*\d/;
