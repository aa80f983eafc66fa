import type { SeedRecipe } from './seed-recipe';

/** Everyday italian dishes, written for the pantries households really keep (issue 26). */
export const EVERYDAY_ITALIAN_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-eggs-in-purgatory',
    name: 'Eggs in Purgatory',
    description:
      'Eggs poached in a garlicky, chili-flecked tomato sauce until the whites set and the yolks stay runny. A whole breakfast from one pan and a can.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 25,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'keto', 'paleo', 'gluten-free', 'dairy-free', 'breakfast', 'lunch'],
    ingredients: [
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'red pepper flakes', amount: '1/4', unit: 'tsp' },
      { name: 'oregano', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Warm the olive oil in a 25 cm frying pan that has a lid over medium-low heat. Add the thinly sliced garlic and the pepper flakes and cook until the garlic smells sweet and is just turning pale gold.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Pour in the tomatoes, add the oregano, salt and pepper, and simmer uncovered, stirring now and then, until the sauce is thick enough that a spoon drawn through it leaves a clear trail.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Make four hollows in the sauce with the back of a spoon and crack an egg into each. Sprinkle a little salt over the eggs.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Cover the pan and cook on low heat until the whites are firm and opaque but the yolks still wobble when you shake the pan.',
        duration: 8,
      },
      {
        step: 5,
        instruction:
          'Take the pan off the heat and serve straight away, two eggs per plate with plenty of sauce spooned around them.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-potato-onion-frittata',
    name: 'Potato and Onion Frittata',
    description:
      'Thin slices of potato and onion cooked slowly in olive oil, then set in a thick golden omelette. As good cold from the fridge as warm from the pan.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 45,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'gluten-free', 'breakfast', 'lunch'],
    ingredients: [
      { name: 'potato', amount: '500', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'egg', amount: '8', unit: 'piece' },
      { name: 'parmesan', amount: '40', unit: 'g' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Peel the potatoes and slice them about 3 mm thick. Halve the onion and slice it thinly.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Heat 3 tbsp of the oil in a 25 cm ovenproof non-stick pan over medium heat. Add the potatoes, onion and half the salt, partly cover and cook, turning the slices every few minutes, until the potatoes are tender and the onion soft and golden.',
        duration: 18,
      },
      {
        step: 3,
        instruction:
          'Beat the eggs in a large bowl with the grated parmesan, the rest of the salt and the pepper. Tip in the potatoes and onion and let them sit in the egg for a couple of minutes.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Heat the remaining oil in the same pan, pour in the mixture and spread the potatoes out evenly. Cook over low heat until the edges are set and the underside is golden while the middle is still loose. Heat the grill meanwhile.',
        duration: 8,
      },
      {
        step: 5,
        instruction:
          'Slide the pan under the hot grill until the top puffs up and no longer looks wet.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Loosen the edges with a spatula, slide the frittata onto a board and let it rest before cutting into wedges. Serve warm or at room temperature.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-parmesan-polenta-fried-eggs',
    name: 'Creamy Parmesan Polenta with Fried Eggs',
    description:
      'Soft polenta cooked in milk and finished with butter and parmesan, topped with crisp-edged fried eggs. A slow, warming breakfast for a cold morning.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 40,
    servings: 2,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'gluten-free', 'breakfast'],
    ingredients: [
      { name: 'polenta', amount: '100', unit: 'g' },
      { name: 'milk', amount: '250', unit: 'ml' },
      { name: 'water', amount: '500', unit: 'ml' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'parmesan', amount: '30', unit: 'g' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring the milk, water and salt to a simmer in a heavy saucepan, watching that the milk does not boil over.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Pour in the polenta in a thin stream, whisking all the time so no lumps form, and keep whisking until it starts to thicken.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Turn the heat to its lowest, partly cover and cook, stirring and scraping the bottom every few minutes, until thick, creamy and no longer gritty. Add a splash of hot water if it gets too stiff.',
        duration: 25,
      },
      {
        step: 4,
        instruction:
          'Stir in the butter and most of the grated parmesan, taste for salt, cover and keep warm.',
        duration: 1,
      },
      {
        step: 5,
        instruction:
          'Heat the olive oil in a frying pan over medium heat and fry the eggs until the whites are set with lacy, crisp edges and the yolks are still runny.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Spoon the polenta into warm bowls, slide two eggs on top of each and finish with the rest of the parmesan and a good grind of pepper.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-baked-eggs-spinach-parmesan',
    name: 'Baked Eggs with Spinach and Parmesan',
    description:
      'Buttery garlic spinach in little dishes, each cradling two eggs under a blanket of parmesan and baked until just set.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 30,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'breakfast'],
    ingredients: [
      { name: 'spinach', amount: '300', unit: 'g' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'egg', amount: '8', unit: 'piece' },
      { name: 'parmesan', amount: '40', unit: 'g' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C and rub four shallow ovenproof dishes or large ramekins with a little of the butter.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Melt the rest of the butter in a large frying pan, add the minced garlic for 30 seconds, then add the spinach by handfuls and turn it until wilted. Season with salt, pepper and nutmeg, tip into a sieve and press out the liquid.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Divide the spinach among the dishes, make a hollow in each and crack in two eggs. Season the eggs and scatter the grated parmesan over the whites.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Bake until the whites are set and the yolks still soft when you jiggle the dish.',
        duration: 11,
      },
      {
        step: 5,
        instruction: 'Let the dishes stand for a minute, as they keep cooking, then serve.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-scrambled-eggs-tomato-parmesan',
    name: 'Soft Scrambled Eggs with Tomato and Parmesan',
    description:
      'Ripe tomato cooked down for a minute, then folded through slow, creamy scrambled eggs with parmesan. Breakfast in ten minutes.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 10,
    servings: 2,
    rating: 4.2,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'egg', amount: '5', unit: 'piece' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'parmesan', amount: '20', unit: 'g' },
      { name: 'oregano', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Chop the tomatoes, scooping out the watery seeds. Beat the eggs with the grated parmesan, salt and pepper.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a non-stick pan over medium heat and cook the tomatoes with the oregano until just soft and most of their juice has cooked off.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Lower the heat, add the butter and pour in the eggs. Stir slowly with a spatula, drawing the curds in from the edges, until softly set but still glossy.',
        duration: 3,
      },
      {
        step: 4,
        instruction: 'Take the pan off the heat at once and serve on warm plates.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-lemon-ciambellone',
    name: 'Lemon Ciambellone Breakfast Cake',
    description:
      'The tall, fluffy ring cake Italian families keep under a cloth for breakfast: made with oil and milk, fragrant with lemon and made for dunking.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 70,
    servings: 10,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'flour', amount: '300', unit: 'g' },
      { name: 'sugar', amount: '200', unit: 'g' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'milk', amount: '120', unit: 'ml' },
      { name: 'vegetable oil', amount: '120', unit: 'ml' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'baking powder', amount: '2 1/2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 175°C. Grease a 24 cm ring or bundt tin well and dust it with flour, tapping out the excess.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Whisk the eggs and sugar with the finely grated lemon zest, ideally with an electric mixer, until pale, thick and about doubled in volume.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Keep whisking on low while you pour in the milk, the oil and 2 tbsp of lemon juice in a thin stream.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Sift the flour, baking powder and salt over the bowl and fold them in gently until the batter is smooth, with no dry pockets.',
        duration: 2,
      },
      {
        step: 5,
        instruction:
          'Pour the batter into the tin and bake until risen, golden and a skewer pushed into the thickest part comes out clean. Do not open the oven for the first 30 minutes.',
        duration: 40,
      },
      {
        step: 6,
        instruction:
          'Cool in the tin for 10 minutes, then turn out onto a rack. Keep it under a cloth or in a tin for up to three days.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-neapolitan-spaghetti-frittata',
    name: 'Neapolitan Spaghetti Frittata',
    description:
      'Spaghetti bound with eggs and parmesan and fried into a thick cake with a crackling crust. Naples’ favourite way with pasta, served in wedges.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 40,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'lunch'],
    ingredients: [
      { name: 'spaghetti', amount: '320', unit: 'g' },
      { name: 'egg', amount: '6', unit: 'piece' },
      { name: 'parmesan', amount: '60', unit: 'g' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Bring a large pot of water to the boil and salt it well.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cook the spaghetti until a minute short of al dente, drain, toss with 1 tbsp of the oil and spread it out on a tray to cool a little. (Leftover plain spaghetti works just as well.)',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Beat the eggs in a large bowl with the grated parmesan, the pepper and a pinch of salt, then add the spaghetti and toss until every strand is coated.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Heat 1 tbsp oil in a 24 cm non-stick pan over medium heat. Add the spaghetti, press it into an even cake and cook over medium-low heat until the underside is deep golden and crisp.',
        duration: 8,
      },
      {
        step: 5,
        instruction:
          'Slide the frittata onto a plate, add the last of the oil to the pan, flip the frittata back in uncooked side down and cook until golden and set all the way through.',
        duration: 7,
      },
      {
        step: 6,
        instruction:
          'Let it rest for a few minutes before cutting into wedges. Eat it warm, or wrap it and take it on a picnic.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-orzo-minestrina-egg-parmesan',
    name: 'Orzo Minestrina with Egg and Parmesan',
    description:
      'Tiny pasta simmered in broth with an egg stirred through in soft ribbons and a shower of parmesan. The bowl Italian grandmothers make when anyone is under the weather.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 14,
    servings: 2,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'lunch', 'quick'],
    ingredients: [
      { name: 'vegetable broth', amount: '750', unit: 'ml' },
      { name: 'orzo', amount: '100', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'parmesan', amount: '30', unit: 'g' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Bring the broth to the boil in a saucepan.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Add the orzo and simmer, stirring often so it does not stick to the bottom, until tender.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Beat the egg with half the grated parmesan. Take the pan off the heat and pour in the egg in a thin stream while stirring, so it sets in soft threads.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Stir in the butter, ladle into bowls and finish with the remaining parmesan and the pepper.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-garlicky-sauteed-spinach-lemon',
    name: 'Garlicky Sautéed Spinach with Lemon',
    description:
      'A big pile of spinach wilted in golden garlic oil with a pinch of chili and a squeeze of lemon. The side dish that goes with everything.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 12,
    servings: 4,
    rating: 4.2,
    dietaryTags: [
      'vegetarian',
      'vegan',
      'keto',
      'paleo',
      'gluten-free',
      'dairy-free',
      'dinner',
      'quick',
    ],
    ingredients: [
      { name: 'spinach', amount: '600', unit: 'g' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'red pepper flakes', amount: '1', unit: 'pinch' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Wash the spinach and shake it, leaving a little water clinging to the leaves. Slice the garlic thinly.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Warm the oil with the garlic and pepper flakes in your widest pan over medium heat until the garlic is golden at the edges.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Add the spinach a few handfuls at a time, turning it with tongs, until it has all wilted and most of the liquid has cooked away.',
        duration: 6,
      },
      {
        step: 4,
        instruction: 'Season with the salt and a squeeze of lemon juice and serve hot.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-tuscan-tuna-white-bean-salad',
    name: 'Tuscan Tuna and White Bean Salad',
    description:
      'Creamy white beans, big flakes of tuna and lemony red onion dressed in good olive oil. A store-cupboard lunch that tastes like a trattoria.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 8,
    servings: 2,
    rating: 4.4,
    dietaryTags: ['gluten-free', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'cannellini beans', amount: '400', unit: 'g' },
      { name: 'tinned tuna', amount: '150', unit: 'g' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the onion very thinly and toss it in a salad bowl with the juice of the lemon and the salt. Leave it to soften and lose its bite while you get on.',
        duration: 3,
      },
      {
        step: 2,
        instruction: 'Drain and rinse the beans and shake them dry in the colander.',
        duration: 2,
      },
      {
        step: 3,
        instruction: 'Drain the tuna and break it into large flakes.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Add the beans, olive oil and chopped parsley to the onion and toss, then fold in the tuna gently so it stays in chunks. Season with pepper and more salt if needed.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-tuscan-panzanella-bread-salad',
    name: 'Tuscan Panzanella Bread Salad',
    description:
      'Stale bread soaked in the juices of ripe tomatoes, olive oil and vinegar, tossed with cucumber, red onion and basil. Summer’s best use for yesterday’s loaf.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 30,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'bread', amount: '250', unit: 'g' },
      { name: 'tomato', amount: '600', unit: 'g' },
      { name: 'cucumber', amount: '1', unit: 'piece' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'basil', amount: '1', unit: 'handful' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'red wine vinegar', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Tear the bread, ideally a day or two old and crusty, into bite-sized chunks. If it is still soft, dry the pieces in a 180°C oven for a few minutes first.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Cut the tomatoes into chunks over a large bowl so you catch every drop of juice. Toss them with the salt and leave them to release their juices.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Meanwhile slice the onion thinly and leave it in a bowl of cold water to mellow. Peel the cucumber in stripes, halve it lengthways and slice it.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Whisk the olive oil and vinegar into the tomato juices, add the bread and toss until it has drunk up the dressing. Leave it for 10 minutes, tossing once, so it softens but does not turn to mush.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Drain the onion and add it to the bowl with the cucumber and torn basil. Toss, season with pepper and more salt or vinegar to taste, and serve within the hour.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-rosemary-pasta-e-ceci',
    name: 'Rosemary Pasta e Ceci',
    description:
      'Pasta and chickpeas simmered together in a garlicky, rosemary-scented broth, half the chickpeas blended in so it turns thick and velvety. Roman comfort from the cupboard.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'chickpeas', amount: '800', unit: 'g' },
      { name: 'pasta', amount: '200', unit: 'g' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'rosemary', amount: '1', unit: 'sprig' },
      { name: 'tomato paste', amount: '2', unit: 'tbsp' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'vegetable broth', amount: '1', unit: 'l' },
      { name: 'red pepper flakes', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Warm 3 tbsp of the oil in a heavy pot over medium-low heat with the lightly crushed garlic cloves, the rosemary sprig and the pepper flakes until the garlic is golden.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Stir in the tomato paste and cook for a minute until it darkens. Add the drained, rinsed chickpeas and the broth, bring to the boil and simmer gently so the chickpeas soak up the flavour.',
        duration: 15,
      },
      {
        step: 3,
        instruction:
          'Fish out the garlic and rosemary. Blend about half the pot with a stick blender, or mash it well, leaving the rest of the chickpeas whole.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Bring back to the boil, add the pasta (any small shape, or broken spaghetti) and cook, stirring often so it does not stick, until tender. Add a splash of hot water if it gets thicker than a loose stew.',
        duration: 12,
      },
      {
        step: 5,
        instruction:
          'Season with salt and pepper, let it rest off the heat for a few minutes and serve with the remaining oil drizzled over each bowl.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-pasta-e-lenticchie-lentil-soup',
    name: 'Pasta e Lenticchie Lentil Soup',
    description:
      'Brown lentils and small pasta cooked in a soffritto of onion, carrot and celery with a little tomato. Thick, earthy and about as cheap as a good dinner gets.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 55,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'lentils', amount: '200', unit: 'g' },
      { name: 'pasta', amount: '200', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'celery', amount: '1', unit: 'stalk' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '200', unit: 'g' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'bay leaf', amount: '1', unit: 'leaf' },
      { name: 'water', amount: '1.5', unit: 'l' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Finely chop the onion, carrot, celery and garlic. Rinse the lentils.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cook the chopped vegetables in 2 tbsp of the oil in a soup pot over medium-low heat, stirring now and then, until soft and sweet but not browned.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Add the lentils, tomatoes, bay leaf and 1.2 l of the water. Bring to the boil, then partly cover and simmer until the lentils are tender.',
        duration: 25,
      },
      {
        step: 4,
        instruction:
          'Season with the salt and pepper, add the pasta and the rest of the water and simmer, stirring often, until the pasta is cooked and the soup is thick. Add more hot water if it needs it.',
        duration: 12,
      },
      {
        step: 5,
        instruction:
          'Remove the bay leaf, let the soup settle for a couple of minutes and serve with the last of the oil on top.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-stracciatella-egg-drop-soup',
    name: 'Stracciatella Egg Drop Soup',
    description:
      'Hot chicken broth with eggs and parmesan whisked in to form soft, ragged shreds, plus a handful of spinach. Ready before the bread is toasted.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 12,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['keto', 'gluten-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'chicken broth', amount: '1.5', unit: 'l' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'spinach', amount: '100', unit: 'g' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Bring the broth to a gentle simmer in a large saucepan.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Whisk the eggs in a jug with the finely grated parmesan, the nutmeg and the pepper.',
        duration: 2,
      },
      {
        step: 3,
        instruction: 'Add the spinach to the broth and let it wilt.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Stir the broth in a slow circle and pour in the egg mixture in a thin stream. Leave it undisturbed for 30 seconds, then stir gently with a fork to break it into soft shreds.',
        duration: 1,
      },
      {
        step: 5,
        instruction: 'Taste, add salt if the broth needs it, and ladle into warm bowls.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-pappa-al-pomodoro',
    name: 'Pappa al Pomodoro Tomato Bread Soup',
    description:
      'A Tuscan soup of tomatoes, garlic and olive oil thickened with stale bread until it is spoonably thick. Lovely hot, and perhaps even better just warm.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 40,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'bread', amount: '250', unit: 'g' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'basil', amount: '1', unit: 'handful' },
      { name: 'vegetable broth', amount: '750', unit: 'ml' },
      { name: 'red pepper flakes', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the garlic thinly. Cut the crusts off the stale bread if they are very hard and tear it into small pieces.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Warm 3 tbsp of the oil with the garlic and pepper flakes in a soup pot over medium-low heat until the garlic smells sweet.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Add the tomatoes, half the basil leaves and the salt and simmer until the sauce has thickened slightly and lost its raw taste.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Pour in the broth and bring it back to a simmer. Stir in the bread and cook, stirring often, until it has completely collapsed into a thick, porridge-like soup.',
        duration: 12,
      },
      {
        step: 5,
        instruction:
          'Take the pot off the heat, cover it and let it rest so the flavours come together. Beat it with a whisk to smooth out any lumps of bread.',
        duration: 8,
      },
      {
        step: 6,
        instruction:
          'Serve warm in bowls with the rest of the basil torn over, plenty of pepper and a generous thread of olive oil.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-italian-wedding-soup-mini-meatballs',
    name: 'Italian Wedding Soup with Mini Meatballs',
    description:
      'Tiny parmesan meatballs poached in chicken broth with vegetables, orzo and spinach. A bowl that is a full meal and a family favourite.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 50,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['lunch', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '400', unit: 'g' },
      { name: 'breadcrumbs', amount: '40', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'celery', amount: '1', unit: 'stalk' },
      { name: 'chicken broth', amount: '2', unit: 'l' },
      { name: 'orzo', amount: '100', unit: 'g' },
      { name: 'spinach', amount: '150', unit: 'g' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Mix the beef, breadcrumbs, egg, half the grated parmesan, the salt and half the pepper with your hands until just combined. Roll into meatballs the size of a hazelnut; you should get about 40.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'Dice the onion, carrots and celery and soften them in the olive oil in a large pot over medium heat.',
        duration: 8,
      },
      {
        step: 3,
        instruction: 'Pour in the broth and bring it to the boil.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Lower the meatballs in gently and simmer without stirring until they firm up, float and are cooked through.',
        duration: 8,
      },
      {
        step: 5,
        instruction: 'Add the orzo and simmer, stirring now and then, until it is tender.',
        duration: 9,
      },
      {
        step: 6,
        instruction:
          'Stir in the spinach until it wilts, season with the rest of the pepper and more salt if needed, and serve with the remaining parmesan.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-ribollita-bean-kale-soup',
    name: 'Ribollita Tuscan Bean and Kale Soup',
    description:
      'A thick peasant soup of white beans, kale and vegetables with stale bread simmered in until it is almost a stew. Even better reheated the next day, as its name promises.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 80,
    servings: 6,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'cannellini beans', amount: '800', unit: 'g' },
      { name: 'kale', amount: '300', unit: 'g' },
      { name: 'bread', amount: '200', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'water', amount: '1.5', unit: 'l' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Chop the onion, carrots, celery and garlic. Strip the kale leaves from their tough stems and shred them.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Cook the onion, carrots, celery and garlic in 3 tbsp of the oil in a large heavy pot over medium-low heat until soft.',
        duration: 12,
      },
      {
        step: 3,
        instruction: 'Add the tomatoes and cook, stirring, until slightly reduced.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Drain and rinse the beans and mash a third of them to a paste with a fork. Add all the beans, the kale, the water and the salt to the pot and simmer, partly covered, until the kale is very tender.',
        duration: 30,
      },
      {
        step: 5,
        instruction:
          'Tear the stale bread into pieces and stir it in. Simmer, stirring often, until the bread has soaked up the broth and the soup is thick enough to stand a spoon in.',
        duration: 10,
      },
      {
        step: 6,
        instruction:
          'Let the soup rest off the heat before serving, with pepper and the rest of the olive oil poured over each bowl.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-mozzarella-in-carrozza',
    name: 'Mozzarella in Carrozza',
    description:
      'Mozzarella sandwiches dipped in egg and fried until golden outside with a molten, stringy middle. Naples’ answer to the grilled cheese.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 25,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'lunch'],
    ingredients: [
      { name: 'bread', amount: '8', unit: 'slice' },
      { name: 'mozzarella', amount: '250', unit: 'g' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'milk', amount: '60', unit: 'ml' },
      { name: 'flour', amount: '4', unit: 'tbsp' },
      { name: 'vegetable oil', amount: '250', unit: 'ml' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the mozzarella about 1 cm thick and lay it on paper towels, pressing with more paper on top, so it does not make the sandwiches soggy.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Cut the crusts off the bread. Make four sandwiches with the mozzarella, keeping it a little in from the edges, and press the edges together firmly.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Beat the eggs with the milk and a pinch of the salt in a shallow dish. Dust each sandwich in flour, edges included, then soak it in the egg for about a minute, turning once.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Heat 1 cm of oil in a frying pan over medium-high heat until a cube of bread sizzles steadily in it.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Fry the sandwiches two at a time until deep golden and the cheese is starting to melt, about 2 minutes per side.',
        duration: 6,
      },
      {
        step: 6,
        instruction:
          'Drain on paper towels, sprinkle with the rest of the salt, cut in half and eat hot.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-spaghetti-tuna-tomato-chili',
    name: 'Spaghetti with Tuna, Tomato and Chili',
    description:
      'A quick tomato sauce with garlic and chili, tinned tuna folded in at the end so it stays in tender flakes. The pantry dinner every Italian student knows.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'spaghetti', amount: '400', unit: 'g' },
      { name: 'tinned tuna', amount: '300', unit: 'g' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'red pepper flakes', amount: '1/4', unit: 'tsp' },
      { name: 'oregano', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Put a large pot of water on to boil and salt it well.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Warm the oil in a wide pan over medium-low heat with the sliced garlic and the pepper flakes until the garlic is fragrant and pale gold.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Add the tomatoes and oregano and simmer until the sauce thickens, while the water comes to the boil.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Cook the spaghetti until al dente. Two minutes before it is ready, drain the tuna, stir it into the sauce in big flakes and let it warm through.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Drain the pasta, keeping a mug of its water, and toss it in the sauce with a splash of the water until glossy. Season with black pepper and serve.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-rosemary-sea-salt-focaccia',
    name: 'Rosemary and Sea Salt Focaccia',
    description:
      'A soft, airy, olive-oil-rich flatbread with a crisp golden base, dimpled and scattered with rosemary and salt. Needs only a spoon, a bowl and time.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 185,
    servings: 12,
    rating: 4.8,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'flour', amount: '500', unit: 'g' },
      { name: 'water', amount: '400', unit: 'ml' },
      { name: 'yeast', amount: '2', unit: 'tsp' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'olive oil', amount: '6', unit: 'tbsp' },
      { name: 'rosemary', amount: '3', unit: 'sprig' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Stir the yeast into the lukewarm water in a large bowl. Add the flour and 1 1/2 tsp of the salt and mix with a spoon into a shaggy, sticky dough with no dry flour. Pour over 1 tbsp of the oil and squeeze it in with a wet hand.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Cover and leave somewhere warm until doubled and bubbly. Twice in the first half hour, with a wet hand, lift one edge of the dough and fold it over the middle, turning the bowl until you have folded all four sides.',
        duration: 90,
      },
      {
        step: 3,
        instruction:
          'Pour 2 tbsp of the oil into a 23 x 33 cm baking tin. Tip the dough in, turn it over to coat and stretch it gently towards the corners; if it springs back, wait 10 minutes and stretch again.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Cover and leave to rise until puffy and almost filling the tin. Heat the oven to 230°C meanwhile.',
        duration: 45,
      },
      {
        step: 5,
        instruction:
          'Oil your fingertips and press deep dimples all over the dough, right down to the tin. Drizzle over the remaining oil, then scatter over the rosemary leaves and the rest of the salt.',
        duration: 3,
      },
      {
        step: 6,
        instruction: 'Bake until the top is deep golden and the underside crisp when lifted.',
        duration: 22,
      },
      {
        step: 7,
        instruction:
          'Cool in the tin for 5 minutes, then move to a rack so the base stays crisp. Cut into 12 squares; it is best the day it is made.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-weeknight-spaghetti-bolognese',
    name: 'Weeknight Spaghetti Bolognese',
    description:
      'A meaty sauce of beef, soffritto, milk and tomato, simmered just long enough to turn rich and thick. The family favourite, done on a Tuesday.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 65,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'celery', amount: '1', unit: 'stalk' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'tomato paste', amount: '2', unit: 'tbsp' },
      { name: 'milk', amount: '125', unit: 'ml' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'spaghetti', amount: '400', unit: 'g' },
      { name: 'parmesan', amount: '40', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Finely chop the onion, carrot, celery and garlic.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Soften the vegetables in the oil in a heavy pan over medium heat, stirring now and then, until the onion is translucent.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Turn up the heat, add the beef and break it up with a wooden spoon. Cook until it has lost all its pink, any liquid has evaporated and it starts to brown.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Stir in the tomato paste for a minute, then pour in the milk and let it bubble until almost absorbed.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Add the tomatoes, a third of a can of water, 1 tsp of the salt and the pepper. Simmer with the lid ajar, stirring from time to time, until thick and glossy. Put a large pot of water on to boil for the pasta halfway through.',
        duration: 22,
      },
      {
        step: 6,
        instruction:
          'Salt the boiling water with the rest of the salt and cook the spaghetti until al dente, keeping a mug of the cooking water.',
        duration: 10,
      },
      {
        step: 7,
        instruction:
          'Toss the drained spaghetti in the sauce with a splash of the pasta water over low heat, and serve with the parmesan grated over.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-spaghetti-beef-meatballs-tomato',
    name: 'Spaghetti with Beef Meatballs in Tomato Sauce',
    description:
      'Tender beef and parmesan meatballs, browned and then simmered in garlicky tomato sauce, piled on spaghetti. A big family platter.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 65,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'bread', amount: '2', unit: 'slice' },
      { name: 'milk', amount: '60', unit: 'ml' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'spaghetti', amount: '400', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the crusts off the bread, tear it into a large bowl, pour over the milk and mash it into a paste with a fork.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Add the beef, egg, half the grated parmesan, 1 grated garlic clove, 1 tsp of the salt and the pepper. Mix gently with your hands until just combined, then roll into 16 balls the size of a golf ball.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Brown the meatballs in 2 tbsp of the oil in a wide, deep pan over medium-high heat, turning them so they colour on all sides. Do it in two batches and set them aside on a plate.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Pour off most of the fat, add the remaining oil and the other 2 garlic cloves, sliced, and cook for a minute. Add the tomatoes, oregano, a pinch of salt and a splash of water and bring to a simmer.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Return the meatballs to the pan, partly cover and simmer gently, turning them once, until cooked through and the sauce has thickened. Put the pasta water on to boil meanwhile.',
        duration: 25,
      },
      {
        step: 6,
        instruction:
          'Salt the boiling water with the rest of the salt and cook the spaghetti until al dente.',
        duration: 10,
      },
      {
        step: 7,
        instruction:
          'Toss the drained spaghetti with a few ladles of the sauce, then top with the meatballs, the rest of the sauce and the remaining parmesan.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-classic-spaghetti-carbonara',
    name: 'Classic Spaghetti Carbonara',
    description:
      'Crisp bacon, eggs, parmesan and lots of black pepper tossed with hot spaghetti into a glossy, creamy sauce, with not a drop of cream.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 30,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'spaghetti', amount: '400', unit: 'g' },
      { name: 'bacon', amount: '150', unit: 'g' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'parmesan', amount: '60', unit: 'g' },
      { name: 'black pepper', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring a large pot of water to the boil and salt it a little more lightly than usual, as the bacon and cheese are salty.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cut the bacon (or pancetta) into small strips. In a bowl, whisk 2 whole eggs and 2 yolks with the finely grated parmesan and the pepper into a thick paste.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Put the bacon in a large cold frying pan and cook it over medium heat until the fat has run and the edges are crisp. Turn off the heat.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Cook the spaghetti until al dente and scoop out a mug of the cooking water before draining.',
        duration: 9,
      },
      {
        step: 5,
        instruction:
          'Tip the spaghetti into the bacon pan off the heat and toss it in the fat. Wait 30 seconds, then add a splash of pasta water and the egg mixture and toss constantly, adding more water a spoonful at a time, until the sauce is creamy and clings to every strand. If the pan is too hot, the eggs will scramble.',
        duration: 2,
      },
      {
        step: 6,
        instruction: 'Serve at once, with extra black pepper on top.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-spaghetti-aglio-e-olio',
    name: 'Spaghetti Aglio e Olio',
    description:
      'Spaghetti tossed with golden slices of garlic, chili and olive oil emulsified with starchy pasta water. The midnight pasta made from almost nothing.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 22,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'spaghetti', amount: '400', unit: 'g' },
      { name: 'olive oil', amount: '6', unit: 'tbsp' },
      { name: 'garlic', amount: '6', unit: 'clove' },
      { name: 'red pepper flakes', amount: '1/2', unit: 'tsp' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Bring a large pot of water to the boil and salt it well.',
        duration: 8,
      },
      {
        step: 2,
        instruction: 'Slice the garlic as thinly as you can and chop the parsley.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Cook the spaghetti until just short of al dente. In the last 5 minutes, warm the oil with the garlic and pepper flakes in a large pan over low heat until the garlic is pale gold, then take it off the heat; burnt garlic turns bitter.',
        duration: 9,
      },
      {
        step: 4,
        instruction:
          'Lift the spaghetti into the pan with tongs along with a ladle of its water. Toss hard over high heat until the oil and water come together into a light sauce that coats the pasta.',
        duration: 2,
      },
      {
        step: 5,
        instruction: 'Toss in the parsley and serve straight away.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-penne-all-arrabbiata',
    name: "Penne all'Arrabbiata",
    description:
      'Penne in a fiery tomato sauce with plenty of garlic and chili, cooked until the oil shines on top. Simple, punchy and made entirely from the pantry.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 30,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'penne', amount: '400', unit: 'g' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'red pepper flakes', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Put a large pot of water on to boil for the pasta.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Warm the oil in a wide pan over medium-low heat with the sliced garlic and the pepper flakes until the garlic is golden and the oil is tinted red. Use less chili if you like it milder.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Add the tomatoes and a good pinch of the salt and simmer briskly, stirring now and then, until the sauce is thick and the oil shines on the surface.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Salt the boiling water with the rest of the salt and cook the penne until al dente.',
        duration: 11,
      },
      {
        step: 5,
        instruction:
          'Drain the penne, keeping a little water, and toss it in the sauce over the heat for a minute, loosening with a splash of the water, until every tube is coated.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-penne-broccoli-toasted-breadcrumbs',
    name: 'Penne with Broccoli and Toasted Breadcrumbs',
    description:
      'Broccoli cooked soft in the pasta pot, then mashed into garlicky chili oil so it clings to the penne like a sauce, finished with crunchy lemon crumbs.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'penne', amount: '400', unit: 'g' },
      { name: 'broccoli', amount: '500', unit: 'g' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'red pepper flakes', amount: '1/4', unit: 'tsp' },
      { name: 'breadcrumbs', amount: '40', unit: 'g' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring a large pot of salted water to the boil. Meanwhile cut the broccoli into small florets and peel and slice the stalk.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Toast the breadcrumbs in 1 tbsp of the oil in a large frying pan over medium heat, stirring, until golden and crisp. Stir in the lemon zest and tip them into a bowl.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Cook the penne, adding the broccoli to the same pot for the last 5 minutes so it turns very tender.',
        duration: 11,
      },
      {
        step: 4,
        instruction:
          'While the pasta cooks, warm the rest of the oil with the sliced garlic and pepper flakes in the frying pan until the garlic is golden.',
        duration: 2,
      },
      {
        step: 5,
        instruction:
          'Drain the pasta and broccoli, keeping a mug of water, and add them to the pan. Toss hard with a splash of the water and a squeeze of lemon juice, crushing some broccoli so it coats the pasta. Serve with the crumbs scattered over.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-angel-hair-pomodoro',
    name: 'Angel Hair Pomodoro',
    description:
      'Ripe tomatoes cooked for a few minutes with garlic and olive oil into a chunky sauce, tossed with angel hair and torn basil. Summer dinner in a quarter of an hour.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 15,
    servings: 2,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'dinner', 'quick'],
    ingredients: [
      { name: 'angel hair', amount: '180', unit: 'g' },
      { name: 'tomato', amount: '400', unit: 'g' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'basil', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring 2 litres of water to the boil in a pot (start it from the kettle to save time) and add most of the salt.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Meanwhile chop the tomatoes. Warm the oil with the sliced garlic in a large pan for a minute, add the tomatoes and a pinch of salt and cook briskly until they collapse into a chunky sauce.',
        duration: 5,
      },
      {
        step: 3,
        instruction: 'Cook the angel hair until just tender; it takes only a few minutes.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Lift the pasta into the sauce with a splash of its water, toss, tear in the basil and serve.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-baked-chicken-parmigiana',
    name: 'Baked Chicken Parmigiana',
    description:
      'Crumbed chicken cutlets, pan-fried until golden, then baked under tomato sauce and bubbling mozzarella. A crowd-pleaser with crisp edges.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 50,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '2', unit: 'piece' },
      { name: 'flour', amount: '50', unit: 'g' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'breadcrumbs', amount: '100', unit: 'g' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'oregano', amount: '1/2', unit: 'tsp' },
      { name: 'mozzarella', amount: '125', unit: 'g' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C. Simmer the tomatoes with 1 tbsp of the oil, the grated garlic, the oregano and a pinch of salt in a small pan until thick.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Slice each chicken breast in half horizontally to make four cutlets, then pound them between cling film to an even 1 cm. Season with salt and pepper.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Set out the flour, the beaten eggs and the breadcrumbs mixed with half the grated parmesan in three shallow dishes. Coat each cutlet in flour, then egg, then crumbs, pressing them on.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Fry the cutlets in the remaining oil in a large frying pan over medium-high heat until golden on both sides; they will finish cooking in the oven.',
        duration: 8,
      },
      {
        step: 5,
        instruction:
          'Lay the cutlets in a baking dish, spoon the sauce down the middle of each and top with torn mozzarella and the rest of the parmesan. Bake until the cheese bubbles and the chicken is cooked through.',
        duration: 15,
      },
      {
        step: 6,
        instruction: 'Let it rest for a few minutes before serving.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-one-pot-chicken-cacciatore',
    name: 'One-Pot Chicken Cacciatore',
    description:
      'Chicken thighs browned until crisp, then braised with peppers, onion and mushrooms in a garlicky tomato sauce until falling off the bone. The hunter’s stew of Italian home cooking.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 55,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '8', unit: 'piece' },
      { name: 'bell pepper', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'mushroom', amount: '200', unit: 'g' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Pat the bone-in, skin-on chicken thighs dry and season them all over with the salt and pepper.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a large deep pan or casserole over medium-high heat and brown the chicken skin side down until the skin is crisp and golden. Turn for 2 minutes more, then lift out onto a plate.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Pour off all but about 2 tbsp of the fat. Add the sliced onion, peppers and mushrooms and cook, stirring, until softened and the mushrooms have browned.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Stir in the sliced garlic and the oregano for a minute, then add the tomatoes and a splash of water, scraping up the browned bits from the bottom.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Nestle the chicken back in, skin side up and above the sauce so it stays crisp. Cover and simmer gently until the meat is very tender and pulls away from the bone.',
        duration: 30,
      },
      {
        step: 6,
        instruction:
          'Taste the sauce and adjust the seasoning, then serve the chicken with the vegetables and sauce spooned around.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-creamy-tuscan-chicken-spinach',
    name: 'Creamy Tuscan Chicken with Spinach',
    description:
      'Golden chicken cutlets in a garlicky parmesan cream sauce with sun-dried tomatoes and wilted spinach. Rich, quick and low in carbs.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['keto', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '700', unit: 'g' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'sun dried tomato', amount: '60', unit: 'g' },
      { name: 'heavy cream', amount: '250', unit: 'ml' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'spinach', amount: '100', unit: 'g' },
      { name: 'italian seasoning', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the chicken breasts in half horizontally into thin cutlets and season them with the salt, pepper and Italian seasoning.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Heat the oil and butter in a large frying pan over medium-high heat and sear the chicken until golden and cooked through, about 4 minutes a side. Set aside on a plate.',
        duration: 9,
      },
      {
        step: 3,
        instruction:
          'Lower the heat and add the minced garlic and chopped sun-dried tomatoes to the pan for a minute, until fragrant.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Pour in the cream, scrape up the browned bits and simmer until slightly thickened. Stir in the grated parmesan until smooth.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Add the spinach and stir until wilted, then return the chicken and its juices to the pan. Simmer for a couple of minutes, spooning the sauce over, and serve.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-italian-sausage-peppers-skillet',
    name: 'Italian Sausage and Peppers Skillet',
    description:
      'Browned Italian sausages cooked down with sweet peppers, onions, garlic and oregano until soft and jammy. Pile it into rolls or eat it straight from the pan.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['keto', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'italian sausage', amount: '600', unit: 'g' },
      { name: 'bell pepper', amount: '3', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'water', amount: '60', unit: 'ml' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the peppers (a mix of colours looks best) and the onion into thick strips.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Brown the sausages in 1 tbsp of the oil in a large frying pan over medium heat, turning, until coloured all over. They do not need to be cooked through yet. Lift them out. (Most Italian sausages are gluten-free, but check the label if it matters.)',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Add the remaining oil, the peppers, the onion and the salt to the pan and cook, stirring now and then, until soft and catching at the edges.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Stir in the sliced garlic, the oregano and the pepper for a minute. Return the sausages, add the water, cover and cook over low heat until the sausages are cooked through and the peppers are silky.',
        duration: 12,
      },
    ],
  },
  {
    id: 'seed-lemon-rosemary-chicken-potato-traybake',
    name: 'Lemon Rosemary Chicken and Potato Traybake',
    description:
      'Crisp-skinned chicken thighs roasted on a bed of potatoes with lemon, whole garlic cloves and rosemary, everything basting in the juices. One tin, no fuss.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 65,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '8', unit: 'piece' },
      { name: 'potato', amount: '800', unit: 'g' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '6', unit: 'clove' },
      { name: 'rosemary', amount: '3', unit: 'sprig' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C. Scrub the potatoes and cut them into 3 cm chunks; cut the lemon into wedges.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'In a large roasting tin, toss the potatoes, lemon wedges, unpeeled garlic cloves and rosemary sprigs with 2 tbsp of the oil, the oregano and half the salt. Spread them out in one layer.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Rub the bone-in, skin-on chicken thighs with the rest of the oil, season with the remaining salt and the pepper, and nestle them skin side up among the potatoes.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Roast until the skin is crisp and golden, the potatoes are browned and the chicken juices run clear, turning the potatoes once halfway.',
        duration: 45,
      },
      {
        step: 5,
        instruction:
          'Squeeze the roasted lemon wedges over everything, squash the soft garlic out of its skins and let the tin rest for a few minutes before serving.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-baked-ziti-italian-sausage',
    name: 'Baked Ziti with Italian Sausage',
    description:
      'Pasta tubes tossed in a sausage and tomato sauce, layered with pockets of ricotta and baked under melting mozzarella. Feeds a crowd and reheats beautifully.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 65,
    servings: 8,
    rating: 4.6,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'ziti', amount: '500', unit: 'g' },
      { name: 'italian sausage', amount: '400', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'ricotta', amount: '250', unit: 'g' },
      { name: 'mozzarella', amount: '250', unit: 'g' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C and put a large pot of water on to boil for the pasta.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Squeeze the sausage meat out of its skins into a large pan with the oil and brown it over medium-high heat, breaking it up. Add the chopped onion and cook until soft.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Stir in the minced garlic and the oregano for a minute, then add the tomatoes, 1 tsp of the salt and the pepper and simmer until thickened.',
        duration: 15,
      },
      {
        step: 4,
        instruction:
          'Salt the boiling water with the rest of the salt and cook the ziti (or penne) for 2 minutes less than the packet says; it finishes in the oven. Drain well.',
        duration: 9,
      },
      {
        step: 5,
        instruction:
          'Mix the pasta with most of the sauce. Spread half of it in a 23 x 33 cm baking dish, dot with spoonfuls of ricotta and half the torn mozzarella, then add the rest of the pasta, the remaining sauce, mozzarella and grated parmesan.',
        duration: 5,
      },
      {
        step: 6,
        instruction: 'Bake until bubbling at the edges and browned in spots on top.',
        duration: 20,
      },
      {
        step: 7,
        instruction: 'Let it stand for 5 minutes so it holds together when you serve it.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-layered-beef-ricotta-lasagna',
    name: 'Layered Beef and Ricotta Lasagna',
    description:
      'Slow-simmered beef and tomato sauce layered with pasta, creamy ricotta and mozzarella, baked until golden and bubbling. A weekend project that feeds eight.',
    cuisine: 'italian',
    difficulty: 'hard',
    cookTime: 150,
    servings: 8,
    rating: 4.9,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'ground beef', amount: '700', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'lasagna noodle', amount: '12', unit: 'sheet' },
      { name: 'ricotta', amount: '450', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'mozzarella', amount: '300', unit: 'g' },
      { name: 'parmesan', amount: '80', unit: 'g' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Finely chop the onion and garlic. Brown the beef with the onion in the oil in a large pan over medium-high heat, breaking it up, until no pink remains and the liquid has cooked away.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'Add the garlic for a minute, then the tomatoes, half a can of water, 1 tsp of the salt and the pepper. Simmer with the lid ajar, stirring now and then, until thick and rich.',
        duration: 45,
      },
      {
        step: 3,
        instruction:
          'Meanwhile mix the ricotta with the egg, half the grated parmesan and a pinch of salt. If your lasagna sheets need boiling, cook them a few at a time in salted water until pliable and lay them on an oiled tray.',
        duration: 15,
      },
      {
        step: 4,
        instruction:
          'Heat the oven to 190°C. In a 23 x 33 cm dish, spread a thin layer of sauce, then build layers of pasta, ricotta, sauce and torn mozzarella three times, finishing with pasta, sauce, mozzarella and the rest of the parmesan.',
        duration: 15,
      },
      {
        step: 5,
        instruction:
          'Cover with foil and bake for 25 minutes, then uncover and bake until the top is golden and bubbling and a knife slides easily through the pasta.',
        duration: 45,
      },
      {
        step: 6,
        instruction:
          'Let the lasagna rest before cutting it into eight pieces, so the layers hold their shape.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-lemon-pea-risotto',
    name: 'Lemon and Pea Risotto',
    description:
      'A creamy risotto brightened with lemon zest and sweet green peas, finished with butter and parmesan. Made from the freezer and the pantry.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 35,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'arborio rice', amount: '320', unit: 'g' },
      { name: 'peas', amount: '250', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'vegetable broth', amount: '1.2', unit: 'l' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'parmesan', amount: '60', unit: 'g' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the broth in a saucepan and keep it at a bare simmer. Finely chop the onion.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Soften the onion in the oil and 1 tbsp of the butter in a wide pan over medium-low heat without letting it colour.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Add the rice and stir for a couple of minutes until the grains are hot and translucent at the edges.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Add the hot broth a ladle at a time, stirring often and letting each ladle be almost absorbed before adding the next, until the rice is nearly tender.',
        duration: 16,
      },
      {
        step: 5,
        instruction:
          'Stir in the frozen peas, the grated lemon zest and one more ladle of broth and cook until the peas are hot and the rice is creamy with a slight bite.',
        duration: 3,
      },
      {
        step: 6,
        instruction:
          'Off the heat, beat in the rest of the butter, the grated parmesan and 2 tbsp of lemon juice. Season, cover for 2 minutes and loosen with a little broth so it flows on the plate.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-torta-di-mele-apple-cake',
    name: 'Torta di Mele Apple Cake',
    description:
      'A soft, lemony Italian apple cake packed with sliced apples and topped with a sugary fan of more. Made for breakfast with coffee, and for afternoon tea too.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 85,
    servings: 8,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'flour', amount: '250', unit: 'g' },
      { name: 'sugar', amount: '175', unit: 'g' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'butter', amount: '100', unit: 'g' },
      { name: 'milk', amount: '100', unit: 'ml' },
      { name: 'apple', amount: '3', unit: 'piece' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'baking powder', amount: '2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 180°C. Butter a 24 cm springform tin and line the base with baking paper. Melt the butter and let it cool.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Peel, core and thinly slice the apples and toss them with the juice of half the lemon so they do not brown.',
        duration: 8,
      },
      {
        step: 3,
        instruction: 'Whisk the eggs with 150 g of the sugar until pale, thick and fluffy.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Whisk in the melted butter, the milk and the grated lemon zest, then fold in the flour, baking powder and salt until just smooth.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Fold two-thirds of the apples into the batter and pour it into the tin. Arrange the rest of the slices on top in overlapping circles and sprinkle with the remaining sugar.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Bake until golden and a skewer pushed into the middle comes out clean; cover loosely with foil if the top browns too fast.',
        duration: 45,
      },
      {
        step: 7,
        instruction: 'Cool in the tin for 10 minutes before unclipping and cutting into slices.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-potato-gnocchi-tomato-sauce',
    name: 'Homemade Potato Gnocchi with Tomato Sauce',
    description:
      'Pillowy gnocchi made from nothing but potatoes, flour and an egg, tossed in a simple garlic tomato sauce with parmesan. Worth a slow afternoon.',
    cuisine: 'italian',
    difficulty: 'hard',
    cookTime: 85,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'dinner'],
    ingredients: [
      { name: 'potato', amount: '1', unit: 'kg' },
      { name: 'flour', amount: '250', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'parmesan', amount: '40', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Boil the whole, unpeeled potatoes (floury ones such as russets) in salted water until a knife slides in with no resistance. While they cook, warm the oil with the sliced garlic in a pan, add the tomatoes and a pinch of salt and simmer until thick.',
        duration: 35,
      },
      {
        step: 2,
        instruction:
          'Drain the potatoes, peel them while hot (hold them in a cloth) and press them through a ricer or mash them very smoothly onto a floured board. Spread them out and let the steam escape until just warm.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Make a well in the potato, add the beaten egg, 1 tsp of the salt and most of the flour, and bring it together gently with a scraper and your hands into a soft dough. Add more flour only until it no longer sticks; knead as little as possible, or the gnocchi will be heavy.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Cut the dough into four, roll each piece into a rope 2 cm thick and cut it into 2 cm pillows. Roll each over the back of a fork if you like ridges, and lay them on a floured tray without touching.',
        duration: 20,
      },
      {
        step: 5,
        instruction:
          'Bring a large pot of water to the boil and salt it. Cook the gnocchi in batches; when they float to the top, give them 30 seconds more, then lift them straight into the sauce with a slotted spoon.',
        duration: 10,
      },
      {
        step: 6,
        instruction:
          'Add the butter and toss gently over low heat until glossy. Serve with the grated parmesan.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-fresh-egg-tagliatelle-garlic-mushrooms',
    name: 'Fresh Egg Tagliatelle with Garlic Mushrooms',
    description:
      'Silky ribbons of pasta made by hand from flour and eggs, tossed with buttery browned mushrooms, garlic, parsley and parmesan.',
    cuisine: 'italian',
    difficulty: 'hard',
    cookTime: 95,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['vegetarian', 'dinner'],
    ingredients: [
      { name: 'flour', amount: '300', unit: 'g' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'mushroom', amount: '400', unit: 'g' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heap the flour on a clean worktop and make a wide well in the middle. Crack in the eggs, beat them with a fork and gradually draw in the flour from the walls until you have a shaggy dough.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Knead with the heel of your hand until smooth and elastic, adding a few drops of water if it is crumbly or a dusting of flour if it sticks.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Wrap the dough and let it rest at room temperature so the gluten relaxes and it rolls out easily.',
        duration: 30,
      },
      {
        step: 4,
        instruction:
          'Cut the dough into four. Roll each piece with a rolling pin or a pasta machine until thin enough to see the shadow of your hand through it. Dust with flour and let the sheets dry for a few minutes so they do not stick.',
        duration: 25,
      },
      {
        step: 5,
        instruction:
          'Roll each sheet up loosely and cut it into 7 mm ribbons. Shake them out, toss with a little flour and curl them into loose nests.',
        duration: 10,
      },
      {
        step: 6,
        instruction:
          'Put a large pot of salted water on to boil. Slice the mushrooms and fry them in the oil and 1 tbsp of the butter over high heat until browned, then add the minced garlic, pepper and a pinch of salt for a minute and stir in the chopped parsley.',
        duration: 8,
      },
      {
        step: 7,
        instruction:
          'Cook the tagliatelle in the boiling water; fresh pasta takes only a few minutes.',
        duration: 4,
      },
      {
        step: 8,
        instruction:
          'Lift the pasta into the mushroom pan with a splash of its water, add the rest of the butter and the grated parmesan and toss until glossy. Serve at once.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-crispy-mozzarella-arancini',
    name: 'Crispy Mozzarella Arancini',
    description:
      'Parmesan risotto rolled around cubes of mozzarella, crumbed and fried until crackling gold outside and molten within. Twelve Sicilian rice balls to share.',
    cuisine: 'italian',
    difficulty: 'hard',
    cookTime: 145,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['vegetarian', 'lunch'],
    ingredients: [
      { name: 'arborio rice', amount: '300', unit: 'g' },
      { name: 'vegetable broth', amount: '1', unit: 'l' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'mozzarella', amount: '125', unit: 'g' },
      { name: 'flour', amount: '50', unit: 'g' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'breadcrumbs', amount: '100', unit: 'g' },
      { name: 'vegetable oil', amount: '1', unit: 'l' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Soften the finely chopped onion in the butter, add the rice and stir for a minute, then add the hot broth a ladle at a time, stirring, until the rice is tender and the risotto is thick rather than runny. Stir in the grated parmesan and the salt.',
        duration: 25,
      },
      {
        step: 2,
        instruction:
          'Spread the risotto on a tray and let it cool completely, then chill it until firm. Leftover risotto is perfect here.',
        duration: 60,
      },
      {
        step: 3,
        instruction:
          'Cut the mozzarella into 12 cubes. With wet hands, flatten a large spoonful of rice in your palm, set a cube of cheese in the middle and close the rice around it, rolling it into a tight ball. Make 12.',
        duration: 20,
      },
      {
        step: 4,
        instruction:
          'Set out the flour, the beaten eggs and the breadcrumbs in three bowls. Roll each ball in flour, then egg, then crumbs, pressing them on well.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Heat oil at least 5 cm deep in a heavy pan to 175°C, when a cube of bread browns in about 40 seconds.',
        duration: 10,
      },
      {
        step: 6,
        instruction:
          'Fry the arancini four at a time, turning them, until deep golden all over and hot in the middle, about 4 minutes a batch. Keep the oil temperature steady between batches.',
        duration: 15,
      },
      {
        step: 7,
        instruction:
          'Drain on paper towels and rest for a couple of minutes before serving, three per person; the cheese inside is very hot.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-zucchini-noodle-bolognese',
    name: 'Zucchini Noodle Bolognese',
    description:
      'A quick beef and tomato sauce spooned over zucchini noodles flashed in a hot pan, for all the comfort of spaghetti bolognese without the pasta.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 45,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'zucchini', amount: '4', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'tomato paste', amount: '1', unit: 'tbsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Finely chop the onion and garlic.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Soften the onion in 1 tbsp of the oil in a large pan over medium heat until translucent.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Turn up the heat, add the beef and break it up. Cook until browned and any liquid has evaporated.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Stir in the garlic, tomato paste and oregano for a minute, then add the tomatoes, a splash of water, most of the salt and the pepper. Simmer until thick.',
        duration: 20,
      },
      {
        step: 5,
        instruction:
          'Meanwhile cut the zucchini into noodles with a spiralizer or a julienne peeler.',
        duration: 5,
      },
      {
        step: 6,
        instruction:
          'Toss the zucchini noodles in the remaining oil in a hot frying pan with the last pinch of salt for just 2 minutes, until barely tender; cooked longer they turn watery.',
        duration: 2,
      },
      {
        step: 7,
        instruction: 'Divide the noodles among bowls and spoon the sauce over.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-roasted-italian-vegetables-balsamic',
    name: 'Roasted Italian Vegetables with Balsamic',
    description:
      'Zucchini, peppers, eggplant and onion roasted hot with garlic and oregano until sweet and charred at the edges, finished with a splash of balsamic.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 50,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'vegan', 'paleo', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'zucchini', amount: '2', unit: 'piece' },
      { name: 'bell pepper', amount: '2', unit: 'piece' },
      { name: 'eggplant', amount: '1', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'balsamic vinegar', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C. Cut the zucchini, peppers and eggplant into 3 cm chunks and the onion into wedges.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Toss the vegetables and the lightly crushed garlic cloves with the oil, oregano, salt and pepper, and spread them over two baking trays so they roast rather than steam.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Roast until tender and charred at the edges, turning the vegetables and swapping the trays halfway.',
        duration: 33,
      },
      {
        step: 4,
        instruction:
          'Drizzle with the balsamic vinegar, toss and serve hot, or at room temperature with bread or over pasta.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-chicken-saltimbocca-sage',
    name: 'Chicken Saltimbocca with Sage',
    description:
      'Thin chicken cutlets wrapped in prosciutto and sage, fried until crisp and finished with a buttery white wine pan sauce. Elegant, yet on the table in 25 minutes.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 25,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['keto', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '600', unit: 'g' },
      { name: 'prosciutto', amount: '8', unit: 'slice' },
      { name: 'sage', amount: '8', unit: 'leaf' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'white wine', amount: '120', unit: 'ml' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the chicken into 8 even pieces and pound them between sheets of cling film to about 5 mm thick.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Season lightly with pepper (the prosciutto brings the salt). Lay a sage leaf on each cutlet, cover with a slice of prosciutto and press it on; pin it with a toothpick if it will not stay.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Heat the oil and 1 tbsp of the butter in a large frying pan over medium-high heat. Fry the cutlets prosciutto side down until crisp, then turn and cook until the chicken is cooked through. Do this in two batches and keep the first warm.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Pour the wine into the pan and let it bubble, scraping up the browned bits, until reduced by half. Swirl in the remaining butter off the heat to make a glossy sauce.',
        duration: 3,
      },
      {
        step: 5,
        instruction: 'Spoon the sauce over the cutlets and serve, two per person.',
        duration: 1,
      },
    ],
  },
];
