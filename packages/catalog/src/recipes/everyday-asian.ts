import type { SeedRecipe } from './seed-recipe';

/** Everyday asian dishes, written for the pantries households really keep (issue 26). */
export const EVERYDAY_ASIAN_RECIPES: readonly SeedRecipe[] = [
  // ── Chinese ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'seed-chinese-tomato-egg-stir-fry',
    name: 'Chinese Tomato and Egg Stir-Fry',
    description:
      'Soft, barely set egg folded through juicy tomatoes that cook down into a sweet-savoury sauce. The dish half of China grew up on, ready before the rice is.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 10,
    servings: 2,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'gluten-free', 'dairy-free', 'lunch', 'dinner', 'quick'],
    ingredients: [
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'tomato', amount: '3', unit: 'piece' },
      { name: 'green onion', amount: '2', unit: 'piece' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'sugar', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'water', amount: '2', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the tomatoes into wedges and slice the green onions, keeping the white and green parts apart. Beat the eggs with a pinch of the salt until no streaks of white remain.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Heat 1 1/2 tablespoons of the oil in a wok or frying pan over medium-high heat until it shimmers. Pour in the eggs, let them puff for a few seconds, then push them gently into large soft curds. Tip them onto a plate while still slightly wet.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Add the rest of the oil and the white parts of the onion, then the tomatoes. Stir-fry until they soften and release their juice, then add the sugar, the remaining salt and the water and let it bubble into a loose sauce.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Return the eggs and fold them through the tomatoes just long enough to warm them. Scatter over the green onion tops and serve with rice.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-beef-and-broccoli-stir-fry',
    name: 'Beef and Broccoli Stir-Fry',
    description:
      'Tender slices of beef and crisp broccoli in a glossy garlicky soy sauce, better than the takeaway and on the table in about 20 minutes.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 22,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'flank steak', amount: '500', unit: 'g' },
      { name: 'broccoli', amount: '500', unit: 'g' },
      { name: 'soy sauce', amount: '4', unit: 'tbsp' },
      { name: 'sugar', amount: '1', unit: 'tbsp' },
      { name: 'cornstarch', amount: '1', unit: 'tbsp' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'rice', amount: '300', unit: 'g' },
      { name: 'water', amount: '600', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice, put it in a pan with 450 ml of the water and bring to the boil. Cover, turn the heat to its lowest and cook for 15 minutes, then leave it covered off the heat while you cook.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Slice the steak thinly across the grain and toss it with 1 tablespoon of the soy sauce and 1 teaspoon of the cornstarch. Cut the broccoli into bite-sized florets and mince the garlic.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Whisk the remaining soy sauce and cornstarch with the sugar and 120 ml of the water to make the sauce.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Heat 1 tablespoon of the oil in a wok over high heat. Sear the beef in two batches, spreading it out and leaving it alone for a minute before tossing, until browned outside but still pink within. Move it to a plate.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Add the remaining oil, the broccoli and the last of the water, cover and let it steam-fry until bright green and just tender.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Stir in the garlic for 30 seconds, return the beef, pour in the sauce and toss until it thickens and coats everything. Serve over the rice.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-garlicky-dry-fried-green-beans',
    name: 'Garlicky Dry-Fried Green Beans',
    description:
      'Green beans fried until blistered and wrinkled, then tossed with plenty of garlic, chili and soy. A Sichuan favourite that turns a bag of beans into the best dish on the table.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 14,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegan', 'vegetarian', 'keto', 'dairy-free', 'dinner', 'quick'],
    ingredients: [
      { name: 'green beans', amount: '500', unit: 'g' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'red pepper flakes', amount: '1/2', unit: 'tsp' },
      { name: 'soy sauce', amount: '1 1/2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Trim the beans and dry them thoroughly; wet beans steam instead of blistering. Mince the garlic.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a wok or large frying pan over medium-high heat. Add the beans in a single layer and fry, turning every minute or so, until the skins blister and wrinkle in patches and the beans are tender.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Push the beans aside, add the garlic and pepper flakes to the oil and sizzle for 30 seconds. Add the soy sauce and salt and toss until the beans are coated and the pan is dry. Serve hot.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-silky-egg-drop-soup',
    name: 'Silky Egg Drop Soup',
    description:
      'Hot, gently thickened chicken broth swirled with ribbons of egg and finished with sesame oil and white pepper. Comfort in ten minutes.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 10,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['gluten-free', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'chicken broth', amount: '1', unit: 'l' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'cornstarch', amount: '1 1/2', unit: 'tbsp' },
      { name: 'water', amount: '3', unit: 'tbsp' },
      { name: 'green onion', amount: '2', unit: 'piece' },
      { name: 'sesame oil', amount: '1', unit: 'tsp' },
      { name: 'white pepper', amount: '1/4', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring the broth to a simmer with the white pepper and salt. Meanwhile slice the green onions thinly.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Stir the cornstarch into the cold water until smooth, then stir it into the simmering broth and cook until it turns slightly thick and glossy.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Beat the eggs well. Stir the soup in one direction to set it swirling, then pour in the eggs in a thin, slow stream. Leave them for 10 seconds to set, then stir gently to break them into silky ribbons.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Take the pan off the heat, stir in the sesame oil, taste for salt and serve scattered with the green onions.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-sweet-and-sour-chicken-peppers',
    name: 'Sweet and Sour Chicken with Peppers',
    description:
      'Crisp-coated chicken and bright peppers tossed in a tangy ketchup and vinegar glaze. The takeaway classic, made from what is already in the cupboard.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 30,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '600', unit: 'g' },
      { name: 'cornstarch', amount: '5', unit: 'tbsp' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'bell pepper', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'vegetable oil', amount: '5', unit: 'tbsp' },
      { name: 'ketchup', amount: '4', unit: 'tbsp' },
      { name: 'vinegar', amount: '3', unit: 'tbsp' },
      { name: 'sugar', amount: '3', unit: 'tbsp' },
      { name: 'soy sauce', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'water', amount: '80', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the chicken into 2–3 cm pieces and season with the salt. Cut the peppers and onion into squares of about the same size.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Whisk the ketchup, vinegar, sugar, soy sauce, water and 1 teaspoon of the cornstarch into a sauce.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Beat the egg in a bowl, add the chicken and turn to coat, then toss the pieces in the remaining cornstarch until each one is dusted all over.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Heat 4 tablespoons of the oil in a large frying pan over medium-high heat and fry the chicken in two batches, turning, until golden, crisp and cooked through, about 5 minutes a batch. Drain on paper towel.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Pour off all but a film of oil, add the remaining oil and stir-fry the onion and peppers until crisp-tender.',
        duration: 3,
      },
      {
        step: 6,
        instruction:
          'Stir the sauce, pour it in and let it bubble until glossy, then return the chicken and toss quickly so the coating stays crisp. Serve at once.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-weeknight-vegetable-lo-mein',
    name: 'Weeknight Vegetable Lo Mein',
    description:
      'Slippery noodles tossed in a wok with carrot, mushrooms, pepper and a savoury soy-sesame sauce. Spaghetti stands in beautifully for the noodles.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 22,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'spaghetti', amount: '350', unit: 'g' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'mushroom', amount: '200', unit: 'g' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'green onion', amount: '4', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'soy sauce', amount: '4', unit: 'tbsp' },
      { name: 'sesame oil', amount: '1', unit: 'tbsp' },
      { name: 'sugar', amount: '2', unit: 'tsp' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Bring a large pot of water to the boil.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Cook the spaghetti for a minute less than the packet says. Meanwhile cut the carrots into matchsticks, slice the mushrooms and pepper, cut the green onions into short lengths and mince the garlic. Whisk the soy sauce, sesame oil and sugar together.',
        duration: 9,
      },
      {
        step: 3,
        instruction:
          'Drain the noodles, rinse them briefly under the tap so they stop cooking and shake them dry.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Heat the vegetable oil in a wok over high heat. Stir-fry the carrot and mushrooms until the mushrooms colour, then add the pepper, garlic and the white parts of the green onions and toss until the pepper softens at the edges.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Add the noodles, the sauce and the green onion tops and toss with tongs until every strand is coated and hot. Serve straight from the wok.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-ginger-chicken-congee',
    name: 'Ginger Chicken Congee',
    description:
      'Rice simmered slowly with chicken and ginger until it melts into a soft, savoury porridge. The breakfast that also fixes a cold, a long night or a grey day.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 72,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'breakfast', 'lunch'],
    ingredients: [
      { name: 'rice', amount: '150', unit: 'g' },
      { name: 'chicken thigh', amount: '350', unit: 'g' },
      { name: 'ginger', amount: '40', unit: 'g' },
      { name: 'water', amount: '2', unit: 'l' },
      { name: 'green onion', amount: '3', unit: 'piece' },
      { name: 'white pepper', amount: '1/4', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice in a few changes of water until it runs nearly clear, then drain. Peel the ginger; slice half into thin coins and cut the rest into fine matchsticks for serving.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Put the rice, water, ginger coins and whole chicken thighs in a large heavy pot and bring to the boil, stirring now and then so the rice does not catch.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Turn the heat down to a bare simmer, set the lid ajar and cook, stirring and scraping the bottom every 10 minutes, until the grains break down into a thick, creamy porridge. Lift the chicken out once it is cooked through, after about 25 minutes.',
        duration: 50,
      },
      {
        step: 4,
        instruction:
          'Shred the chicken with two forks, discard the ginger coins and stir the chicken back in. Season with the salt and white pepper, and loosen with hot water if it has become too thick.',
        duration: 5,
      },
      {
        step: 5,
        instruction: 'Ladle into bowls and top with the ginger matchsticks and sliced green onion.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-chinese-steamed-egg-custard',
    name: 'Chinese Steamed Egg Custard',
    description:
      'Eggs whisked with warm water and steamed into a custard as smooth as silken tofu, finished with soy sauce and sesame oil. A gentle breakfast or a side for rice.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 18,
    servings: 2,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'keto', 'dairy-free', 'breakfast'],
    ingredients: [
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'water', amount: '270', unit: 'ml' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'soy sauce', amount: '2', unit: 'tsp' },
      { name: 'sesame oil', amount: '1', unit: 'tsp' },
      { name: 'green onion', amount: '1', unit: 'piece' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Set a rack in a wok or wide pan with a few centimetres of water and bring it to a simmer. Beat the eggs with the salt gently, without making froth, then whisk in the water, which should be lukewarm.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Pour the mixture through a sieve into a shallow heatproof bowl and pop any bubbles on the surface with a spoon. Cover the bowl with a plate or foil so condensation cannot drip on it.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Steam over low to medium heat, with the lid very slightly open, until the custard is set but still wobbles in the centre like jelly. Too fierce a heat makes it honeycombed.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Drizzle over the soy sauce and sesame oil, scatter with the sliced green onion and serve warm.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-flaky-scallion-pancakes',
    name: 'Flaky Scallion Pancakes',
    description:
      'Chewy, many-layered pan-fried flatbreads streaked with green onion, crisp at the edges and torn apart at the table with a soy-vinegar dip. Nothing in them but flour, water and onions.',
    cuisine: 'asian',
    difficulty: 'hard',
    cookTime: 63,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'flour', amount: '300', unit: 'g' },
      { name: 'water', amount: '200', unit: 'ml' },
      { name: 'green onion', amount: '6', unit: 'piece' },
      { name: 'vegetable oil', amount: '6', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'soy sauce', amount: '2', unit: 'tbsp' },
      { name: 'rice vinegar', amount: '1', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Stir 150 ml of just-boiled water into the flour with chopsticks, then add 50 ml cold water and bring it together. Knead on the counter until smooth and soft.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cover the dough and let it rest for 30 minutes. Meanwhile slice the green onions finely.',
        duration: 30,
      },
      {
        step: 3,
        instruction:
          'Divide the dough into 4. Roll each piece into a thin rectangle, brush with oil, sprinkle with salt and green onion, and roll it up tightly from the long side like a cigar. Coil the rope into a snail, tuck the end under, rest 5 minutes, then roll it out gently into an 18 cm round.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Fry the pancakes one at a time in a tablespoon of oil over medium heat, 2–3 minutes a side, until golden and puffed. Scrunch each one briefly between two spatulas to open up the layers.',
        duration: 12,
      },
      {
        step: 5,
        instruction:
          'Stir the soy sauce and vinegar together for dipping, cut the pancakes into wedges and serve hot.',
        duration: 1,
      },
    ],
  },
  // ── Japanese ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'seed-glazed-chicken-thigh-teriyaki',
    name: 'Glazed Chicken Thigh Teriyaki',
    description:
      'Juicy chicken thighs pan-fried until golden, then lacquered in a sticky soy, honey and ginger glaze. Sliced over rice, it is the weeknight dinner nobody complains about.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 23,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '600', unit: 'g' },
      { name: 'soy sauce', amount: '4', unit: 'tbsp' },
      { name: 'honey', amount: '2', unit: 'tbsp' },
      { name: 'ginger', amount: '1', unit: 'tsp' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'rice', amount: '300', unit: 'g' },
      { name: 'water', amount: '480', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice, bring it to the boil with 450 ml of the water, then cover and cook on the lowest heat for 15 minutes. Leave it covered off the heat until needed.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Pat the chicken dry and flatten any thick parts so the thighs cook evenly. Stir the soy sauce, honey, grated ginger, grated garlic and the remaining water together.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Heat the oil in a large frying pan over medium heat and lay in the thighs, smooth side down. Cook undisturbed until deep golden, about 7 minutes, then turn and cook until no longer pink inside.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Blot away most of the fat with paper towel, pour in the sauce and let it bubble, turning the chicken often, until the sauce reduces to a sticky glaze that clings.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Rest the chicken for a couple of minutes, slice it and serve over the rice with the glaze spooned on top.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-oyakodon-chicken-egg-rice-bowl',
    name: 'Oyakodon Chicken and Egg Rice Bowl',
    description:
      'Chicken and sweet onion simmered in a savoury soy broth, then set with softly cooked egg and slid over rice. Japanese home comfort in one bowl.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 22,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '400', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'egg', amount: '5', unit: 'piece' },
      { name: 'chicken broth', amount: '250', unit: 'ml' },
      { name: 'soy sauce', amount: '3', unit: 'tbsp' },
      { name: 'sugar', amount: '1', unit: 'tbsp' },
      { name: 'green onion', amount: '2', unit: 'piece' },
      { name: 'rice', amount: '300', unit: 'g' },
      { name: 'water', amount: '450', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice, bring it to the boil with the water, then cover and cook on the lowest heat for 15 minutes. Leave it covered off the heat until needed.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Slice the onion thinly and cut the chicken into bite-sized pieces. Crack the eggs into a bowl and break them up with chopsticks, leaving them streaky rather than smooth.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Bring the broth, soy sauce and sugar to a simmer in a wide frying pan. Add the onion and simmer until soft.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Add the chicken in a single layer and simmer, turning once, until cooked through.',
        duration: 7,
      },
      {
        step: 5,
        instruction:
          'Pour two-thirds of the egg over the chicken in a circle, cover for 1 minute, then add the rest, cover and cook until just set on top but still soft and a little runny in places.',
        duration: 2,
      },
      {
        step: 6,
        instruction:
          'Spoon the rice into bowls, slide the chicken, egg and some of the broth over the top and scatter with sliced green onion.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-tofu-spinach-miso-soup',
    name: 'Tofu and Spinach Miso Soup',
    description:
      'A quick, soothing bowl of miso broth with soft cubes of tofu and wilted spinach. The Japanese breakfast soup, ready in under ten minutes.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 9,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'breakfast', 'lunch', 'quick'],
    ingredients: [
      { name: 'water', amount: '1', unit: 'l' },
      { name: 'miso', amount: '3', unit: 'tbsp' },
      { name: 'tofu', amount: '200', unit: 'g' },
      { name: 'spinach', amount: '2', unit: 'handful' },
      { name: 'green onion', amount: '2', unit: 'piece' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring the water to a simmer. Meanwhile cut the tofu into 1.5 cm cubes and slice the green onions thinly.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Slip the tofu and spinach into the water and simmer gently until the spinach wilts.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Turn the heat to low. Mix the miso with a ladle of the hot water until smooth, then stir it back into the pan. Do not let the soup boil again, or the miso loses its aroma.',
        duration: 2,
      },
      {
        step: 4,
        instruction: 'Ladle into bowls and scatter with the green onions.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-japanese-chicken-curry-rice',
    name: 'Japanese Chicken Curry Rice',
    description:
      'Mild, thick and gently sweet, with tender chicken, carrots and potatoes in a golden roux-based sauce. The curry every Japanese family makes by the potful.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 49,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '500', unit: 'g' },
      { name: 'onion', amount: '2', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'potato', amount: '400', unit: 'g' },
      { name: 'butter', amount: '4', unit: 'tbsp' },
      { name: 'flour', amount: '4', unit: 'tbsp' },
      { name: 'curry powder', amount: '2', unit: 'tbsp' },
      { name: 'soy sauce', amount: '1', unit: 'tbsp' },
      { name: 'honey', amount: '1', unit: 'tbsp' },
      { name: 'rice', amount: '320', unit: 'g' },
      { name: 'water', amount: '1.3', unit: 'l' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the chicken into bite-sized pieces and season with half the salt. Cut the onions into wedges and the carrots and peeled potatoes into chunky pieces.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Melt 1 tablespoon of the butter in a large pot over medium-high heat and brown the chicken. Add the onions and cook, stirring, until soft and turning golden.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Add the carrots, potatoes and 800 ml of the water, bring to the boil and simmer, partly covered, until the vegetables are tender. Meanwhile rinse the rice and cook it with the rest of the water, covered on the lowest heat, for 15 minutes. Melt the remaining butter in a small pan, stir in the flour and cook over low heat until it smells of biscuits and turns light brown, then stir in the curry powder off the heat.',
        duration: 20,
      },
      {
        step: 4,
        instruction:
          'Whisk a ladle of the cooking liquid into the roux until smooth, then stir it into the pot with the soy sauce, honey and remaining salt. Simmer, stirring, until the curry is thick and glossy.',
        duration: 6,
      },
      {
        step: 5,
        instruction: 'Spoon the rice onto one side of each plate and the curry alongside.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-tuna-mayo-onigiri',
    name: 'Tuna Mayo Onigiri',
    description:
      'Hand-pressed triangles of seasoned rice hiding a creamy tuna filling, wrapped in crisp nori. The lunchbox favourite of every Japanese convenience store, made at home.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 44,
    servings: 3,
    rating: 4.5,
    dietaryTags: ['gluten-free', 'dairy-free', 'breakfast', 'lunch'],
    ingredients: [
      { name: 'sushi rice', amount: '300', unit: 'g' },
      { name: 'water', amount: '360', unit: 'ml' },
      { name: 'tinned tuna', amount: '140', unit: 'g' },
      { name: 'mayonnaise', amount: '3', unit: 'tbsp' },
      { name: 'nori', amount: '2', unit: 'sheet' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice until the water runs almost clear and drain it. Bring it to the boil with the water, cover and cook on the lowest heat for 12 minutes, then leave it covered off the heat for 10 minutes more.',
        duration: 25,
      },
      {
        step: 2,
        instruction:
          'Drain the tuna well and mash it with the mayonnaise and black pepper. Cut each nori sheet into three strips.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Spread the rice out in a wide bowl and let it cool until you can handle it comfortably but it is still warm.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Wet your hands and rub them with a little salt. Take a sixth of the rice, flatten it in your palm, put a spoonful of tuna in the middle and close the rice around it. Press it into a triangle with firm but gentle cupped hands, turning it a few times. Make 6.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Wrap a strip of nori around the base of each onigiri just before eating so it stays crisp.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-okonomiyaki-cabbage-pancakes',
    name: 'Okonomiyaki Cabbage Pancakes',
    description:
      'Thick, savoury Osaka-style pancakes packed with shredded cabbage and topped with crisp bacon, a tangy brown sauce and a zigzag of mayonnaise.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 36,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'cabbage', amount: '300', unit: 'g' },
      { name: 'flour', amount: '100', unit: 'g' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'water', amount: '100', unit: 'ml' },
      { name: 'bacon', amount: '4', unit: 'slice' },
      { name: 'green onion', amount: '3', unit: 'piece' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'ketchup', amount: '2', unit: 'tbsp' },
      { name: 'worcestershire sauce', amount: '1', unit: 'tbsp' },
      { name: 'mayonnaise', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Shred the cabbage finely and slice the green onions. Whisk the flour, water, salt and eggs into a smooth batter, then fold in the cabbage and onions until everything is coated.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Heat 1 tablespoon of the oil in a frying pan over medium heat. Spoon in half the batter and shape it into a round about 2 cm thick, then lay 2 bacon slices on top. Cover and cook until golden underneath, about 5 minutes, then flip and cook bacon side down until the bacon is crisp and the middle is set. Meanwhile stir the ketchup and worcestershire together.',
        duration: 14,
      },
      {
        step: 3,
        instruction:
          'Keep the first pancake warm, bacon side up, and cook the second the same way with the remaining oil, batter and bacon.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Brush the pancakes with the sauce, drizzle the mayonnaise over in thin zigzags and cut into wedges to serve.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-pork-shogayaki-ginger-pork',
    name: 'Pork Shogayaki Ginger Pork',
    description:
      'Thin slices of pork seared quickly and glazed with a punchy fresh ginger and soy sauce, served with a cool pile of shredded cabbage and rice.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 26,
    servings: 3,
    rating: 4.5,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'pork loin', amount: '450', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'ginger', amount: '2', unit: 'tbsp' },
      { name: 'soy sauce', amount: '3', unit: 'tbsp' },
      { name: 'honey', amount: '1', unit: 'tbsp' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'cabbage', amount: '200', unit: 'g' },
      { name: 'rice', amount: '225', unit: 'g' },
      { name: 'water', amount: '370', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice, bring it to the boil with 340 ml of the water, then cover and cook on the lowest heat for 15 minutes. Leave it covered off the heat until needed.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Slice the pork as thinly as you can (15 minutes in the freezer makes it easier) and slice the onion. Grate the ginger and mix it with the soy sauce, honey and remaining water. Toss the pork in half the sauce and leave it for 10 minutes.',
        duration: 12,
      },
      {
        step: 3,
        instruction: 'Meanwhile shred the cabbage very finely and pile it on the plates.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Heat the oil in a large frying pan over medium-high heat and fry the onion until soft. Push it aside, lay the pork in a single layer and sear for about a minute a side.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Pour in the rest of the sauce and toss until it bubbles down to a glaze that coats the pork.',
        duration: 2,
      },
      {
        step: 6,
        instruction: 'Serve the pork beside the cabbage, with the rice.',
        duration: 1,
      },
    ],
  },
  // ── Korean ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'seed-korean-street-toast',
    name: 'Korean Street Toast',
    description:
      'Buttery toasted bread around a vegetable-packed omelette, a slice of cheese, a sprinkle of sugar and a squiggle of ketchup. The sweet-savoury breakfast sandwich of Seoul street stalls.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 14,
    servings: 2,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'breakfast', 'quick'],
    ingredients: [
      { name: 'bread', amount: '4', unit: 'slice' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'cabbage', amount: '100', unit: 'g' },
      { name: 'carrot', amount: '1/2', unit: 'piece' },
      { name: 'green onion', amount: '1', unit: 'piece' },
      { name: 'cheddar', amount: '2', unit: 'slice' },
      { name: 'sugar', amount: '2', unit: 'tsp' },
      { name: 'ketchup', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Shred the cabbage finely, grate the carrot and slice the green onion. Beat them into the eggs with the salt.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Melt half the butter in a frying pan over medium heat and toast the bread on both sides until golden. Set it aside.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Melt the remaining butter and pour in the egg mixture as two rectangles roughly the size of the bread. Cook until set underneath, flip and cook the other side.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Lay each omelette on a slice of toast, sprinkle with sugar, top with the cheese and a line of ketchup and close with the second slice. Cut in half and eat warm.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-korean-sesame-spinach',
    name: 'Korean Sesame Spinach',
    description:
      'Spinach blanched in seconds, squeezed dry and dressed with garlic, sesame oil and toasted sesame seeds. The simplest of banchan, and one you will make every week.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 10,
    servings: 4,
    rating: 4.4,
    dietaryTags: [
      'vegan',
      'vegetarian',
      'keto',
      'paleo',
      'gluten-free',
      'dairy-free',
      'lunch',
      'dinner',
      'quick',
    ],
    ingredients: [
      { name: 'spinach', amount: '300', unit: 'g' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'green onion', amount: '1', unit: 'piece' },
      { name: 'sesame oil', amount: '1', unit: 'tbsp' },
      { name: 'sesame seed', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring a large pot of water to the boil. Meanwhile mince the garlic and slice the green onion finely.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Plunge the spinach into the boiling water for 30 seconds, just until wilted, then drain and rinse under cold water.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Squeeze the spinach firmly in your hands to get out as much water as you can, then cut it into 5 cm lengths.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Toss the spinach with the garlic, green onion, sesame oil and salt, loosening the clumps with your fingers. Sprinkle with the sesame seeds and serve at room temperature.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-beef-bibimbap-vegetables',
    name: 'Beef Bibimbap with Vegetables',
    description:
      'A bowl of warm rice crowned with sesame-seasoned vegetables, savoury beef and a runny fried egg, mixed at the table with a spoonful of sweet-hot gochujang sauce.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 30,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'rice', amount: '300', unit: 'g' },
      { name: 'ground beef', amount: '250', unit: 'g' },
      { name: 'spinach', amount: '200', unit: 'g' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'zucchini', amount: '1', unit: 'piece' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'gochujang', amount: '3', unit: 'tbsp' },
      { name: 'sesame oil', amount: '2', unit: 'tbsp' },
      { name: 'soy sauce', amount: '2', unit: 'tbsp' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'water', amount: '470', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice, bring it to the boil with 450 ml of the water, then cover and cook on the lowest heat for 15 minutes. Leave it covered off the heat until needed.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Cut the carrots and zucchini into matchsticks and mince the garlic. Stir the gochujang with 1 tablespoon of the sesame oil and the remaining water into a loose sauce.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'In a frying pan with a little of the vegetable oil and a pinch of salt, cook each vegetable in turn until just tender and set it aside in its own pile: the carrots for 2 minutes, the zucchini for 2 minutes, then the spinach with half the garlic until wilted.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Brown the beef in the same pan over medium-high heat, breaking it up, then add the soy sauce, the rest of the garlic and 1 teaspoon of the sesame oil and cook until glazed.',
        duration: 6,
      },
      {
        step: 5,
        instruction:
          'Wipe the pan, add the rest of the vegetable oil and fry the eggs until the whites are set and crisp at the edges but the yolks are still runny.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Fill bowls with rice, arrange the vegetables and beef on top in sections and crown each with an egg. Drizzle with the last of the sesame oil and serve with the gochujang sauce to mix in at the table.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-korean-ground-beef-rice-bowls',
    name: 'Korean Ground Beef Rice Bowls',
    description:
      'Ground beef browned and glazed in a sweet garlicky soy and sesame sauce, bulgogi-style, and piled over rice. Twenty minutes, one pan, and always a hit.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'soy sauce', amount: '4', unit: 'tbsp' },
      { name: 'honey', amount: '2', unit: 'tbsp' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'sesame oil', amount: '1', unit: 'tbsp' },
      { name: 'green onion', amount: '3', unit: 'piece' },
      { name: 'rice', amount: '300', unit: 'g' },
      { name: 'water', amount: '450', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice, bring it to the boil with the water, then cover and cook on the lowest heat for 15 minutes. Leave it covered off the heat until needed.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Mince the garlic and slice the green onions, keeping the tops apart. Stir the soy sauce, honey and sesame oil together.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Brown the beef in a large dry frying pan over medium-high heat, breaking it up, until no pink remains and some bits are crisp. Spoon off excess fat.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Add the garlic and white parts of the onions for a minute, then pour in the sauce and simmer until it is absorbed and the beef looks glossy.',
        duration: 4,
      },
      {
        step: 5,
        instruction: 'Spoon the beef over bowls of rice and scatter with the green onion tops.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-kimchi-fried-rice-fried-egg',
    name: 'Kimchi Fried Rice with a Fried Egg',
    description:
      'Leftover rice fried with tangy kimchi, smoky bacon and a little gochujang, then topped with a runny egg. The best thing that ever happened to yesterday’s rice.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 15,
    servings: 2,
    rating: 4.7,
    dietaryTags: ['dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'rice', amount: '450', unit: 'g' },
      { name: 'kimchi', amount: '200', unit: 'g' },
      { name: 'bacon', amount: '3', unit: 'slice' },
      { name: 'green onion', amount: '2', unit: 'piece' },
      { name: 'gochujang', amount: '1', unit: 'tbsp' },
      { name: 'soy sauce', amount: '1', unit: 'tsp' },
      { name: 'sesame oil', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'egg', amount: '2', unit: 'piece' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Use cold cooked rice, ideally a day old (450 g cooked is about 150 g raw). Break up any clumps. Chop the kimchi, saving 2 tablespoons of its juice, and slice the bacon and green onions.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Fry the bacon in a teaspoon of the oil in a wok or large pan over medium-high heat until it starts to crisp. Add the kimchi and the white parts of the onions and fry until the kimchi smells sweet and starts to catch.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Add the rice, kimchi juice, gochujang and soy sauce and stir-fry, pressing the rice against the pan, until it is evenly red, piping hot and a little crisp in places.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Meanwhile fry the eggs in the remaining oil in a small pan until the whites are set and the yolks still runny.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Stir the sesame oil into the rice, divide it between two bowls and top each with an egg and the green onion tops.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-korean-zucchini-pancakes',
    name: 'Korean Zucchini Pancakes',
    description:
      'Rounds of zucchini dipped in flour and egg and pan-fried until golden, with a tangy soy and vinegar dip. Hobak jeon: a simple side that disappears fast.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 27,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'zucchini', amount: '2', unit: 'piece' },
      { name: 'flour', amount: '4', unit: 'tbsp' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'soy sauce', amount: '2', unit: 'tbsp' },
      { name: 'rice vinegar', amount: '1', unit: 'tbsp' },
      { name: 'red pepper flakes', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the zucchini into 5 mm rounds, sprinkle with the salt and leave for 10 minutes to draw out water. Pat dry with paper towel.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Stir the soy sauce, vinegar and pepper flakes together for the dipping sauce.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'Beat the eggs in a shallow bowl. Toss the zucchini rounds in the flour until lightly coated, shaking off the excess, then dip them in the egg.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Heat a film of oil in a frying pan over medium heat and fry the rounds in batches, about 2 minutes a side, until golden and just tender. Add oil between batches and serve warm with the dip.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-gochujang-chicken-cabbage-stir-fry',
    name: 'Gochujang Chicken and Cabbage Stir-Fry',
    description:
      'Chicken thighs in a sticky, spicy-sweet gochujang marinade, stir-fried with cabbage, onion and sweet potato in the style of Korean dakgalbi.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '600', unit: 'g' },
      { name: 'gochujang', amount: '3', unit: 'tbsp' },
      { name: 'soy sauce', amount: '2', unit: 'tbsp' },
      { name: 'honey', amount: '1', unit: 'tbsp' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'cabbage', amount: '300', unit: 'g' },
      { name: 'sweet potato', amount: '250', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'green onion', amount: '2', unit: 'piece' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'water', amount: '3', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the chicken into bite-sized pieces. Mix the gochujang, soy sauce, honey and minced garlic, toss the chicken in it and leave to marinate for 15 minutes. Meanwhile cut the cabbage into large squares, the sweet potato into thin half-moons, the onion into wedges and the green onions into lengths.',
        duration: 17,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a wok or large frying pan over medium-high heat and cook the sweet potato and onion, stirring, until they start to soften.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Add the chicken with all its marinade and stir-fry until the outside is no longer pink.',
        duration: 7,
      },
      {
        step: 4,
        instruction:
          'Add the cabbage, green onions and water and cook, stirring often, until the chicken is cooked through, the sweet potato is tender and the sauce is thick and sticky.',
        duration: 6,
      },
    ],
  },
  // ── Thai ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'seed-home-style-chicken-pad-thai',
    name: 'Home-Style Chicken Pad Thai',
    description:
      'Chewy rice noodles tossed in a hot wok with chicken, egg and bean sprouts in a sweet, sour and salty sauce, finished with crushed peanuts and lime.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 31,
    servings: 3,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'rice stick', amount: '220', unit: 'g' },
      { name: 'chicken breast', amount: '300', unit: 'g' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'bean sprout', amount: '150', unit: 'g' },
      { name: 'green onion', amount: '3', unit: 'piece' },
      { name: 'peanut', amount: '40', unit: 'g' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'fish sauce', amount: '3', unit: 'tbsp' },
      { name: 'sugar', amount: '2', unit: 'tbsp' },
      { name: 'lime', amount: '2', unit: 'piece' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Soak the noodles in hot tap water until pliable but still firm in the middle, about 20 minutes. Meanwhile slice the chicken thinly, mince the garlic, cut the green onions into lengths, crush the peanuts and stir the fish sauce, sugar and juice of 1 lime into a sauce.',
        duration: 20,
      },
      {
        step: 2,
        instruction:
          'Drain the noodles. Heat 2 tablespoons of the oil in a wok over high heat and stir-fry the chicken until cooked through, then push it to one side.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Add the garlic for a few seconds, then the noodles and the sauce, and toss until the noodles have soaked it up and turned soft and chewy. Add a splash of water if they stick.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Push everything aside, add the remaining oil and crack in the eggs. Scramble them until almost set, then fold them through the noodles.',
        duration: 2,
      },
      {
        step: 5,
        instruction: 'Toss in the bean sprouts and green onions for 30 seconds so they stay crisp.',
        duration: 1,
      },
      {
        step: 6,
        instruction:
          'Serve at once, scattered with the peanuts, with the second lime cut into wedges.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-chicken-satay-peanut-sauce',
    name: 'Chicken Satay with Peanut Sauce',
    description:
      'Curry-spiced coconut marinated chicken skewers, charred on a hot grill and dipped in a rich, tangy coconut peanut sauce.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 54,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '600', unit: 'g' },
      { name: 'coconut milk', amount: '400', unit: 'ml' },
      { name: 'curry powder', amount: '2', unit: 'tsp' },
      { name: 'sugar', amount: '2', unit: 'tbsp' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'peanut butter', amount: '4', unit: 'tbsp' },
      { name: 'soy sauce', amount: '1', unit: 'tbsp' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Put wooden skewers in water to soak. Cut the chicken into long strips about 2 cm wide. Mix 100 ml of the coconut milk with the curry powder, half the sugar, the minced garlic and the salt, and turn the chicken in it.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Leave the chicken to marinate for 30 minutes. Meanwhile simmer the rest of the coconut milk with the peanut butter, soy sauce and remaining sugar, stirring, until thick and smooth, then stir in the juice of the lime.',
        duration: 30,
      },
      {
        step: 3,
        instruction:
          'Heat a grill, griddle pan or the oven grill to high. Thread the chicken onto the skewers in a loose zigzag and brush with the oil.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Cook the skewers, turning every few minutes, until cooked through and charred in spots.',
        duration: 10,
      },
      {
        step: 5,
        instruction: 'Serve hot with the peanut sauce warmed through for dipping.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-thai-crispy-omelette-kai-jeow',
    name: 'Thai Crispy Omelette (Kai Jeow)',
    description:
      'Eggs whipped with fish sauce and lime and poured into very hot oil, where they puff into a golden omelette with lacy, crackling edges. Thai street breakfast in five minutes.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 9,
    servings: 2,
    rating: 4.5,
    dietaryTags: ['keto', 'gluten-free', 'dairy-free', 'breakfast', 'lunch', 'quick'],
    ingredients: [
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'fish sauce', amount: '2', unit: 'tsp' },
      { name: 'lime', amount: '1/2', unit: 'piece' },
      { name: 'green onion', amount: '1', unit: 'piece' },
      { name: 'vegetable oil', amount: '120', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Beat the eggs with the fish sauce and a teaspoon of lime juice, whisking hard with a fork for a minute until frothy. Stir in the sliced green onion.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a small wok or deep frying pan over high heat until it is very hot and shimmering.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Pour the eggs into the centre of the oil from a little height; they will puff up dramatically. Fry for about a minute until the edges are crisp and golden, then flip and fry the other side for a minute.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Lift out onto paper towel to drain and serve straight away, while the edges still crackle.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-tom-kha-gai-coconut-chicken-soup',
    name: 'Tom Kha Gai Coconut Chicken Soup',
    description:
      'A fragrant, creamy coconut broth infused with lemongrass and ginger, with tender chicken and mushrooms and a sour-salty finish of lime and fish sauce.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 22,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '400', unit: 'g' },
      { name: 'coconut milk', amount: '400', unit: 'ml' },
      { name: 'chicken broth', amount: '500', unit: 'ml' },
      { name: 'mushroom', amount: '200', unit: 'g' },
      { name: 'lemongrass', amount: '2', unit: 'stalk' },
      { name: 'ginger', amount: '30', unit: 'g' },
      { name: 'chili pepper', amount: '2', unit: 'piece' },
      { name: 'fish sauce', amount: '3', unit: 'tbsp' },
      { name: 'lime', amount: '2', unit: 'piece' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bash the lemongrass with the back of a knife and cut it into 5 cm pieces. Slice the ginger into thin coins, halve the chilies, slice the mushrooms and cut the chicken into thin bite-sized slices.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Simmer the broth with the lemongrass, ginger and chilies for 5 minutes to draw out their fragrance.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Stir in the coconut milk and bring back to a gentle simmer without letting it boil hard. Add the chicken and mushrooms and cook until the chicken is just cooked through.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Take the pan off the heat and stir in the fish sauce and the juice of the limes. Taste: it should be sour, salty and rich all at once. Serve, leaving the lemongrass and ginger behind in the pot.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-thai-larb-gai-lettuce-cups',
    name: 'Thai Larb Gai Lettuce Cups',
    description:
      'Warm minced chicken dressed with lime, fish sauce, chili and a fistful of mint, spooned into crisp lettuce leaves. Light, punchy and ready in 15 minutes.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'lunch', 'dinner', 'quick'],
    ingredients: [
      { name: 'ground chicken', amount: '500', unit: 'g' },
      { name: 'lime', amount: '2', unit: 'piece' },
      { name: 'fish sauce', amount: '2', unit: 'tbsp' },
      { name: 'red onion', amount: '1', unit: 'piece' },
      { name: 'mint', amount: '1', unit: 'handful' },
      { name: 'red pepper flakes', amount: '1', unit: 'tsp' },
      { name: 'lettuce', amount: '1', unit: 'head' },
      { name: 'water', amount: '3', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the red onion very thinly, roughly chop the mint and separate the lettuce into cup-shaped leaves.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Put the chicken and water in a frying pan over medium heat and cook, breaking it up into fine crumbs, until no pink remains. No oil is needed.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Take the pan off the heat and let it cool for a minute, then stir in the fish sauce, the juice of the limes, the pepper flakes, the onion and the mint. Taste and add more lime or fish sauce if needed.',
        duration: 3,
      },
      {
        step: 4,
        instruction: 'Spoon the larb into the lettuce leaves and eat with your hands.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-thai-peanut-noodles-cucumber',
    name: 'Thai-Style Peanut Noodles with Cucumber',
    description:
      'Noodles tossed in a creamy, tangy peanut-lime sauce with crunchy carrot and cucumber. Eat them warm or pack them cold for tomorrow’s lunch.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 18,
    servings: 3,
    rating: 4.4,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'spaghetti', amount: '250', unit: 'g' },
      { name: 'peanut butter', amount: '4', unit: 'tbsp' },
      { name: 'soy sauce', amount: '3', unit: 'tbsp' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'sugar', amount: '2', unit: 'tsp' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'cucumber', amount: '1', unit: 'piece' },
      { name: 'green onion', amount: '2', unit: 'piece' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Bring a large pot of water to the boil.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Cook the spaghetti as the packet says. Meanwhile whisk the peanut butter, soy sauce, juice of the lime, sugar and grated garlic with 4 tablespoons of hot water from the pot until smooth. Cut the carrot and cucumber into matchsticks and slice the green onions.',
        duration: 10,
      },
      {
        step: 3,
        instruction: 'Drain the noodles, rinse them under cold water and shake them dry.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Toss the noodles with the sauce until coated, then fold through the vegetables. Serve at room temperature or chilled.',
        duration: 2,
      },
    ],
  },
  // ── Vietnamese ───────────────────────────────────────────────────────────────────────────
  {
    id: 'seed-pho-ga-chicken-noodle-soup',
    name: 'Pho Ga Chicken Noodle Soup',
    description:
      'A clear, deeply aromatic broth of chicken, charred onion and ginger, star anise and cinnamon, ladled over rice noodles and tender shredded chicken.',
    cuisine: 'asian',
    difficulty: 'hard',
    cookTime: 88,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '800', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'ginger', amount: '60', unit: 'g' },
      { name: 'star anise', amount: '3', unit: 'piece' },
      { name: 'cinnamon stick', amount: '1', unit: 'piece' },
      { name: 'water', amount: '2.5', unit: 'l' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'fish sauce', amount: '3', unit: 'tbsp' },
      { name: 'sugar', amount: '1', unit: 'tbsp' },
      { name: 'rice stick', amount: '300', unit: 'g' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Halve the unpeeled onion and the ginger lengthwise and char them, cut side towards the heat, over a gas flame or under a hot grill until blackened in patches. Toast the star anise and cinnamon in a dry stockpot for a minute until fragrant.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Add the bone-in chicken thighs, the water, salt and charred onion and ginger to the pot. Bring slowly to the boil, skimming off the grey foam as it rises so the broth stays clear.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Simmer very gently, uncovered, for 25 minutes. Lift out the chicken, pull the meat from the bones and set it aside, then return the bones to the pot and simmer 30 minutes more. Meanwhile soak the noodles in warm water.',
        duration: 55,
      },
      {
        step: 4,
        instruction:
          'Strain the broth and season it with the fish sauce and sugar; it should taste well seasoned. Keep it at a bare simmer.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Drain the noodles, drop them into a pan of boiling water for a minute until tender, drain and divide between deep bowls with the shredded chicken.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Ladle the very hot broth over the noodles and top with cilantro, with lime wedges to squeeze in at the table.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-vietnamese-lemongrass-chicken',
    name: 'Vietnamese Caramel Lemongrass Chicken',
    description:
      'Bite-sized chicken thighs stir-fried with lemongrass, garlic and chili in a dark, glossy caramel and fish sauce glaze. Sweet, salty and fragrant over rice.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 27,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '600', unit: 'g' },
      { name: 'lemongrass', amount: '2', unit: 'stalk' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'chili pepper', amount: '1', unit: 'piece' },
      { name: 'fish sauce', amount: '2', unit: 'tbsp' },
      { name: 'sugar', amount: '2', unit: 'tbsp' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
      { name: 'rice', amount: '300', unit: 'g' },
      { name: 'water', amount: '480', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice, bring it to the boil with 450 ml of the water, then cover and cook on the lowest heat for 15 minutes. Leave it covered off the heat until needed.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Peel the tough outer layers from the lemongrass and mince the tender inner part very finely. Mince the garlic, slice the onion and chili and cut the chicken into bite-sized pieces. Toss the chicken with half the lemongrass and garlic, 1 tablespoon of the fish sauce and the black pepper, and leave for 10 minutes.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Heat the oil and sugar in a wide pan over medium heat, without stirring, until the sugar melts into a deep amber caramel. Keep your face back: it spits when things go in.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Add the onion, chili and remaining lemongrass and garlic for a minute, then the chicken. Stir-fry over high heat until the chicken is cooked through and coated, adding the remaining fish sauce and the last of the water to loosen the caramel into a glaze.',
        duration: 9,
      },
      {
        step: 5,
        instruction: 'Serve over the rice with the glaze spooned on top.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-vietnamese-grilled-pork-noodle-bowls',
    name: 'Vietnamese Grilled Pork Noodle Bowls',
    description:
      'Caramelised garlic and fish sauce pork over cool rice vermicelli, lettuce, cucumber and mint, all drenched in sweet-sour nuoc cham. Bun thit nuong at home.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 36,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'pork shoulder', amount: '500', unit: 'g' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'fish sauce', amount: '4', unit: 'tbsp' },
      { name: 'sugar', amount: '3', unit: 'tbsp' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'rice vermicelli', amount: '250', unit: 'g' },
      { name: 'lettuce', amount: '1/2', unit: 'head' },
      { name: 'cucumber', amount: '1', unit: 'piece' },
      { name: 'mint', amount: '1', unit: 'handful' },
      { name: 'lime', amount: '2', unit: 'piece' },
      { name: 'water', amount: '6', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the pork as thinly as you can. Mince the garlic and toss the pork with two-thirds of it, 2 tablespoons of the fish sauce, 1 tablespoon of the sugar and the oil.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Leave the pork to marinate for 20 minutes. Meanwhile make the nuoc cham: dissolve the remaining sugar in the warm water, then stir in the remaining fish sauce and garlic and the juice of the limes. Cook the noodles as the packet says, rinse them under cold water and drain well. Shred the lettuce, cut the cucumber into matchsticks and pick the mint leaves.',
        duration: 20,
      },
      {
        step: 3,
        instruction:
          'Heat a griddle pan or heavy frying pan until very hot and cook the pork in batches in a single layer, about 2 minutes a side, until caramelised and charred at the edges.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Fill bowls with lettuce, noodles, cucumber and mint, lay the pork on top and spoon over plenty of nuoc cham. Toss everything together before eating.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-chicken-banh-mi-quick-pickles',
    name: 'Chicken Banh Mi with Quick Pickles',
    description:
      'Crackly baguette filled with soy-glazed chicken, tangy pickled carrot, cool cucumber, cilantro, jalapeno and a slick of mayonnaise. A Vietnamese sandwich to build at home.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 36,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'lunch'],
    ingredients: [
      { name: 'baguette', amount: '2', unit: 'piece' },
      { name: 'chicken thigh', amount: '400', unit: 'g' },
      { name: 'soy sauce', amount: '2', unit: 'tbsp' },
      { name: 'sugar', amount: '1', unit: 'tbsp' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'vinegar', amount: '4', unit: 'tbsp' },
      { name: 'cucumber', amount: '1', unit: 'piece' },
      { name: 'jalapeno', amount: '1', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'mayonnaise', amount: '4', unit: 'tbsp' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'water', amount: '3', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the carrots into thin matchsticks and toss them with the vinegar, water, salt and 2 teaspoons of the sugar. Leave them to pickle while you cook.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Turn the chicken in the soy sauce and the remaining sugar and leave it for 10 minutes.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Heat the oil in a frying pan over medium-high heat and cook the chicken 5–6 minutes a side, until caramelised and cooked through. Rest it for a couple of minutes, then slice.',
        duration: 14,
      },
      {
        step: 4,
        instruction:
          'Meanwhile warm the baguettes in a hot oven for a few minutes until crisp, then cut each into two and split them. Slice the cucumber into long strips and the jalapeno into rings.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Spread the bread with mayonnaise and fill with the chicken, drained pickled carrot, cucumber, jalapeno and a generous amount of cilantro.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-vietnamese-chicken-cabbage-salad',
    name: 'Vietnamese Chicken and Cabbage Salad',
    description:
      'Poached chicken, crunchy cabbage and carrot and lots of mint tossed in a bright lime, fish sauce and chili dressing. Goi ga: fresh, filling and entirely without lettuce.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 31,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['paleo', 'gluten-free', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'chicken breast', amount: '400', unit: 'g' },
      { name: 'cabbage', amount: '300', unit: 'g' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'mint', amount: '1', unit: 'handful' },
      { name: 'lime', amount: '2', unit: 'piece' },
      { name: 'fish sauce', amount: '2', unit: 'tbsp' },
      { name: 'honey', amount: '1', unit: 'tbsp' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'chili pepper', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Put the chicken in a pan, cover with cold water, add the salt and bring to a bare simmer. Poach gently until just cooked through.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'Let the chicken cool in its liquid off the heat. Meanwhile shred the cabbage very finely, cut the carrot into matchsticks and slice the onion thinly, soaking it in cold water to soften its bite.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Whisk the juice of the limes with the fish sauce, honey, minced garlic and sliced chili.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Shred the chicken with your fingers. Toss it with the drained onion, cabbage, carrot, mint leaves and dressing, and serve straight away.',
        duration: 4,
      },
    ],
  },
  // ── Indian ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'seed-weeknight-chana-masala',
    name: 'Weeknight Chana Masala',
    description:
      'Chickpeas simmered in a tangy, deeply spiced onion and tomato gravy until they soak up all its flavour. A store-cupboard curry that tastes like it took all day.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 36,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chickpeas', amount: '500', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'ginger', amount: '1', unit: 'tbsp' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'garam masala', amount: '2', unit: 'tsp' },
      { name: 'turmeric', amount: '1/2', unit: 'tsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'water', amount: '200', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Chop the onion finely, mince the garlic and ginger, and drain and rinse the chickpeas (two 400 g cans).',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a heavy pan over medium heat, add the cumin and let it sizzle for 30 seconds, then add the onion and cook, stirring often, until deep golden.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Stir in the garlic and ginger for a minute, then the turmeric, chili powder and half the garam masala for 30 seconds.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Add the tomatoes and salt and cook, stirring, until thick and the oil starts to separate at the edges.',
        duration: 8,
      },
      {
        step: 5,
        instruction:
          'Add the chickpeas and water and simmer, crushing a few chickpeas against the side of the pan to thicken the sauce.',
        duration: 10,
      },
      {
        step: 6,
        instruction:
          'Stir in the remaining garam masala, taste for salt and serve with rice or flatbread.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-stovetop-butter-chicken',
    name: 'Stovetop Butter Chicken',
    description:
      'Spiced yogurt-marinated chicken seared until charred, then simmered in a silky tomato, butter and cream sauce. Mild, rich and loved by the whole table.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 60,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['keto', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '700', unit: 'g' },
      { name: 'yogurt', amount: '125', unit: 'g' },
      { name: 'garam masala', amount: '1', unit: 'tbsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'ginger', amount: '1', unit: 'tbsp' },
      { name: 'butter', amount: '4', unit: 'tbsp' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'heavy cream', amount: '120', unit: 'ml' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the chicken into large bite-sized pieces. Grate the garlic and ginger and mix half of them with the yogurt, the chili powder, 1 teaspoon of the garam masala and 1 teaspoon of the salt. Stir in the chicken.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Leave the chicken to marinate for at least 20 minutes (or overnight in the fridge). Meanwhile chop the onion finely.',
        duration: 20,
      },
      {
        step: 3,
        instruction:
          'Melt 1 tablespoon of the butter in a large frying pan over medium-high heat and sear the chicken in batches until charred in spots but not cooked through. Set aside.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Melt 2 tablespoons of the butter in the same pan and cook the onion until soft and golden, then add the remaining garlic, ginger and garam masala for a minute.',
        duration: 7,
      },
      {
        step: 5,
        instruction:
          'Add the tomatoes and the remaining salt and simmer until thick and jammy. Blend the sauce smooth if you like it silky.',
        duration: 10,
      },
      {
        step: 6,
        instruction:
          'Return the chicken and its juices and simmer until cooked through, then stir in the cream and the last tablespoon of butter. Serve with rice or naan.',
        duration: 9,
      },
    ],
  },
  {
    id: 'seed-aloo-gobi-potato-cauliflower',
    name: 'Aloo Gobi Potato and Cauliflower Curry',
    description:
      'Potatoes and cauliflower cooked slowly with cumin, turmeric, ginger and tomato until tender and golden at the edges. A dry Punjabi curry that is pure comfort.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 46,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'potato', amount: '400', unit: 'g' },
      { name: 'cauliflower', amount: '1', unit: 'head' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'ginger', amount: '1', unit: 'tbsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'turmeric', amount: '1', unit: 'tsp' },
      { name: 'garam masala', amount: '1', unit: 'tsp' },
      { name: 'chili powder', amount: '1/2', unit: 'tsp' },
      { name: 'vegetable oil', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'water', amount: '3', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the cauliflower into florets and the peeled potatoes into 2 cm cubes. Chop the onion and tomatoes, and mince the garlic and ginger.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a wide, lidded pan over medium heat. Add the cumin, let it sizzle for 30 seconds, then cook the onion until soft and golden.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Stir in the garlic, ginger, turmeric and chili powder for a minute, then add the tomatoes and salt and cook until they collapse.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Add the potatoes and cauliflower and turn them until coated in the spices. Add the water, cover and cook over low heat, stirring gently now and then, until both are tender.',
        duration: 22,
      },
      {
        step: 5,
        instruction:
          'Uncover, turn up the heat and cook a few minutes more so the edges colour, then sprinkle over the garam masala and serve.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-everyday-egg-curry',
    name: 'Everyday Egg Curry',
    description:
      'Hard-boiled eggs simmered in a spiced onion and tomato masala until they take on its colour and warmth. A thrifty curry with nothing in it you do not already have.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 42,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'egg', amount: '8', unit: 'piece' },
      { name: 'onion', amount: '2', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'ginger', amount: '1', unit: 'tbsp' },
      { name: 'garam masala', amount: '1 1/2', unit: 'tsp' },
      { name: 'turmeric', amount: '1/2', unit: 'tsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'water', amount: '150', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Lower the eggs into boiling water and cook for 10 minutes, then cool them in cold water and peel. Meanwhile chop the onions finely and mince the garlic and ginger.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a wide pan over medium heat and cook the onions, stirring often, until deep golden.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Add the garlic, ginger, turmeric, chili powder and garam masala and stir for a minute until fragrant.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Add the tomatoes, salt and water and simmer until thick, with oil glistening at the edges.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Cut a few shallow slits in each egg, nestle them in the sauce and simmer, spooning the sauce over, so they take on its flavour.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-indian-masala-omelette',
    name: 'Indian Masala Omelette',
    description:
      'A golden omelette flecked with onion, tomato, green chili and cilantro and warmed with turmeric. The everyday Indian breakfast, ready in ten minutes.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 11,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'keto', 'paleo', 'gluten-free', 'dairy-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'onion', amount: '1/4', unit: 'piece' },
      { name: 'tomato', amount: '1/2', unit: 'piece' },
      { name: 'chili pepper', amount: '1', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'turmeric', amount: '1', unit: 'pinch' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Chop the onion, seeded tomato, chili and cilantro very finely so they cook through in the egg.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Beat the eggs with the salt and turmeric until smooth, then stir in the chopped vegetables.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'Heat the oil in a 24 cm nonstick pan over medium heat, pour in the eggs and swirl to cover the base. Cook until set underneath and nearly set on top, then fold or flip it and cook a minute longer.',
        duration: 5,
      },
      {
        step: 4,
        instruction: 'Cut in half and serve hot.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-keema-matar-beef-peas',
    name: 'Keema Matar with Beef and Peas',
    description:
      'Ground beef cooked down with onion, ginger, garlic and warm spices, finished with sweet peas. A quick, hearty mince curry to scoop up with rice or flatbread.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 37,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'ginger', amount: '1', unit: 'tbsp' },
      { name: 'crushed tomatoes', amount: '200', unit: 'g' },
      { name: 'peas', amount: '200', unit: 'g' },
      { name: 'garam masala', amount: '2', unit: 'tsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'water', amount: '100', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Chop the onion finely and mince the garlic and ginger.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a large pan over medium-high heat and cook the onion, stirring, until golden.',
        duration: 7,
      },
      {
        step: 3,
        instruction: 'Add the garlic, ginger, cumin and chili powder and stir for a minute.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Add the beef and cook, breaking it into small crumbs, until browned all over.',
        duration: 7,
      },
      {
        step: 5,
        instruction:
          'Stir in the tomatoes, half the garam masala, the salt and the water, cover and simmer gently so the flavours meld.',
        duration: 12,
      },
      {
        step: 6,
        instruction:
          'Add the frozen peas and the remaining garam masala and cook uncovered until the peas are tender and the sauce clings to the meat.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-layered-chicken-biryani',
    name: 'Layered Chicken Biryani',
    description:
      'Spiced yogurt chicken and fragrant basmati rice layered with crisp fried onions and mint, then sealed and steamed so every grain takes on the aroma. A celebration dish worth the effort.',
    cuisine: 'asian',
    difficulty: 'hard',
    cookTime: 79,
    servings: 4,
    rating: 4.9,
    dietaryTags: ['gluten-free', 'dinner'],
    ingredients: [
      { name: 'basmati rice', amount: '400', unit: 'g' },
      { name: 'chicken thigh', amount: '700', unit: 'g' },
      { name: 'yogurt', amount: '200', unit: 'g' },
      { name: 'onion', amount: '3', unit: 'piece' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'ginger', amount: '1', unit: 'tbsp' },
      { name: 'garam masala', amount: '2', unit: 'tsp' },
      { name: 'turmeric', amount: '1/2', unit: 'tsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'mint', amount: '1', unit: 'handful' },
      { name: 'vegetable oil', amount: '6', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
      { name: 'water', amount: '3', unit: 'l' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the chicken into large pieces and mix it with the yogurt, grated garlic and ginger, garam masala, turmeric, chili powder and 1 teaspoon of the salt. Leave it to marinate.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Slice the onions thinly and fry them in the oil in a heavy, lidded casserole over medium heat, stirring often, until deep brown and crisp. Lift out half onto paper towel. Meanwhile rinse the rice until the water runs clear and leave it to soak.',
        duration: 22,
      },
      {
        step: 3,
        instruction:
          'Add the chicken and all its marinade to the onions left in the pot and cook over medium heat, stirring now and then, until the chicken is nearly cooked and the sauce has thickened.',
        duration: 15,
      },
      {
        step: 4,
        instruction:
          'Bring the water to a rolling boil with the remaining salt. Drain the rice, boil it for about 5 minutes until almost tender but still with a firm bite in the centre, and drain.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Spread the rice over the chicken, scatter over the mint and the reserved onions and sprinkle with 4 tablespoons of hot water. Seal the pot with foil and the lid and cook over the lowest heat so the rice steams through.',
        duration: 22,
      },
      {
        step: 6,
        instruction:
          'Rest for 5 minutes, then serve by scooping down through the layers so everyone gets rice and chicken.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-besan-chilla-chickpea-pancakes',
    name: 'Besan Chilla Chickpea Flour Pancakes',
    description:
      'Thin, savoury pancakes of chickpea flour speckled with onion, tomato, chili and cilantro. A protein-rich Indian breakfast that happens to be vegan and gluten-free.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 22,
    servings: 2,
    rating: 4.4,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'breakfast'],
    ingredients: [
      { name: 'chickpea flour', amount: '150', unit: 'g' },
      { name: 'water', amount: '200', unit: 'ml' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'tomato', amount: '1', unit: 'piece' },
      { name: 'chili pepper', amount: '1', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'cumin', amount: '1/2', unit: 'tsp' },
      { name: 'turmeric', amount: '1/4', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Whisk the chickpea flour, cumin, turmeric and salt with the water into a smooth batter about as thick as pancake batter, and let it rest. Meanwhile chop the onion, tomato, chili and cilantro finely.',
        duration: 7,
      },
      {
        step: 2,
        instruction: 'Stir the vegetables into the batter.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'Heat a nonstick pan over medium heat and brush it with oil. Ladle in some batter and spread it quickly into a thin 15 cm round, drizzle a little oil around the edge and cook until the edges lift and the base is golden. Flip and cook a minute more. Repeat to make about 6.',
        duration: 14,
      },
    ],
  },
];
