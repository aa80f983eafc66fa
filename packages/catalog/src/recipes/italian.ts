import type { SeedRecipe } from './seed-recipe';

export const ITALIAN_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-lemon-garlic-spaghetti',
    name: 'Lemon Garlic Spaghetti',
    description:
      'A bright weeknight pasta: garlic gently warmed in olive oil, lots of lemon and a snowfall of parmesan.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'dinner'],
    ingredients: [
      { name: 'spaghetti', amount: '400', unit: 'g' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'red pepper flakes', amount: '1/4', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring a large pot of water to a rolling boil and salt it well; it should taste like mild seawater.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cook the spaghetti until al dente, stirring now and then. Meanwhile warm the olive oil with thinly sliced garlic and the pepper flakes in a large pan over low heat until the garlic is pale gold; do not let it brown. Save a mug of pasta water before draining.',
        duration: 9,
      },
      {
        step: 3,
        instruction:
          'Zest the lemon into the pan, add the drained spaghetti, the juice of half the lemon and a splash of pasta water, and toss over medium heat until glossy and coated.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Off the heat, toss in the grated parmesan and chopped parsley. Season with black pepper and more lemon to taste, and serve at once.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-tomato-mozzarella-basil-stacks',
    name: 'Tomato and Mozzarella Basil Stacks',
    description:
      'Ripe tomato, creamy mozzarella and basil stacked into little towers. Summer on a plate, no cooking needed.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 10,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'tomato', amount: '3', unit: 'piece' },
      { name: 'mozzarella', amount: '250', unit: 'g' },
      { name: 'basil', amount: '12', unit: 'leaf' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the tomatoes and mozzarella into 1 cm rounds. Pat the tomato slices dry with paper towel so they do not water down the plate.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Sprinkle the tomato slices with salt and let them sit to bring out their flavour.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Build stacks of tomato, a basil leaf and mozzarella, repeating twice for each stack.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Drizzle with olive oil, finish with black pepper and serve while the tomatoes are at room temperature.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-creamy-mushroom-risotto',
    name: 'Creamy Mushroom Risotto',
    description:
      'Patiently stirred rice with deeply browned mushrooms, thyme and parmesan. Comfort in a bowl.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 45,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'arborio rice', amount: '300', unit: 'g' },
      { name: 'mushroom', amount: '400', unit: 'g' },
      { name: 'vegetable broth', amount: '5', unit: 'cup' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'dry white wine', amount: '120', unit: 'ml' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'parmesan', amount: '60', unit: 'g' },
      { name: 'thyme', amount: '4', unit: 'sprig' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Warm the broth in a saucepan and keep it at a bare simmer. Slice the mushrooms, finely chop the onion and mince the garlic.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Fry the mushrooms in the olive oil in a wide pan over high heat until browned and their liquid has cooked off. Season with a little salt and set aside.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Lower the heat, melt 1 tbsp butter and soften the onion without colouring it. Add the garlic and thyme leaves for 30 seconds.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Add the rice and stir until the grains look translucent at the edges. Pour in the wine and stir until it is absorbed.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Add the hot broth a ladle at a time, stirring often and waiting until each ladle is almost absorbed before adding the next. The rice is ready when creamy and tender with a slight bite.',
        duration: 18,
      },
      {
        step: 6,
        instruction:
          'Stir in the mushrooms, the remaining butter and the grated parmesan. Cover and rest 2 minutes, then loosen with a splash of broth so it flows slowly on the plate. Season with salt and pepper.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-sunday-ragu-pappardelle',
    name: 'Sunday Ragù with Pappardelle',
    description:
      'Beef and pork simmered for hours with wine, milk and tomato until rich and silky, tossed with wide ribbons of pasta.',
    cuisine: 'italian',
    difficulty: 'hard',
    cookTime: 210,
    servings: 6,
    rating: 4.9,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'ground pork', amount: '250', unit: 'g' },
      { name: 'pancetta', amount: '100', unit: 'g' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'celery', amount: '1', unit: 'stalk' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'tomato paste', amount: '2', unit: 'tbsp' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'dry red wine', amount: '250', unit: 'ml' },
      { name: 'milk', amount: '200', unit: 'ml' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'bay leaf', amount: '2', unit: 'leaf' },
      { name: 'pappardelle', amount: '500', unit: 'g' },
      { name: 'parmesan', amount: '60', unit: 'g' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Finely dice the onion, carrot and celery into small, even pieces and chop the pancetta.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'In a heavy pot, cook the pancetta in the olive oil over medium heat until its fat runs, then add the vegetables and cook gently, stirring, until soft and sweet.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Raise the heat, add the beef and pork and break them up. Cook until no pink remains and the meat sizzles and browns in its own fat.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Stir in the garlic and tomato paste for 1 minute, then pour in the wine and simmer until it has almost evaporated.',
        duration: 6,
      },
      {
        step: 5,
        instruction:
          'Add the milk and simmer until it is absorbed; it keeps the meat tender. Add the crushed tomatoes, bay leaves, salt and pepper.',
        duration: 8,
      },
      {
        step: 6,
        instruction:
          'Cover with the lid ajar and simmer on the lowest heat, stirring every 20 minutes and adding a splash of water if it gets dry. It is ready when thick and glossy, with the fat shining on top.',
        duration: 150,
      },
      {
        step: 7,
        instruction:
          'Cook the pappardelle in well-salted boiling water until just al dente (start the water during the last 15 minutes of simmering).',
        duration: 5,
      },
      {
        step: 8,
        instruction:
          'Remove the bay leaves, toss the pasta with the ragù and a splash of pasta water over low heat, and serve with grated parmesan.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-ricotta-gnocchi-sage-butter',
    name: 'Ricotta Gnocchi with Sage Brown Butter',
    description:
      'Feather-light dumplings made from ricotta rather than potato, bathed in nutty brown butter and crisp sage.',
    cuisine: 'italian',
    difficulty: 'hard',
    cookTime: 60,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'dinner'],
    ingredients: [
      { name: 'ricotta', amount: '500', unit: 'g' },
      { name: 'all-purpose flour', amount: '150', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'butter', amount: '80', unit: 'g' },
      { name: 'sage', amount: '12', unit: 'leaf' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Drain the ricotta in a sieve lined with paper towel; wet ricotta makes heavy gnocchi.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'Mix the ricotta, egg, grated parmesan, nutmeg and salt, then fold in the flour just until a soft, slightly sticky dough forms. Do not knead.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'On a floured board, roll the dough into 2 cm ropes and cut them into 2 cm pieces. Toss in flour and lay them on a floured tray.',
        duration: 15,
      },
      {
        step: 4,
        instruction: 'Bring a wide pot of salted water to a gentle boil.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Cook the gnocchi in batches; they are done about 1 minute after they float to the surface. Lift them out with a slotted spoon.',
        duration: 8,
      },
      {
        step: 6,
        instruction:
          'Melt the butter in a large pan over medium heat and let it foam until it smells nutty and turns hazelnut brown, adding the sage leaves to crisp for the last minute.',
        duration: 4,
      },
      {
        step: 7,
        instruction:
          'Toss the gnocchi in the sage butter for a minute, squeeze over a little lemon, add black pepper and serve at once.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-lemon-caper-chicken-cutlets',
    name: 'Lemon Caper Chicken Cutlets',
    description:
      'Thin golden chicken cutlets in a buttery lemon and caper pan sauce, dredged in almond flour so they stay low-carb.',
    cuisine: 'italian',
    difficulty: 'medium',
    cookTime: 30,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['keto', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '2', unit: 'piece' },
      { name: 'almond flour', amount: '60', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'chicken broth', amount: '180', unit: 'ml' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'capers', amount: '2', unit: 'tbsp' },
      { name: 'parsley', amount: '2', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice each breast horizontally into two thin cutlets, then press them to an even 1 cm between sheets of baking paper.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Season the cutlets with salt and pepper and dredge them lightly in almond flour, shaking off the excess.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Heat the olive oil and 1 tbsp butter in a large skillet over medium-high heat. Cook the cutlets in batches, 3 to 4 minutes a side, until golden and 74 °C (165 °F) in the thickest part. Keep warm on a plate.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Lower the heat, add the garlic for 30 seconds, then pour in the broth and the lemon juice and scrape up the browned bits. Simmer until reduced by half.',
        duration: 6,
      },
      {
        step: 5,
        instruction:
          'Swirl in the remaining butter and the capers until the sauce turns glossy, then return the chicken to warm through.',
        duration: 4,
      },
      {
        step: 6,
        instruction: 'Scatter with chopped parsley and serve with the sauce spooned over.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-hearty-minestrone',
    name: 'Hearty Minestrone with White Beans',
    description:
      'A thick vegetable soup with beans, little pasta and kale: even better the next day.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 45,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'zucchini', amount: '1', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'vegetable broth', amount: '6', unit: 'cup' },
      { name: 'cannellini beans', amount: '400', unit: 'g' },
      { name: 'ditalini', amount: '100', unit: 'g' },
      { name: 'kale', amount: '2', unit: 'cup' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Dice the onion, carrots, celery and zucchini into small, even pieces, mince the garlic, and strip and chop the kale.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Warm the olive oil in a large pot over medium heat and cook the onion, carrot and celery until softened. Add the garlic and oregano for 1 minute.',
        duration: 9,
      },
      {
        step: 3,
        instruction:
          'Add the tomatoes, broth, zucchini, salt and pepper. Bring to a boil, then simmer for 10 minutes.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Add the drained beans and the ditalini and simmer until the pasta is tender, stirring so it does not stick.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Stir in the kale and cook until bright green and wilted. Taste, adjust the seasoning and serve with a drizzle of olive oil.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-margherita-pizza',
    name: 'Homemade Margherita Pizza',
    description:
      'A slow-risen dough baked as hot as your oven goes, topped simply with tomato, mozzarella and basil.',
    cuisine: 'italian',
    difficulty: 'hard',
    cookTime: 155,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['vegetarian', 'dinner'],
    ingredients: [
      { name: 'bread flour', amount: '500', unit: 'g' },
      { name: 'water', amount: '325', unit: 'ml' },
      { name: 'instant yeast', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'mozzarella', amount: '250', unit: 'g' },
      { name: 'basil', amount: '1', unit: 'handful' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Mix the flour, yeast and water into a shaggy dough and rest it for 10 minutes so the flour hydrates.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Add the salt and 1 tbsp olive oil and knead until smooth and springy; a finger dent should slowly fill back in.',
        duration: 10,
      },
      {
        step: 3,
        instruction: 'Cover and let the dough rise in a warm spot until doubled in size.',
        duration: 90,
      },
      {
        step: 4,
        instruction:
          'Heat the oven to its highest setting with a pizza stone or upturned heavy tray inside. Meanwhile divide the dough into 2 balls and rest them under a towel, season the tomatoes with salt and a little oil, and tear the mozzarella to drain.',
        duration: 30,
      },
      {
        step: 5,
        instruction:
          'Stretch one ball by hand into a thin round with a slightly thicker rim. Spread a thin layer of tomato, leaving the rim bare, and scatter half the mozzarella.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Slide onto the hot stone and bake until the rim is puffed with charred spots and the cheese is bubbling.',
        duration: 8,
      },
      {
        step: 7,
        instruction:
          'Scatter basil and a drizzle of oil over the hot pizza and slice. Bake the second pizza the same way while you eat the first.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-zucchini-herb-frittata',
    name: 'Zucchini and Herb Frittata',
    description:
      'A thick, golden egg cake full of sweet zucchini and basil. Good hot for breakfast or cold in a lunchbox.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'breakfast'],
    ingredients: [
      { name: 'egg', amount: '8', unit: 'piece' },
      { name: 'zucchini', amount: '2', unit: 'piece' },
      { name: 'scallion', amount: '3', unit: 'piece' },
      { name: 'parmesan', amount: '40', unit: 'g' },
      { name: 'heavy cream', amount: '60', unit: 'ml' },
      { name: 'basil', amount: '1', unit: 'handful' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '3/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven grill (broiler) to high. Thinly slice the zucchini and scallions.',
        duration: 4,
      },
      {
        step: 2,
        instruction: 'Whisk the eggs with the cream, grated parmesan, salt, pepper and torn basil.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Cook the zucchini in the olive oil in an ovenproof 25 cm skillet over medium-high heat until golden in spots, adding the scallions for the last minute.',
        duration: 7,
      },
      {
        step: 4,
        instruction:
          'Pour in the eggs, lower the heat and cook without stirring until the edges are set and the middle is still loose.',
        duration: 6,
      },
      {
        step: 5,
        instruction:
          'Slide the pan under the grill until the top is puffed, golden and set; a knife in the centre should come out clean.',
        duration: 4,
      },
      {
        step: 6,
        instruction: 'Rest for 2 minutes, then loosen the edges and cut into wedges.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-eggplant-parmigiana',
    name: 'Eggplant Parmigiana',
    description:
      'Crisp fried eggplant layered with a slow tomato sauce, mozzarella and parmesan, then baked until bubbling.',
    cuisine: 'italian',
    difficulty: 'hard',
    cookTime: 110,
    servings: 6,
    rating: 4.8,
    dietaryTags: ['vegetarian', 'dinner'],
    ingredients: [
      { name: 'eggplant', amount: '2', unit: 'piece' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'all-purpose flour', amount: '60', unit: 'g' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'breadcrumbs', amount: '120', unit: 'g' },
      { name: 'olive oil', amount: '120', unit: 'ml' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'basil', amount: '1', unit: 'handful' },
      { name: 'mozzarella', amount: '250', unit: 'g' },
      { name: 'parmesan', amount: '80', unit: 'g' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the eggplants into 1 cm rounds, salt both sides and set them on a rack to drain. Meanwhile simmer the tomatoes with the garlic, 1 tbsp olive oil and half the basil until thick.',
        duration: 30,
      },
      {
        step: 2,
        instruction:
          'Pat the eggplant dry. Set out three plates of flour, beaten egg and breadcrumbs, and coat each slice in that order.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Fry the slices in batches in hot olive oil over medium-high heat, about 2 minutes a side, until deep golden. Drain on paper towels.',
        duration: 20,
      },
      {
        step: 4,
        instruction:
          'Heat the oven to 190 °C (375 °F). In a baking dish, layer sauce, eggplant, torn mozzarella, grated parmesan and a few basil leaves; repeat, finishing with sauce and parmesan.',
        duration: 10,
      },
      {
        step: 5,
        instruction: 'Bake until bubbling at the edges and browned on top.',
        duration: 30,
      },
      {
        step: 6,
        instruction: 'Rest before cutting so the layers hold together.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-tomato-basil-bruschetta',
    name: 'Tomato Basil Bruschetta',
    description:
      'Garlic-rubbed toast piled with juicy tomatoes and basil. Make it when tomatoes are at their best.',
    cuisine: 'italian',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'baguette', amount: '1/2', unit: 'piece' },
      { name: 'tomato', amount: '4', unit: 'piece' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'basil', amount: '10', unit: 'leaf' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Dice the tomatoes and toss them with the salt, pepper, torn basil and 2 tbsp olive oil. Let them sit while you toast the bread.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Slice the baguette on an angle, brush with the remaining oil and toast under a hot grill or in a dry pan until golden and crisp at the edges.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Rub each warm toast with the cut side of a halved garlic clove; the rough surface grates it like a zester.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Spoon the tomatoes and their juices on top just before serving so the bread stays crisp.',
        duration: 2,
      },
    ],
  },
];
