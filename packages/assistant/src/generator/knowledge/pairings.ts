/**
 * Which main ingredients go together: classic pairings that recur across cookbooks (chicken
 * and broccoli, lamb and eggplant, black beans and corn, feta and watermelon). Cuts and kinds
 * of one ingredient pair alike, so they share a family (chicken thigh and breast are chicken).
 * Pairs are symmetric; a dish may only combine mains that pair with each other.
 */
const FAMILY: Readonly<Record<string, string>> = {
  'chicken breast': 'chicken',
  'chicken thigh': 'chicken',
  'chicken drumstick': 'chicken',
  'chicken wing': 'chicken',
  'rotisserie chicken': 'chicken',
  'ground chicken': 'chicken',
  steak: 'beef',
  'ground beef': 'beef',
  'pork chop': 'pork',
  'pork tenderloin': 'pork',
  'ground pork': 'pork',
  'ground turkey': 'turkey',
  'ground lamb': 'lamb',
  'italian sausage': 'sausage',
  kielbasa: 'sausage',
  cod: 'white fish',
  tilapia: 'white fish',
  halibut: 'white fish',
  'sea bass': 'white fish',
  trout: 'salmon',
  'cherry tomato': 'tomato',
  'roma tomato': 'tomato',
  'canned tomato': 'tomato',
  'red cabbage': 'cabbage',
  'napa cabbage': 'cabbage',
  romaine: 'lettuce',
  'salad greens': 'lettuce',
  'portobello mushroom': 'mushroom',
  'shiitake mushroom': 'mushroom',
  jalapeno: 'chili pepper',
  'red lentil': 'lentil',
  pecorino: 'parmesan',
  'monterey jack': 'cheddar',
  cheese: 'cheddar',
  gruyere: 'cheddar',
  'collard greens': 'swiss chard',
  pumpkin: 'butternut squash',
};

