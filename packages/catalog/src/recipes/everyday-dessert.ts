import type { SeedRecipe } from './seed-recipe';

/** Everyday dessert dishes, written for the pantries households really keep (issue 26). */
export const EVERYDAY_DESSERT_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-brown-sugar-banana-bread',
    name: 'Brown Sugar Banana Bread',
    description:
      'A moist, caramel-scented loaf that turns spotty old bananas into breakfast, snack and dessert. One bowl, no mixer.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 85,
    servings: 10,
    rating: 4.8,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'banana', amount: '3', unit: 'piece' },
      { name: 'flour', amount: '250', unit: 'g' },
      { name: 'brown sugar', amount: '150', unit: 'g' },
      { name: 'butter', amount: '100', unit: 'g' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'baking soda', amount: '1', unit: 'tsp' },
      { name: 'cinnamon', amount: '1', unit: 'tsp' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 175°C (350°F), grease and line a 23 x 13 cm loaf tin and melt the butter.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Mash the very ripe bananas in a large bowl, then whisk in the melted butter, brown sugar, eggs and vanilla.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Add the flour, baking soda, cinnamon and salt and fold until no dry flour remains; a few lumps are fine.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Scrape into the tin and bake until well risen, deep golden and a skewer pushed into the middle comes out clean. Cover loosely with foil if it browns too fast.',
        duration: 60,
      },
      {
        step: 5,
        instruction:
          'Cool in the tin for 10 minutes, then lift out onto a rack. Cut into 10 slices.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-chewy-oatmeal-raisin-cookies',
    name: 'Chewy Oatmeal Raisin Cookies',
    description:
      'Soft-centred, crisp-edged oat cookies with plump raisins and a warm hint of cinnamon. The cookie jar classic.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 35,
    servings: 24,
    rating: 4.6,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'butter', amount: '115', unit: 'g' },
      { name: 'brown sugar', amount: '200', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'flour', amount: '125', unit: 'g' },
      { name: 'baking soda', amount: '1/2', unit: 'tsp' },
      { name: 'cinnamon', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'rolled oats', amount: '180', unit: 'g' },
      { name: 'raisins', amount: '120', unit: 'g' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Heat the oven to 180°C (350°F) and line two baking trays with baking paper.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Beat the soft butter and brown sugar together until creamy, then beat in the egg and vanilla.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Stir in the flour, baking soda, cinnamon and salt, then the oats and raisins, until evenly mixed.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Roll the dough into 24 balls and space them well apart on the trays, pressing each down slightly.',
        duration: 6,
      },
      {
        step: 5,
        instruction:
          'Bake until the edges are golden but the centres still look a little soft; they firm up as they cool.',
        duration: 12,
      },
      {
        step: 6,
        instruction: 'Leave on the trays for 5 minutes, then move to a rack.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-stovetop-cinnamon-rice-pudding',
    name: 'Stovetop Cinnamon Rice Pudding',
    description:
      'Rice gently simmered in sweetened milk until thick and creamy, finished with vanilla and a dusting of cinnamon. Warm or cold, it is pure comfort.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 45,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'gluten-free'],
    ingredients: [
      { name: 'rice', amount: '100', unit: 'g' },
      { name: 'milk', amount: '1', unit: 'l' },
      { name: 'sugar', amount: '70', unit: 'g' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'cinnamon', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice (short-grain is creamiest) and put it in a heavy saucepan with the milk, sugar and salt. Bring slowly to a gentle simmer, stirring.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cook on low heat, stirring often and scraping the bottom so it does not catch, until the rice is very soft and the pudding is thick and creamy.',
        duration: 30,
      },
      {
        step: 3,
        instruction: 'Take off the heat and stir in the vanilla and butter.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Let it stand for 5 minutes to thicken a little more, then serve warm, or chilled, dusted with cinnamon.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-fudgy-cocoa-brownies',
    name: 'Fudgy Cocoa Brownies',
    description:
      'Dense, fudgy brownies with a crackly top, made with cocoa powder rather than a bar of chocolate, so you can bake them from the cupboard.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 60,
    servings: 16,
    rating: 4.8,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'butter', amount: '170', unit: 'g' },
      { name: 'sugar', amount: '250', unit: 'g' },
      { name: 'cocoa powder', amount: '75', unit: 'g' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'flour', amount: '90', unit: 'g' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 175°C (350°F) and line a 20 cm square tin with baking paper.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Melt the butter in a saucepan, take it off the heat and stir in the sugar and cocoa. Leave to cool for a couple of minutes.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Beat in the eggs one at a time, then the vanilla, and keep beating until the batter is thick and glossy.',
        duration: 3,
      },
      {
        step: 4,
        instruction: 'Fold in the flour and salt until just combined, and spread in the tin.',
        duration: 2,
      },
      {
        step: 5,
        instruction:
          'Bake until the top is set and crackly and a skewer comes out with moist crumbs, not wet batter.',
        duration: 25,
      },
      {
        step: 6,
        instruction:
          'Cool in the tin for at least 20 minutes (they cut cleaner when completely cool), then cut into 16 squares.',
        duration: 20,
      },
    ],
  },
  {
    id: 'seed-crepes-lemon-sugar',
    name: 'Thin Crêpes with Lemon and Sugar',
    description:
      'Lacy, buttery French crêpes sprinkled with sugar and a squeeze of lemon, folded into quarters. A pancake-day favourite for any day.',
    cuisine: 'dessert',
    difficulty: 'medium',
    cookTime: 45,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'flour', amount: '125', unit: 'g' },
      { name: 'milk', amount: '300', unit: 'ml' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'sugar', amount: '4', unit: 'tbsp' },
      { name: 'lemon', amount: '2', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Whisk the flour and salt with the eggs, then whisk in the milk a little at a time until the batter is smooth and as thin as single cream. Stir in 1 tbsp melted butter and rest for 15 minutes.',
        duration: 20,
      },
      {
        step: 2,
        instruction:
          'Heat a 20 to 24 cm frying pan over medium-high heat and wipe it with a little butter on a paper towel.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Pour in about 3 tbsp batter and swirl at once to coat the base thinly. Cook until the edges lift and the underside is freckled gold, flip and cook 30 seconds more. Repeat to make about 12 crêpes, buttering the pan now and then and stacking them on a plate.',
        duration: 20,
      },
      {
        step: 4,
        instruction:
          'Sprinkle each crêpe with sugar and a squeeze of lemon juice, fold into quarters and serve warm.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-vegan-chocolate-mug-cake',
    name: 'Five-Minute Chocolate Mug Cake',
    description:
      'A warm, fudgy chocolate cake for one, made in a mug in the microwave from cupboard staples, with no eggs or dairy at all.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 5,
    servings: 1,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'quick'],
    ingredients: [
      { name: 'flour', amount: '4', unit: 'tbsp' },
      { name: 'sugar', amount: '3', unit: 'tbsp' },
      { name: 'cocoa powder', amount: '2', unit: 'tbsp' },
      { name: 'baking powder', amount: '1/4', unit: 'tsp' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'water', amount: '3', unit: 'tbsp' },
      { name: 'vanilla extract', amount: '1/4', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'In a large microwave-safe mug, mix the flour, sugar, cocoa, baking powder and salt with a fork, breaking up any lumps.',
        duration: 1,
      },
      {
        step: 2,
        instruction:
          'Add the water, oil and vanilla and stir until smooth, scraping the bottom of the mug.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'Microwave on high for 70 to 90 seconds, until risen and just set on top; it will still be moist inside.',
        duration: 2,
      },
      {
        step: 4,
        instruction: 'Let it cool for a minute before eating straight from the mug.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-three-ingredient-peanut-butter-cookies',
    name: 'Three-Ingredient Peanut Butter Cookies',
    description:
      'Tender, nutty cookies with the classic fork criss-cross, made from just peanut butter, sugar and an egg. No flour needed.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 30,
    servings: 18,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'gluten-free', 'dairy-free'],
    ingredients: [
      { name: 'peanut butter', amount: '250', unit: 'g' },
      { name: 'sugar', amount: '200', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Heat the oven to 180°C (350°F) and line a baking tray with baking paper.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Stir the peanut butter (a smooth, ordinary one works best), sugar and egg together until smooth.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Roll into 18 balls, set them on the tray and press each one flat with a fork in a criss-cross pattern.',
        duration: 5,
      },
      {
        step: 4,
        instruction: 'Bake until puffed and set at the edges but still soft in the middle.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Leave on the tray for 10 minutes; they are fragile while hot and firm up as they cool.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-banana-oat-breakfast-cookies',
    name: 'Banana Oat Breakfast Cookies',
    description:
      'Soft, chewy cookies of mashed banana, oats, peanut butter and raisins, sweetened only by the fruit. Breakfast you can grab on the way out.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 35,
    servings: 12,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'breakfast'],
    ingredients: [
      { name: 'banana', amount: '2', unit: 'piece' },
      { name: 'rolled oats', amount: '160', unit: 'g' },
      { name: 'peanut butter', amount: '2', unit: 'tbsp' },
      { name: 'raisins', amount: '50', unit: 'g' },
      { name: 'cinnamon', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Heat the oven to 180°C (350°F) and line a baking tray with baking paper.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Mash the ripe bananas well, stir in the peanut butter, then the oats, cinnamon and raisins. Leave for 5 minutes so the oats soften.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Scoop 12 mounds onto the tray and flatten them to about 1 cm; they will not spread in the oven.',
        duration: 4,
      },
      {
        step: 4,
        instruction: 'Bake until golden and firm at the edges.',
        duration: 15,
      },
      {
        step: 5,
        instruction: 'Cool on the tray before lifting off. They keep 3 days in a tin.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-stovetop-chocolate-pudding',
    name: 'Stovetop Chocolate Pudding',
    description:
      'Silky homemade chocolate pudding thickened with cornstarch, ready in fifteen minutes and far better than the packet.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'gluten-free', 'quick'],
    ingredients: [
      { name: 'milk', amount: '500', unit: 'ml' },
      { name: 'sugar', amount: '80', unit: 'g' },
      { name: 'cocoa powder', amount: '30', unit: 'g' },
      { name: 'cornstarch', amount: '3', unit: 'tbsp' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Whisk the sugar, cocoa, cornstarch and salt together in a saucepan, then whisk in the milk a little at a time until smooth.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Cook over medium heat, whisking constantly and reaching into the corners, until it bubbles and thickens. Keep whisking for 1 minute more.',
        duration: 8,
      },
      {
        step: 3,
        instruction: 'Take off the heat and whisk in the butter and vanilla.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Spoon into four cups and eat warm, or press cling film onto the surface and chill if you like it cold and set.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-scottish-butter-shortbread',
    name: 'Scottish Butter Shortbread',
    description:
      'Crisp, sandy, deeply buttery shortbread fingers from just butter, sugar and flour. Simple, and impossible to stop eating.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 60,
    servings: 16,
    rating: 4.6,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'butter', amount: '200', unit: 'g' },
      { name: 'sugar', amount: '100', unit: 'g' },
      { name: 'flour', amount: '300', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Heat the oven to 160°C (320°F) and line a 20 cm square tin.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Beat the soft butter with all but 1 tbsp of the sugar until creamy, then work in the flour and salt with your hands until the dough just comes together.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Press the dough evenly into the tin, prick it all over with a fork and mark it into 16 fingers with a knife.',
        duration: 4,
      },
      {
        step: 4,
        instruction: 'Bake slowly until pale golden all over and firm at the edges.',
        duration: 35,
      },
      {
        step: 5,
        instruction:
          'Sprinkle with the saved sugar, cut along the marks while still warm and leave to cool in the tin before lifting out.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-french-yogurt-cake',
    name: 'French Yogurt Cake',
    description:
      'The gâteau au yaourt French children learn to bake: a tender, lemon-scented loaf of a cake, measured out with the yogurt pot.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 55,
    servings: 8,
    rating: 4.6,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'yogurt', amount: '125', unit: 'g' },
      { name: 'sugar', amount: '200', unit: 'g' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'flour', amount: '210', unit: 'g' },
      { name: 'baking powder', amount: '2', unit: 'tsp' },
      { name: 'vegetable oil', amount: '100', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Heat the oven to 180°C (350°F) and grease and line a 23 cm round cake tin.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Whisk the plain yogurt, sugar, eggs and the finely grated lemon zest together in a large bowl until smooth.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Whisk in the flour and baking powder, then the oil, until the batter is smooth and glossy.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Pour into the tin and bake until golden, springy to the touch and a skewer comes out clean.',
        duration: 35,
      },
      {
        step: 5,
        instruction:
          'Cool in the tin for 10 minutes, then turn out onto a rack. Cut into 8 slices.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-apple-cinnamon-muffins',
    name: 'Apple Cinnamon Muffins',
    description:
      'Tender, domed muffins studded with juicy apple and warm with cinnamon. Mixed by hand in two bowls and on the table in 40 minutes.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 40,
    servings: 12,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'flour', amount: '250', unit: 'g' },
      { name: 'sugar', amount: '150', unit: 'g' },
      { name: 'baking powder', amount: '2', unit: 'tsp' },
      { name: 'cinnamon', amount: '1 1/2', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'milk', amount: '180', unit: 'ml' },
      { name: 'butter', amount: '100', unit: 'g' },
      { name: 'apple', amount: '2', unit: 'piece' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C (400°F), line a 12-hole muffin tin with paper cases and melt the butter.',
        duration: 5,
      },
      {
        step: 2,
        instruction: 'In a large bowl mix the flour, sugar, baking powder, cinnamon and salt.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'In another bowl whisk the eggs, milk and melted butter. Peel, core and dice the apples into 1 cm pieces.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Pour the wet mixture into the dry and fold with a spatula until just combined; the batter should stay lumpy. Fold in the apple.',
        duration: 2,
      },
      {
        step: 5,
        instruction:
          'Divide among the cases and bake until domed, golden and a skewer comes out clean.',
        duration: 20,
      },
      {
        step: 6,
        instruction: 'Cool in the tin for 5 minutes, then lift out onto a rack.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-rustic-apple-galette',
    name: 'Rustic Apple Galette',
    description:
      'Flaky homemade butter pastry folded loosely around thin slices of cinnamon apple and baked until deep golden. A free-form tart, no tin needed.',
    cuisine: 'dessert',
    difficulty: 'hard',
    cookTime: 115,
    servings: 8,
    rating: 4.7,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'flour', amount: '200', unit: 'g' },
      { name: 'butter', amount: '120', unit: 'g' },
      { name: 'sugar', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'water', amount: '4', unit: 'tbsp' },
      { name: 'apple', amount: '4', unit: 'piece' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'cinnamon', amount: '1', unit: 'tsp' },
      { name: 'egg', amount: '1', unit: 'piece' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Make the pastry: rub the cold, cubed butter into the flour with 1 tbsp of the sugar and the salt until you have pea-sized lumps. Sprinkle in the ice-cold water a spoonful at a time, tossing with a fork, until it clumps. Press into a disc, wrap and chill for 30 minutes.',
        duration: 40,
      },
      {
        step: 2,
        instruction:
          'Heat the oven to 200°C (400°F). Core the apples, slice them thinly and toss with the lemon juice, 2 tbsp sugar and the cinnamon.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Roll the pastry into a 30 cm round on baking paper and slide it onto a tray. Arrange the apple slices in overlapping circles, leaving a 5 cm border, then fold the border up over the fruit, pleating as you go.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Brush the pastry with the beaten egg, sprinkle everything with the last tablespoon of sugar and bake until the pastry is deep golden and the apples are tender.',
        duration: 40,
      },
      {
        step: 5,
        instruction:
          'Cool on the tray for 15 minutes so the juices settle, then cut into 8 slices.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-baked-vanilla-egg-custard',
    name: 'Baked Vanilla Egg Custard',
    description:
      'Old-fashioned baked custards, just set and trembling, with a freckle of nutmeg on top. Four pantry ingredients, gently cooked in a water bath.',
    cuisine: 'dessert',
    difficulty: 'medium',
    cookTime: 65,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'gluten-free'],
    ingredients: [
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'milk', amount: '600', unit: 'ml' },
      { name: 'sugar', amount: '80', unit: 'g' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'nutmeg', amount: '1/4', unit: 'tsp' },
      { name: 'water', amount: '1', unit: 'l' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 160°C (320°F), set six ramekins in a roasting tin and boil the kettle.',
        duration: 5,
      },
      {
        step: 2,
        instruction: 'Warm the milk in a saucepan until steaming but not boiling.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Whisk the eggs, sugar and vanilla in a jug, then pour in the hot milk slowly, whisking. Skim off the froth, or strain for the smoothest custard.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Pour into the ramekins, grate nutmeg over each and pour the hot water into the tin to come halfway up their sides.',
        duration: 3,
      },
      {
        step: 5,
        instruction: 'Bake until set at the edges but still with a slight wobble in the centre.',
        duration: 35,
      },
      {
        step: 6,
        instruction:
          'Lift the ramekins out of the water and cool for 15 minutes. Serve warm, or chill for later.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-cinnamon-raisin-bread-pudding',
    name: 'Cinnamon Raisin Bread Pudding',
    description:
      'Buttered stale bread and raisins baked in a cinnamon custard until puffed, crisp on top and soft beneath. The best use of a leftover loaf.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 70,
    servings: 6,
    rating: 4.6,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'bread', amount: '8', unit: 'slice' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'milk', amount: '500', unit: 'ml' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'sugar', amount: '80', unit: 'g' },
      { name: 'raisins', amount: '60', unit: 'g' },
      { name: 'cinnamon', amount: '1', unit: 'tsp' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 180°C (350°F). Butter the day-old bread on one side, grease a 2-litre baking dish with the rest and cut the slices into triangles.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Arrange the bread in the dish, buttered side up and overlapping, scattering the raisins between the layers.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Whisk the milk, eggs, sugar, cinnamon and vanilla, pour over the bread and press down gently. Leave to soak for 15 minutes.',
        duration: 17,
      },
      {
        step: 4,
        instruction:
          'Bake until puffed, golden and crisp on top and the custard is just set underneath.',
        duration: 40,
      },
      {
        step: 5,
        instruction: 'Rest for 5 minutes before spooning out.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-maple-baked-apples-walnuts',
    name: 'Maple Baked Apples with Walnuts',
    description:
      'Whole apples stuffed with walnuts, raisins and cinnamon and baked in maple syrup until soft and bubbling. A cosy, wholesome autumn dessert.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 58,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'vegan', 'paleo', 'gluten-free', 'dairy-free'],
    ingredients: [
      { name: 'apple', amount: '4', unit: 'piece' },
      { name: 'walnuts', amount: '50', unit: 'g' },
      { name: 'raisins', amount: '40', unit: 'g' },
      { name: 'maple syrup', amount: '3', unit: 'tbsp' },
      { name: 'cinnamon', amount: '1', unit: 'tsp' },
      { name: 'water', amount: '1/2', unit: 'cup' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 190°C (375°F). Core the apples, leaving the bottom intact so they hold the filling, and score the skin around the middle so they do not burst.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Mix the chopped walnuts, raisins, cinnamon and 1 tbsp maple syrup and pack the mixture into the apples.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Stand the apples in a small baking dish, drizzle with the remaining maple syrup and pour the water around them. Bake, basting once or twice, until tender all the way through.',
        duration: 40,
      },
      {
        step: 4,
        instruction: 'Rest for 5 minutes and serve with the syrupy juices spooned over.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-caramelized-cinnamon-bananas',
    name: 'Caramelized Cinnamon Bananas',
    description:
      'Bananas seared in bubbling butter and brown sugar with a pinch of cinnamon, spooned over cool yogurt. Seven minutes to a warm dessert or a treat of a breakfast.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 7,
    servings: 2,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'gluten-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'banana', amount: '2', unit: 'piece' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'brown sugar', amount: '2', unit: 'tbsp' },
      { name: 'cinnamon', amount: '1/4', unit: 'tsp' },
      { name: 'yogurt', amount: '200', unit: 'g' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Peel the bananas and halve them lengthways.',
        duration: 1,
      },
      {
        step: 2,
        instruction:
          'Melt the butter and brown sugar in a frying pan over medium heat until bubbling.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Lay in the bananas cut side down and cook until caramelized underneath, then turn them, sprinkle with the cinnamon and cook a minute more.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Spoon the yogurt into two bowls, top with the bananas and pour over the pan sauce.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-strawberries-vanilla-whipped-cream',
    name: 'Strawberries with Vanilla Whipped Cream',
    description:
      'Ripe strawberries layered with softly whipped vanilla cream. No added sugar, so it suits a keto table, and it is ready in ten minutes.',
    cuisine: 'dessert',
    difficulty: 'easy',
    cookTime: 11,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'quick'],
    ingredients: [
      { name: 'strawberries', amount: '400', unit: 'g' },
      { name: 'heavy cream', amount: '250', unit: 'ml' },
      { name: 'vanilla extract', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Rinse, hull and halve the strawberries, and pat them dry.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Whip the cold cream with the vanilla in a chilled bowl until it holds soft peaks; stop before it turns grainy.',
        duration: 4,
      },
      {
        step: 3,
        instruction: 'Layer the strawberries and cream in four glasses or bowls and serve at once.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-tangy-lemon-bars',
    name: 'Tangy Lemon Bars',
    description:
      'A crisp shortbread base under a sharp, silky lemon curd layer, dusted with icing sugar. Sunshine in a square.',
    cuisine: 'dessert',
    difficulty: 'medium',
    cookTime: 115,
    servings: 16,
    rating: 4.7,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'flour', amount: '180', unit: 'g' },
      { name: 'butter', amount: '115', unit: 'g' },
      { name: 'powdered sugar', amount: '40', unit: 'g' },
      { name: 'sugar', amount: '250', unit: 'g' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'lemon', amount: '3', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 175°C (350°F) and line a 20 cm square tin with baking paper, leaving some overhang to lift the bars out. Soften the butter.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Mix 150 g of the flour with 30 g of the powdered sugar and the salt, then work in the butter until it forms a crumbly dough. Press it evenly into the tin.',
        duration: 5,
      },
      {
        step: 3,
        instruction: 'Bake the base until pale golden at the edges.',
        duration: 20,
      },
      {
        step: 4,
        instruction:
          'Meanwhile whisk the sugar with the remaining 30 g flour, then whisk in the eggs, the finely grated zest of one lemon and the juice of all three (about 120 ml).',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Pour the filling over the hot base, lower the oven to 160°C (320°F) and bake until set with only the faintest wobble in the middle.',
        duration: 22,
      },
      {
        step: 6,
        instruction:
          'Cool completely in the tin, at least an hour, then lift out, dust with the remaining powdered sugar and cut into 16 squares with a hot knife.',
        duration: 60,
      },
    ],
  },
  {
    id: 'seed-carrot-sheet-cake-cream-cheese',
    name: 'Carrot Sheet Cake with Cream Cheese Frosting',
    description:
      'A moist, spiced carrot cake baked in one tray and spread thickly with tangy cream cheese frosting. Made for birthdays and bake sales.',
    cuisine: 'dessert',
    difficulty: 'medium',
    cookTime: 120,
    servings: 12,
    rating: 4.8,
    dietaryTags: ['vegetarian'],
    ingredients: [
      { name: 'flour', amount: '250', unit: 'g' },
      { name: 'brown sugar', amount: '200', unit: 'g' },
      { name: 'baking soda', amount: '1', unit: 'tsp' },
      { name: 'baking powder', amount: '1', unit: 'tsp' },
      { name: 'cinnamon', amount: '2', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'vegetable oil', amount: '200', unit: 'ml' },
      { name: 'carrot', amount: '300', unit: 'g' },
      { name: 'cream cheese', amount: '200', unit: 'g' },
      { name: 'butter', amount: '50', unit: 'g' },
      { name: 'powdered sugar', amount: '150', unit: 'g' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 180°C (350°F) and grease and line a 23 x 33 cm baking tin. Take the cream cheese and butter out of the fridge to soften.',
        duration: 5,
      },
      {
        step: 2,
        instruction: 'Peel and finely grate the carrots.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Whisk the eggs, brown sugar and oil until smooth, stir in the flour, baking soda, baking powder, cinnamon and salt, then fold in the carrots.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Spread in the tin and bake until the cake springs back when pressed and a skewer comes out clean.',
        duration: 35,
      },
      {
        step: 5,
        instruction: 'Cool completely in the tin; warm cake melts the frosting.',
        duration: 60,
      },
      {
        step: 6,
        instruction:
          'Beat the cream cheese and butter until smooth, then beat in the powdered sugar until light. Spread over the cake and cut into 12 squares.',
        duration: 6,
      },
    ],
  },
];
