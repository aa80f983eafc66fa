import type { SeedRecipe } from './seed-recipe';

export const DESSERT_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-dark-chocolate-avocado-mousse',
    name: 'Dark Chocolate Avocado Mousse',
    description:
      'A rich, silky chocolate mousse with a secret: avocado instead of cream and eggs. Nobody guesses.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 8,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['vegan', 'vegetarian', 'paleo', 'gluten-free', 'dairy-free', 'quick'],
    ingredients: [
      { name: 'avocado', amount: '2', unit: 'piece' },
      { name: 'cocoa powder', amount: '40', unit: 'g' },
      { name: 'maple syrup', amount: '5', unit: 'tbsp' },
      { name: 'almond milk', amount: '4', unit: 'tbsp' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
      { name: 'raspberries', amount: '100', unit: 'g' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Halve the avocados and scoop the flesh into a food processor.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Add the cocoa, maple syrup, almond milk, vanilla and salt and blend, scraping down the sides, until completely smooth with no green flecks.',
        duration: 3,
      },
      {
        step: 3,
        instruction: 'Taste, add a little more maple syrup if you like, and spoon into glasses.',
        duration: 2,
      },
      {
        step: 4,
        instruction: 'Top with raspberries and serve right away, or chill for a firmer set.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-classic-tiramisu',
    name: 'Classic Tiramisu',
    description:
      'Coffee-soaked ladyfingers layered with a light mascarpone cream and a thick dusting of cocoa. Make it a day ahead.',
    cuisine: 'dessert',
    difficulty: 'hard',
    cookTime: 285,
    servings: 8,
    rating: 4.9,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'ladyfinger', amount: '24', unit: 'piece' },
      { name: 'mascarpone', amount: '500', unit: 'g' },
      { name: 'espresso', amount: '300', unit: 'ml' },
      { name: 'egg yolk', amount: '4', unit: 'piece' },
      { name: 'sugar', amount: '80', unit: 'g' },
      { name: 'heavy cream', amount: '200', unit: 'ml' },
      { name: 'cocoa powder', amount: '2', unit: 'tbsp' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Brew the espresso and let it cool completely.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Whisk the yolks, sugar and salt in a heatproof bowl set over barely simmering water, whisking constantly, until pale, thick and 70 °C (160 °F). Take it off the heat and let it cool.',
        duration: 16,
      },
      {
        step: 3,
        instruction:
          'Beat the mascarpone with the vanilla until smooth, then fold in the cooled yolk mixture. Whip the cream to soft peaks and fold it in gently.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Roll each ladyfinger in the coffee for just a second (soggy biscuits collapse) and lay them in a single layer in a 20 × 30 cm dish. Spread over half the cream and repeat.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Cover and chill for at least 4 hours, or overnight, so it sets and the flavours meld.',
        duration: 240,
      },
      {
        step: 6,
        instruction: 'Dust generously with cocoa through a sieve just before serving.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-lemon-olive-oil-cake',
    name: 'Lemon Olive Oil Cake',
    description:
      'A moist, fragrant everyday cake made with fruity olive oil and lots of lemon zest. Keeps well for days.',
    cuisine: 'dessert',
    difficulty: 'medium',
    cookTime: 70,
    servings: 8,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'dairy-free'],
    ingredients: [
      { name: 'all-purpose flour', amount: '200', unit: 'g' },
      { name: 'sugar', amount: '200', unit: 'g' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'olive oil', amount: '150', unit: 'ml' },
      { name: 'almond milk', amount: '120', unit: 'ml' },
      { name: 'lemon', amount: '2', unit: 'piece' },
      { name: 'baking powder', amount: '2', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'powdered sugar', amount: '2', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 175 °C (350 °F). Oil a 23 cm round pan and line the base with baking paper.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Rub the lemon zest into the sugar with your fingertips until fragrant and damp like wet sand. Whisk in the eggs until pale, then slowly whisk in the oil, almond milk and the juice of one lemon.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Whisk the flour, baking powder and salt, and fold them into the wet mix just until smooth.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Pour into the pan and bake until golden and springy, and a skewer in the middle comes out clean.',
        duration: 40,
      },
      {
        step: 5,
        instruction:
          'Cool in the pan for 10 minutes, then turn out onto a rack. Dust with powdered sugar once cool.',
        duration: 11,
      },
    ],
  },
  {
    id: 'seed-brown-butter-chocolate-chip-cookies',
    name: 'Brown Butter Chocolate Chip Cookies',
    description:
      'Chewy in the middle, crisp at the edges, with toffee notes from browned butter and pools of melted chocolate.',
    cuisine: 'dessert',
    difficulty: 'medium',
    cookTime: 41,
    servings: 20,
    rating: 4.8,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'all-purpose flour', amount: '250', unit: 'g' },
      { name: 'butter', amount: '170', unit: 'g' },
      { name: 'brown sugar', amount: '150', unit: 'g' },
      { name: 'sugar', amount: '50', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'egg yolk', amount: '1', unit: 'piece' },
      { name: 'chocolate chips', amount: '200', unit: 'g' },
      { name: 'vanilla extract', amount: '2', unit: 'tsp' },
      { name: 'baking soda', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '3/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Melt the butter in a light-coloured pan over medium heat, swirling, until it foams and turns nutty brown with toasty flecks. Pour it into a bowl and let it cool.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'Heat the oven to 180 °C (350 °F). Whisk both sugars into the butter, then the egg, yolk and vanilla, until glossy.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Stir in the flour, baking soda and salt until just combined, then fold in the chocolate chips.',
        duration: 2,
      },
      {
        step: 4,
        instruction: 'Scoop 2-tablespoon balls onto two lined trays, 5 cm apart.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Bake until the edges are golden and the centres still look slightly underdone; they firm up as they cool.',
        duration: 11,
      },
      {
        step: 6,
        instruction: 'Cool on the trays for 5 minutes, then move them to a rack.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-spiced-apple-crisp',
    name: 'Spiced Apple Crisp',
    description:
      'Tender cinnamon apples under a buttery oat crumble, baked until bubbling. Lovely with a scoop of ice cream.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 67,
    servings: 6,
    rating: 4.6,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'apple', amount: '6', unit: 'piece' },
      { name: 'rolled oats', amount: '100', unit: 'g' },
      { name: 'all-purpose flour', amount: '80', unit: 'g' },
      { name: 'butter', amount: '100', unit: 'g' },
      { name: 'brown sugar', amount: '100', unit: 'g' },
      { name: 'sugar', amount: '50', unit: 'g' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'cinnamon', amount: '1 1/2', unit: 'tsp' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'cornstarch', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 190 °C (375 °F). Peel, core and slice the apples, toss them with the lemon juice, sugar, 1 tsp cinnamon, the nutmeg and cornstarch, and spread them in a baking dish.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Mix the oats, flour, brown sugar, remaining cinnamon and salt, then rub in the cold cubed butter until clumpy.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Scatter the topping over the apples and bake until deep golden, with thick juices bubbling at the edges.',
        duration: 40,
      },
      {
        step: 4,
        instruction: 'Cool for 10 minutes before serving so the juices thicken.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-vanilla-creme-brulee',
    name: 'Vanilla Crème Brûlée',
    description:
      'A cool, silky vanilla custard under a glassy caramel crust that cracks under your spoon.',
    cuisine: 'dessert',
    difficulty: 'hard',
    cookTime: 268,
    servings: 6,
    rating: 4.8,
    dietaryTags: ['vegetarian', 'gluten-free'],
    ingredients: [
      { name: 'heavy cream', amount: '500', unit: 'ml' },
      { name: 'egg yolk', amount: '6', unit: 'piece' },
      { name: 'sugar', amount: '150', unit: 'g' },
      { name: 'vanilla bean', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'pinch' },
      { name: 'water', amount: '1', unit: 'l' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 150 °C (300 °F). Split the vanilla bean, scrape the seeds into the cream and add the pod. Heat until steaming, then cover and let it steep.',
        duration: 20,
      },
      {
        step: 2,
        instruction:
          'Whisk the yolks with 100 g sugar and the salt just until combined, without making foam. Slowly whisk in the warm cream and strain into a jug.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Pour into six ramekins set in a roasting pan, and add hot water to come halfway up their sides.',
        duration: 5,
      },
      {
        step: 4,
        instruction: 'Bake until the edges are set and the centres wobble like jelly when nudged.',
        duration: 33,
      },
      {
        step: 5,
        instruction: 'Cool in the water bath for 20 minutes, then chill for at least 3 hours.',
        duration: 200,
      },
      {
        step: 6,
        instruction:
          'Just before serving, sprinkle a thin, even layer of the remaining sugar over each custard and caramelise it with a kitchen torch until deep amber. Let it harden for 2 minutes.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-coconut-chia-pudding',
    name: 'Coconut Chia Pudding with Raspberries',
    description:
      'Thick, creamy and unsweetened coconut chia pudding with tart raspberries. Make it the night before.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 254,
    servings: 2,
    rating: 4.3,
    dietaryTags: ['vegan', 'vegetarian', 'keto', 'paleo', 'gluten-free', 'dairy-free', 'breakfast'],
    ingredients: [
      { name: 'coconut milk', amount: '400', unit: 'ml' },
      { name: 'chia seeds', amount: '60', unit: 'g' },
      { name: 'raspberries', amount: '100', unit: 'g' },
      { name: 'shredded coconut', amount: '2', unit: 'tbsp' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Whisk the coconut milk, chia seeds, vanilla and salt in a bowl.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Rest for 10 minutes, then whisk again to break up clumps so the seeds do not settle into a solid layer.',
        duration: 10,
      },
      {
        step: 3,
        instruction: 'Cover and chill until thick and spoonable, at least 4 hours or overnight.',
        duration: 240,
      },
      {
        step: 4,
        instruction: 'Spoon into glasses and top with the raspberries and toasted coconut.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-strawberry-shortcakes',
    name: 'Strawberry Shortcakes',
    description:
      'Flaky, tender cream biscuits split and filled with juicy sugared strawberries and soft whipped cream.',
    cuisine: 'dessert',
    difficulty: 'medium',
    cookTime: 52,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'strawberries', amount: '500', unit: 'g' },
      { name: 'all-purpose flour', amount: '250', unit: 'g' },
      { name: 'heavy cream', amount: '420', unit: 'ml' },
      { name: 'butter', amount: '90', unit: 'g' },
      { name: 'sugar', amount: '60', unit: 'g' },
      { name: 'baking powder', amount: '1', unit: 'tbsp' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Hull and slice the strawberries, toss them with 2 tbsp sugar and leave them to turn juicy. Heat the oven to 220 °C (425 °F).',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Whisk the flour, 2 tbsp sugar, baking powder and salt, then rub in the cold butter until pea-size bits remain.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Stir in 180 ml cream just until a shaggy dough forms. Pat it 2.5 cm thick and cut 6 rounds, pressing straight down without twisting the cutter so they rise tall.',
        duration: 6,
      },
      {
        step: 4,
        instruction: 'Bake until tall and golden, then cool for 10 minutes.',
        duration: 25,
      },
      {
        step: 5,
        instruction:
          'Whip the remaining cream with the rest of the sugar and the vanilla to soft peaks.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Split the shortcakes and fill them with strawberries, their juices and a cloud of cream.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-cinnamon-rolls',
    name: 'Soft Cinnamon Rolls',
    description:
      'Pillowy yeasted rolls swirled with cinnamon sugar and spread with tangy cream cheese frosting while warm.',
    cuisine: 'dessert',
    difficulty: 'hard',
    cookTime: 170,
    servings: 12,
    rating: 4.9,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'all-purpose flour', amount: '500', unit: 'g' },
      { name: 'milk', amount: '240', unit: 'ml' },
      { name: 'butter', amount: '130', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'instant yeast', amount: '2 1/4', unit: 'tsp' },
      { name: 'sugar', amount: '50', unit: 'g' },
      { name: 'brown sugar', amount: '100', unit: 'g' },
      { name: 'cinnamon', amount: '1', unit: 'tbsp' },
      { name: 'cream cheese', amount: '100', unit: 'g' },
      { name: 'powdered sugar', amount: '120', unit: 'g' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Warm the milk until lukewarm, like a warm bath, and whisk in the yeast and sugar. Mix with the flour, egg, salt and 60 g soft butter, and knead until smooth and elastic.',
        duration: 15,
      },
      {
        step: 2,
        instruction: 'Cover and let the dough rise in a warm place until doubled.',
        duration: 60,
      },
      {
        step: 3,
        instruction:
          'Roll it into a 30 × 45 cm rectangle, spread with 50 g soft butter and sprinkle with the brown sugar and cinnamon. Roll up tightly from the long side and cut into 12 rolls.',
        duration: 15,
      },
      {
        step: 4,
        instruction:
          'Arrange in a buttered dish, cover and let rise until puffy and touching. Heat the oven to 180 °C (350 °F) toward the end.',
        duration: 45,
      },
      {
        step: 5,
        instruction: 'Bake until golden and the centre roll reads 88 °C (190 °F).',
        duration: 25,
      },
      {
        step: 6,
        instruction:
          'Beat the cream cheese, the remaining butter, powdered sugar and vanilla into a smooth frosting, and spread it over the warm rolls.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-grilled-honey-peaches',
    name: 'Grilled Honey Peaches with Yogurt',
    description:
      'Warm, caramelised peaches brushed with cinnamon honey, served with cold yogurt and crunchy pistachios.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 12,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'gluten-free', 'quick'],
    ingredients: [
      { name: 'peach', amount: '4', unit: 'piece' },
      { name: 'greek yogurt', amount: '250', unit: 'g' },
      { name: 'honey', amount: '3', unit: 'tbsp' },
      { name: 'pistachios', amount: '30', unit: 'g' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'cinnamon', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Halve the peaches and twist out the stones. Heat a grill pan or skillet over medium-high heat.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Brush the cut sides with melted butter and grill them cut side down, without moving, until caramelised with dark marks. Turn and warm for a minute.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Mix the honey with the cinnamon and brush it over the hot peaches. Roughly chop the pistachios.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Serve warm with a spoon of cold yogurt, a drizzle of the remaining honey and the pistachios.',
        duration: 2,
      },
    ],
  },
];