const PARTNERS: Readonly<Record<string, string>> = {
  chicken:
    'broccoli, bell pepper, mushroom, spinach, zucchini, carrot, celery, potato, sweet potato, tomato, snow pea, green bean, asparagus, bok choy, cabbage, kale, corn, pea, cauliflower, eggplant, lettuce, avocado, fennel, olive, artichoke heart, butternut squash, chickpea, black bean, cannellini bean, lentil, pineapple, mango, cucumber, chili pepper, sun dried tomato, roasted red pepper, tomatillo, okra, arugula, parsnip, brussels sprout, swiss chard, bean sprout, kimchi, peach, apple, orange, lima bean, edamame, pinto bean, kidney bean, parmesan, mozzarella, cheddar, feta, goat cheese, queso fresco, blue cheese, egg, bacon, prosciutto, chorizo, shrimp, sausage',
  beef: 'broccoli, bell pepper, mushroom, carrot, potato, celery, tomato, snow pea, green bean, cabbage, bok choy, zucchini, corn, black bean, kidney bean, pinto bean, spinach, lettuce, eggplant, sweet potato, asparagus, arugula, chili pepper, kimchi, bean sprout, radish, avocado, parsnip, pea, cucumber, cheddar, parmesan, mozzarella, blue cheese, queso fresco, egg, bacon',
  pork: 'cabbage, bok choy, apple, green bean, bell pepper, mushroom, carrot, potato, sweet potato, pineapple, snow pea, broccoli, fennel, brussels sprout, kale, corn, tomatillo, chili pepper, black bean, pinto bean, eggplant, bean sprout, kimchi, spinach, zucchini, lettuce, orange, peach, pear, tofu, cannellini bean, radish, cucumber, egg, tomato, celery, parsnip, mango, avocado',
  lamb: 'eggplant, zucchini, tomato, potato, chickpea, carrot, spinach, bell pepper, green bean, pea, lentil, sweet potato, cucumber, butternut squash, pomegranate, artichoke heart, cauliflower, okra, date, raisin, fennel, cannellini bean, lettuce, feta, olive',
  sausage:
    'bell pepper, fennel, kale, broccoli, potato, cannellini bean, lentil, tomato, mushroom, zucchini, cabbage, swiss chard, spinach, pea, butternut squash, sweet potato, okra, shrimp, chickpea, apple, parmesan, mozzarella, egg',
  chorizo:
    'potato, black bean, pinto bean, chickpea, bell pepper, corn, kale, tomato, sweet potato, spinach, shrimp, mussel, clam, squid, egg, zucchini, avocado, queso fresco, cheddar',
  bacon:
    'brussels sprout, cabbage, potato, green bean, spinach, kale, pea, mushroom, corn, tomato, lettuce, egg, cannellini bean, swiss chard, asparagus, scallop, lentil, butternut squash, avocado, cheddar, parmesan, blue cheese',
  prosciutto:
    'arugula, pea, asparagus, mozzarella, parmesan, spinach, mushroom, fennel, peach, pear, egg',
  ham: 'pea, potato, egg, cabbage, asparagus, cheddar, lima bean, pineapple',
  turkey:
    'bell pepper, zucchini, spinach, black bean, kidney bean, sweet potato, tomato, mushroom, kale, carrot, celery, corn, lettuce, cabbage, avocado, cheddar',
  duck: 'orange, bok choy, mushroom, cabbage, cucumber, snow pea, pear',
  'white fish':
    'tomato, olive, potato, spinach, fennel, zucchini, bell pepper, asparagus, green bean, bok choy, cabbage, avocado, mango, corn, pea, mushroom, chickpea, cannellini bean, cucumber, chili pepper, lettuce, artichoke heart, pineapple, radish, shrimp, mussel, clam, chorizo',
  salmon:
    'asparagus, spinach, broccoli, potato, cucumber, avocado, bok choy, green bean, kale, lentil, snow pea, mushroom, pea, fennel, tomato, zucchini, sweet potato, mango, edamame, arugula, cabbage, radish, egg, smoked salmon',
  tuna: 'avocado, cucumber, edamame, green bean, olive, potato, tomato, lettuce, cannellini bean, arugula, radish, bok choy, snow pea, mango, bell pepper, egg, celery, chickpea, corn',
  'canned tuna':
    'cannellini bean, olive, tomato, lettuce, celery, egg, potato, green bean, cucumber, corn, chickpea, avocado, pea',
  'smoked salmon': 'cucumber, egg, avocado, potato, arugula, asparagus, radish',
  shrimp:
    'broccoli, snow pea, bell pepper, asparagus, zucchini, tomato, corn, avocado, mango, pineapple, spinach, bok choy, mushroom, pea, cucumber, cabbage, lettuce, bean sprout, chili pepper, green bean, kale, black bean, okra, tomatillo, radish, arugula, edamame, cauliflower, cannellini bean, feta, egg, mussel, clam, squid, scallop',
  scallop:
    'pea, asparagus, spinach, corn, mushroom, cauliflower, butternut squash, fennel, bok choy, snow pea, avocado',
  mussel: 'tomato, fennel, potato, celery, spinach, bell pepper, clam',
  clam: 'tomato, fennel, potato, celery, corn, pea, spinach',
  squid:
    'tomato, chili pepper, bell pepper, arugula, chickpea, potato, olive, fennel, celery, cucumber',
  crab: 'avocado, corn, cucumber, mango, asparagus, pea, bell pepper, celery, lettuce, egg, tomato',
  tofu: 'broccoli, bok choy, mushroom, snow pea, bell pepper, carrot, spinach, cabbage, green bean, eggplant, zucchini, bean sprout, edamame, kimchi, cucumber, asparagus, sweet potato, cauliflower, kale, pea, radish, chili pepper, lettuce, pineapple, corn, egg',
  tempeh:
    'broccoli, bell pepper, bok choy, carrot, green bean, kale, sweet potato, cabbage, snow pea, spinach, mushroom, zucchini, bean sprout',
  seitan: 'bell pepper, broccoli, mushroom, bok choy, snow pea, carrot, green bean, cabbage',
  egg: 'spinach, tomato, mushroom, bell pepper, potato, zucchini, asparagus, kale, pea, chili pepper, avocado, black bean, bean sprout, kimchi, bok choy, sweet potato, swiss chard, corn, eggplant, lettuce, green bean, artichoke heart, cucumber, radish, cabbage, carrot, snow pea, pinto bean, chickpea, feta, goat cheese, parmesan, cheddar, mozzarella, ricotta, queso fresco, halloumi, smoked salmon, prosciutto, ham, chorizo, bacon',
  halloumi:
    'tomato, zucchini, eggplant, bell pepper, cucumber, watermelon, arugula, chickpea, pomegranate, lentil, sweet potato, lettuce, mushroom, asparagus, peach',
  paneer: 'spinach, pea, tomato, bell pepper, cauliflower, mushroom, corn, potato',
  feta: 'tomato, cucumber, olive, spinach, watermelon, zucchini, eggplant, bell pepper, beet, lettuce, kale, arugula, chickpea, lentil, potato, sweet potato, butternut squash, pea, green bean, artichoke heart, pomegranate, strawberry, broccoli, cauliflower, orange, peach',
  mozzarella:
    'tomato, eggplant, zucchini, spinach, arugula, mushroom, bell pepper, roasted red pepper, sun dried tomato, avocado, peach, olive, artichoke heart',
  parmesan:
    'asparagus, broccoli, spinach, kale, arugula, mushroom, zucchini, pea, eggplant, tomato, cauliflower, brussels sprout, butternut squash, fennel, potato, artichoke heart, cannellini bean, swiss chard, lettuce, green bean, pear',
  ricotta:
    'spinach, zucchini, pea, tomato, mushroom, kale, butternut squash, eggplant, swiss chard, peach',
  'goat cheese':
    'beet, arugula, spinach, tomato, zucchini, mushroom, sweet potato, butternut squash, asparagus, roasted red pepper, lettuce, pear, apple, strawberry',
  cheddar:
    'broccoli, cauliflower, potato, corn, black bean, pinto bean, kidney bean, chili pepper, bell pepper, tomato, zucchini, spinach, mushroom, sweet potato, avocado, apple, lettuce',
  'queso fresco':
    'black bean, pinto bean, corn, tomato, tomatillo, avocado, chili pepper, potato, zucchini, lettuce, radish, watermelon, sweet potato, cabbage',
  'blue cheese': 'pear, apple, lettuce, spinach, beet, celery, arugula',
  chickpea:
    'spinach, tomato, cauliflower, sweet potato, eggplant, zucchini, carrot, cucumber, bell pepper, kale, potato, butternut squash, swiss chard, roasted red pepper, olive, artichoke heart, arugula, lettuce, pomegranate, date, raisin, okra, mushroom, pea, avocado, sun dried tomato',
  'black bean':
    'corn, bell pepper, sweet potato, tomato, avocado, chili pepper, zucchini, spinach, kale, mango, lettuce, butternut squash, tomatillo, cabbage, cauliflower, pineapple, radish',
  'kidney bean':
    'tomato, bell pepper, corn, celery, zucchini, sweet potato, carrot, potato, spinach, chili pepper, kale, cabbage',
  'pinto bean':
    'corn, tomato, chili pepper, bell pepper, zucchini, avocado, lettuce, sweet potato, cabbage, potato',
  'cannellini bean':
    'kale, spinach, tomato, swiss chard, zucchini, carrot, celery, potato, arugula, fennel, cabbage, butternut squash, olive, sun dried tomato, artichoke heart, green bean, mushroom',
  lentil:
    'carrot, celery, spinach, kale, tomato, potato, sweet potato, swiss chard, zucchini, butternut squash, beet, mushroom, eggplant, cauliflower, arugula, bell pepper',
  'lima bean': 'tomato, corn, spinach, celery, carrot, zucchini, pea',
  edamame:
    'corn, carrot, cucumber, cabbage, bell pepper, snow pea, broccoli, mushroom, bok choy, avocado, mango, spinach, radish',
  tomato:
    'cucumber, bell pepper, zucchini, eggplant, avocado, corn, spinach, olive, lettuce, arugula, green bean, okra, potato, chili pepper, mushroom, kale, swiss chard, fennel, cauliflower, cabbage, celery, carrot, artichoke heart, roasted red pepper, tomatillo, radish, peach, watermelon, sun dried tomato, pea, butternut squash',
  'bell pepper':
    'zucchini, eggplant, mushroom, broccoli, snow pea, corn, carrot, celery, cabbage, cucumber, bok choy, green bean, spinach, potato, sweet potato, chili pepper, okra, asparagus, cauliflower, bean sprout, pineapple, mango, avocado, olive, lettuce, kale',
  zucchini:
    'eggplant, corn, mushroom, carrot, spinach, potato, asparagus, pea, green bean, butternut squash, kale, olive, fennel, sweet potato, chili pepper, cauliflower, broccoli, arugula, snow pea, cucumber',
  eggplant: 'chili pepper, potato, okra, mushroom, olive, cauliflower, pomegranate',
  broccoli:
    'carrot, cauliflower, mushroom, snow pea, potato, sweet potato, green bean, asparagus, spinach, kale, pea, cabbage, bok choy',
  cauliflower:
    'potato, pea, carrot, spinach, sweet potato, kale, chili pepper, butternut squash, pomegranate',
  carrot:
    'celery, potato, pea, cabbage, snow pea, parsnip, sweet potato, green bean, spinach, kale, bok choy, cucumber, mushroom, corn, beet, radish, bean sprout, butternut squash, fennel, lettuce, cauliflower',
  celery: 'potato, cabbage, mushroom, pea, green bean, fennel, apple, lettuce',
  potato:
    'pea, green bean, spinach, kale, cabbage, corn, sweet potato, parsnip, fennel, mushroom, swiss chard, brussels sprout, asparagus, olive, artichoke heart, chili pepper',
  'sweet potato':
    'kale, spinach, brussels sprout, corn, avocado, chili pepper, cabbage, butternut squash, mushroom',
  spinach:
    'mushroom, pea, corn, butternut squash, artichoke heart, beet, strawberry, avocado, bean sprout, arugula, sun dried tomato, roasted red pepper, pear, apple, orange',
  kale: 'butternut squash, mushroom, apple, avocado, cabbage, pear',
  mushroom:
    'pea, asparagus, snow pea, bok choy, green bean, cabbage, swiss chard, butternut squash, bean sprout, brussels sprout, arugula',
  asparagus: 'pea, snow pea, arugula',
  'green bean': 'corn, olive, radish, snow pea',
  pea: 'corn, snow pea, lettuce, fennel',
  'snow pea': 'bok choy, bean sprout, cabbage, cucumber, radish, corn',
  corn: 'avocado, cucumber, okra, chili pepper, radish, lettuce',
  cabbage: 'apple, cucumber, bean sprout, radish, avocado, chili pepper, bok choy',
  'bok choy': 'bean sprout',
  cucumber: 'avocado, radish, mango, watermelon, lettuce, bean sprout, olive, chili pepper',
  avocado: 'lettuce, mango, radish, arugula, chili pepper, tomatillo',
  lettuce: 'radish, apple, pear, olive',
  arugula: 'pear, beet, fennel, watermelon, strawberry, peach',
  beet: 'orange, apple, lettuce',
  fennel: 'orange, apple, olive',
  'butternut squash': 'apple, brussels sprout',
  okra: 'chili pepper',
  'swiss chard': 'chili pepper',
  'chili pepper': 'mango, pineapple, tomatillo, radish, watermelon',
};

let graph: Map<string, Set<string>> | undefined;

/** The pairing family an ingredient belongs to: its own name unless a cut or kind of another. */
export function pairingFamily(name: string): string {
  return FAMILY[name] ?? name;
}

function pairingGraph(): Map<string, Set<string>> {
  if (graph !== undefined) return graph;
  const built = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    const partners = built.get(a) ?? new Set<string>();
    partners.add(b);
    built.set(a, partners);
  };
  for (const [family, partners] of Object.entries(PARTNERS)) {
    for (const partner of partners.split(',').map((name) => name.trim())) {
      link(family, partner);
      link(partner, family);
    }
  }
  graph = built;
  return built;
}

/** Whether two mains go together; one family (two cuts of chicken) never pairs with itself. */
export function pairs(a: string, b: string): boolean {
  const first = pairingFamily(a);
  const second = pairingFamily(b);
  if (first === second) return false;
  return pairingGraph().get(first)?.has(second) ?? false;
}

/** Every family the graph names, for the data's own tests. */
export function pairingFamilies(): string[] {
  return [...pairingGraph().keys()];
}
