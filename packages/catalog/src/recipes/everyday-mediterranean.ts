import type { SeedRecipe } from './seed-recipe';

/** Everyday mediterranean dishes, written for the pantries households really keep (issue 26). */
export const EVERYDAY_MEDITERRANEAN_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-greek-lemon-chicken-potatoes',
    name: 'Greek Lemon Chicken and Potatoes',
    description:
      'Chicken thighs and potato wedges roasted in one pan with lemon, garlic and oregano until the potatoes drink up the tangy, golden juices.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 75,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '8', unit: 'piece' },
      { name: 'potato', amount: '1', unit: 'kg' },
      { name: 'lemon', amount: '2', unit: 'piece' },
      { name: 'garlic', amount: '6', unit: 'clove' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'oregano', amount: '2', unit: 'tsp' },
      { name: 'chicken broth', amount: '1', unit: 'cup' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C (425°F). Peel the potatoes and cut them lengthways into thick wedges.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'In a large bowl whisk the zest and juice of both lemons with the olive oil, crushed garlic, oregano, salt and pepper. Toss the chicken and potatoes in it until everything is coated.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Spread the potatoes in a roasting pan, sit the chicken on top skin side up and pour the broth and any leftover marinade around the edges.',
        duration: 3,
      },
      {
        step: 4,
        instruction: 'Roast for 30 minutes, until the chicken skin starts to colour.',
        duration: 30,
      },
      {
        step: 5,
        instruction:
          'Turn the potatoes in the pan juices and roast for another 20 to 25 minutes, until the potatoes are golden at the edges and the chicken reaches 75°C (165°F) at the bone. Add a splash of water if the pan runs dry.',
        duration: 22,
      },
      {
        step: 6,
        instruction:
          'Rest for 5 minutes, then serve with the lemony pan juices spooned over the top.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-spanish-potato-tortilla',
    name: 'Spanish Potato Tortilla',
    description:
      'The thick Spanish omelette of potatoes and onion gently poached in olive oil, set with eggs and flipped whole. Just as good warm or at room temperature.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 50,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'gluten-free', 'dairy-free', 'breakfast', 'lunch', 'dinner'],
    ingredients: [
      { name: 'potato', amount: '700', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'egg', amount: '6', unit: 'piece' },
      { name: 'olive oil', amount: '200', unit: 'ml' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Peel the potatoes, quarter them lengthways and slice them 3 mm thin. Halve and thinly slice the onion.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Warm the olive oil in a 24 cm nonstick frying pan over medium-low heat. Add the potatoes, onion and 1 tsp of the salt and cook gently, turning now and then, until the potatoes are soft but barely coloured.',
        duration: 20,
      },
      {
        step: 3,
        instruction:
          'Tip everything into a sieve set over a bowl and keep the oil. Beat the eggs with the remaining salt in a large bowl, fold in the warm potatoes and onion and leave for 5 minutes so they soak up the egg.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Heat 2 tbsp of the saved oil in the pan over medium-low heat, pour in the mixture and cook, tucking the edges in with a spatula, until the bottom is golden and the top is still a little wet.',
        duration: 6,
      },
      {
        step: 5,
        instruction:
          'Cover the pan with a large flat plate, turn it over in one confident move and slide the tortilla back in, cooked side up. Cook until the second side is golden and the middle is just set.',
        duration: 4,
      },
      {
        step: 6,
        instruction: 'Slide onto a board and rest for 5 minutes before cutting into 6 wedges.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-avgolemono-chicken-rice-soup',
    name: 'Avgolemono Chicken and Rice Soup',
    description:
      'Greek chicken and rice soup made silky with a whisked egg and lemon liaison. Bright, comforting and made from the simplest things.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 45,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '500', unit: 'g' },
      { name: 'chicken broth', amount: '2', unit: 'l' },
      { name: 'rice', amount: '150', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'lemon', amount: '2', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Put the broth, whole chicken breasts and finely diced onion, carrot and celery in a large pot. Bring to a simmer and poach gently until the chicken is cooked through.',
        duration: 20,
      },
      {
        step: 2,
        instruction:
          'Lift out the chicken and shred it with two forks. Stir the rice into the broth and simmer until tender.',
        duration: 15,
      },
      {
        step: 3,
        instruction:
          'Whisk the eggs in a bowl until frothy, then whisk in the juice of both lemons. Slowly ladle in about 2 cups of the hot broth, whisking all the time, so the eggs warm without scrambling.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Take the pot off the heat and stir in the egg mixture. Return it to low heat and stir until the soup turns creamy and coats a spoon; do not let it boil.',
        duration: 4,
      },
      {
        step: 5,
        instruction: 'Return the chicken, season with salt and pepper and serve straight away.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-greek-lentil-soup-fakes',
    name: 'Greek Lentil Soup (Fakes)',
    description:
      'A thrifty Greek staple of brown lentils simmered with tomato, bay and oregano, finished with a good glug of olive oil and a splash of vinegar.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 55,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'brown lentils', amount: '400', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'bay leaf', amount: '2', unit: 'leaf' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'red wine vinegar', amount: '2', unit: 'tbsp' },
      { name: 'water', amount: '1.5', unit: 'l' },
      { name: 'salt', amount: '2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the lentils, cover them with water in a large pot, bring to the boil for 3 minutes and drain. This keeps the soup clean-tasting.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'In the same pot soften the chopped onion and carrot in 2 tbsp of the olive oil over medium heat, then stir in the sliced garlic for a minute.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Add the lentils, tomatoes, bay leaves, oregano and the 1.5 l water. Cover and simmer until the lentils are soft and the soup has thickened.',
        duration: 35,
      },
      {
        step: 4,
        instruction:
          'Stir in the rest of the olive oil, the vinegar and the salt, simmer for 5 more minutes and remove the bay leaves before serving.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-spanish-chickpeas-spinach',
    name: 'Spanish Chickpeas with Spinach',
    description:
      'Sevillian espinacas con garbanzos: chickpeas and wilted spinach in a smoky sauce thickened with garlic-fried bread. A filling tapa or a weeknight bowl.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'chickpeas', amount: '3', unit: 'cup' },
      { name: 'spinach', amount: '300', unit: 'g' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'bread', amount: '2', unit: 'slice' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'smoked paprika', amount: '1 1/2', unit: 'tsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'sherry vinegar', amount: '1', unit: 'tbsp' },
      { name: 'water', amount: '1/2', unit: 'cup' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the olive oil in a wide pan over medium heat and fry the bread, torn into pieces, and the whole peeled garlic cloves until golden. Lift them out.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Add the spinach to the same pan with a pinch of salt and stir until just wilted. Tip it into a bowl.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Mash or blend the fried bread and garlic with the paprika, cumin, vinegar and a splash of the water into a thick paste.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Put the drained chickpeas, the paste and the rest of the water in the pan and simmer, stirring, until the sauce coats the chickpeas.',
        duration: 8,
      },
      {
        step: 5,
        instruction:
          'Fold the spinach back in, season with salt and heat through. Serve warm with more bread.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-pan-con-tomate',
    name: 'Pan con Tomate',
    description:
      'Catalan tomato toast: crisp bread rubbed with garlic and piled with grated ripe tomato, olive oil and salt. Breakfast in Barcelona in ten minutes.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 10,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'bread', amount: '4', unit: 'slice' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Toast the bread slices in a toaster, under the grill or in a dry pan until crisp and golden on both sides.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Halve the tomatoes and grate the cut sides on a box grater into a bowl until only the skins are left in your hand. Discard the skins and season the pulp with half the salt.',
        duration: 3,
      },
      {
        step: 3,
        instruction: 'Rub the hot toast lightly with the cut side of the halved garlic clove.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Spoon the tomato over the toast, drizzle generously with olive oil and finish with the remaining salt.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-chicken-souvlaki-pitas-tzatziki',
    name: 'Chicken Souvlaki Pitas with Tzatziki',
    description:
      'Lemon and oregano marinated chicken seared until charred at the edges, tucked into warm pitas with cool garlicky tzatziki, tomato and onion.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 35,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['lunch', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '600', unit: 'g' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'oregano', amount: '2', unit: 'tsp' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'yogurt', amount: '250', unit: 'g' },
      { name: 'cucumber', amount: '1/2', unit: 'piece' },
      { name: 'pita', amount: '4', unit: 'piece' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the chicken into 3 cm cubes and toss with the juice of the lemon, 2 crushed garlic cloves, the oregano, 3 tbsp olive oil and 1 tsp salt.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'While the chicken marinates, make the tzatziki: grate the cucumber, squeeze it dry in a clean towel and stir it into the yogurt (thick Greek-style is best) with the last garlic clove, grated, 1 tbsp olive oil and the remaining salt. Chill until needed.',
        duration: 15,
      },
      {
        step: 3,
        instruction:
          'Thread the chicken onto skewers, or leave it loose, and cook in a very hot grill pan or skillet, turning, until charred in places and cooked through.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Warm the pitas in the same pan for about 30 seconds a side so they turn soft and pliable.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Spread each pita with tzatziki, add the chicken, sliced tomato and thinly sliced onion, fold and serve.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-strapatsada-tomato-feta-eggs',
    name: 'Strapatsada (Greek Tomato and Feta Eggs)',
    description:
      'Soft scrambled eggs folded through jammy grated tomato and salty feta. A Greek breakfast that is ready before the coffee is.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 15,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'feta', amount: '60', unit: 'g' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'oregano', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Halve the tomatoes and grate them on a box grater, discarding the skins.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Heat the olive oil in a frying pan over medium heat, add the tomato pulp and salt and cook, stirring, until most of the liquid has gone and it looks jammy.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Beat the eggs, pour them into the pan, lower the heat and stir slowly until they form soft, just-set curds.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Crumble in the feta, sprinkle with oregano and pepper and serve at once, with bread if you like.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-moroccan-chickpea-carrot-stew',
    name: 'Moroccan Chickpea and Carrot Stew',
    description:
      'Chickpeas, carrots and zucchini simmered in a cumin and cinnamon scented tomato broth. Warming, cheap and even better the next day.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chickpeas', amount: '3', unit: 'cup' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '3', unit: 'piece' },
      { name: 'zucchini', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'cumin', amount: '2', unit: 'tsp' },
      { name: 'cinnamon', amount: '1/2', unit: 'tsp' },
      { name: 'vegetable broth', amount: '2', unit: 'cup' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Warm the olive oil in a large pot over medium heat and cook the chopped onion and carrots (cut into thick coins) until the onion is soft.',
        duration: 8,
      },
      {
        step: 2,
        instruction: 'Stir in the sliced garlic, cumin and cinnamon and cook until fragrant.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'Add the tomatoes, broth, drained chickpeas and salt. Bring to a simmer and cook, partly covered, until the carrots are nearly tender.',
        duration: 15,
      },
      {
        step: 4,
        instruction:
          'Add the zucchini cut into chunks and simmer until just tender and the stew has thickened.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Taste for salt and serve in bowls, with couscous, rice or bread to mop up the broth.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-french-rolled-cheese-omelette',
    name: 'French Rolled Cheese Omelette',
    description:
      'A pale, tender omelette with creamy curds, folded around melting cheese the French way. Six minutes from eggs to plate.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 6,
    servings: 1,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'cheese', amount: '30', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'pinch' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Beat the eggs with the salt until no streaks of white remain. Grate the cheese (Gruyère or a good cheddar).',
        duration: 1,
      },
      {
        step: 2,
        instruction:
          'Melt the butter in a 20 cm nonstick pan over medium heat until it foams. Pour in the eggs and stir briskly with a spatula while shaking the pan, until small soft curds form and the eggs are still slightly wet.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Smooth the eggs into an even layer, scatter the cheese down the middle and leave for a few seconds to set the base without browning.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Tilt the pan, roll the omelette over itself in thirds and turn it out seam side down onto a warm plate. Finish with pepper.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-croque-monsieur',
    name: 'Croque Monsieur',
    description:
      'The Parisian café toastie: ham and cheese between buttery bread, blanketed in béchamel and grilled until bubbling and golden.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 25,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['lunch'],
    ingredients: [
      { name: 'bread', amount: '8', unit: 'slice' },
      { name: 'ham', amount: '200', unit: 'g' },
      { name: 'cheese', amount: '150', unit: 'g' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'flour', amount: '2', unit: 'tbsp' },
      { name: 'milk', amount: '300', unit: 'ml' },
      { name: 'dijon mustard', amount: '2', unit: 'tsp' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Make the béchamel: melt 2 tbsp of the butter in a small pan, stir in the flour for a minute, then whisk in the milk a little at a time. Simmer, whisking, until thick enough to coat a spoon, and season with the nutmeg and salt.',
        duration: 7,
      },
      {
        step: 2,
        instruction:
          'Heat the grill (broiler) to high. Grate the cheese (Gruyère is classic, cheddar works well). Spread 4 slices of bread with mustard, top with the ham and half the cheese and close with the other slices.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Melt the remaining butter in a large frying pan and toast the sandwiches over medium heat until golden on both sides.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Move them to a baking tray, spread the béchamel over the tops, scatter with the rest of the cheese and grill until bubbling and browned in patches.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Let them sit for a minute so the topping settles, then cut in half and serve.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-french-onion-soup-gratinee',
    name: 'French Onion Soup Gratinée',
    description:
      'A kilo of onions slowly cooked to a deep mahogany, simmered in beef broth and crowned with toasted baguette and melted Gruyère.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 90,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'onion', amount: '1', unit: 'kg' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'flour', amount: '1', unit: 'tbsp' },
      { name: 'beef broth', amount: '1.5', unit: 'l' },
      { name: 'thyme', amount: '3', unit: 'sprig' },
      { name: 'bay leaf', amount: '1', unit: 'leaf' },
      { name: 'baguette', amount: '8', unit: 'slice' },
      { name: 'gruyere', amount: '150', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Halve the onions and slice them thinly from root to tip.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Melt the butter in a heavy pot, add the onions and salt, cover and cook over medium-low heat for 10 minutes until collapsed. Uncover and keep cooking, stirring often and scraping the bottom, until deep brown and jammy; add a splash of water whenever the pot threatens to burn.',
        duration: 50,
      },
      {
        step: 3,
        instruction:
          'Sprinkle in the flour and stir for a minute, then pour in the broth, add the thyme and bay leaf and simmer for 20 minutes. Remove the herbs and season with pepper.',
        duration: 20,
      },
      {
        step: 4,
        instruction:
          'Meanwhile toast the baguette slices under the grill until dry and golden on both sides, and grate the Gruyère.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Ladle the soup into ovenproof bowls on a tray, float two toasts on each, cover with the cheese and grill until melted, bubbling and spotted brown.',
        duration: 6,
      },
    ],
  },
  {
    id: 'seed-stovetop-ratatouille',
    name: 'Stovetop Ratatouille',
    description:
      'Eggplant, zucchini and peppers browned one by one, then gently stewed with tomato, garlic and herbes de Provence. A Provençal summer in a pot.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 70,
    servings: 6,
    rating: 4.6,
    dietaryTags: [
      'vegetarian',
      'vegan',
      'keto',
      'paleo',
      'gluten-free',
      'dairy-free',
      'lunch',
      'dinner',
    ],
    ingredients: [
      { name: 'eggplant', amount: '1', unit: 'piece' },
      { name: 'zucchini', amount: '2', unit: 'piece' },
      { name: 'bell pepper', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'olive oil', amount: '6', unit: 'tbsp' },
      { name: 'herbes de provence', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the eggplant, zucchini and peppers into 2 cm pieces and slice the onion and garlic.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Heat 3 tbsp of the olive oil in a large heavy pot over medium-high heat and brown the eggplant with a pinch of salt, stirring, until golden and softened. Lift it out into a bowl.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Add 1 tbsp oil and brown the zucchini the same way, then add it to the eggplant.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Lower the heat to medium, add the remaining oil, the onion and peppers and cook until soft and sweet. Stir in the garlic for the last minute.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Add the tomatoes, herbs, the rest of the salt and the pepper, return the eggplant and zucchini and simmer gently, covered, stirring now and then, until everything is tender and the sauce is thick.',
        duration: 25,
      },
      {
        step: 6,
        instruction:
          'Rest off the heat for 5 minutes; ratatouille is best warm rather than piping hot, and better still the next day.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-chicken-provencal-olives',
    name: 'Chicken Provençal with Olives',
    description:
      'Crisp-skinned chicken thighs braised in a garlicky tomato sauce with black olives and herbes de Provence. One pan, very little effort.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 50,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '8', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'black olives', amount: '100', unit: 'g' },
      { name: 'herbes de provence', amount: '2', unit: 'tsp' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Pat the bone-in, skin-on chicken thighs dry and season with the salt, pepper and 1 tsp of the herbs.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Heat the olive oil in a large deep skillet over medium-high heat and cook the chicken skin side down, without moving it, until the skin is deep golden. Turn, cook 2 minutes more and set aside.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Pour off all but 2 tbsp of the fat. Cook the sliced onion over medium heat until soft, then add the sliced garlic for a minute.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Add the tomatoes, olives and remaining herbs, scraping up the browned bits, and nestle the chicken back in skin side up.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Simmer gently, partly covered and keeping the skin above the sauce, until the chicken is tender and reaches 75°C (165°F) at the bone and the sauce has thickened.',
        duration: 25,
      },
    ],
  },
  {
    id: 'seed-greek-keftedes-meatballs',
    name: 'Greek Keftedes Meatballs',
    description:
      'Crisp little fried meatballs fragrant with mint, oregano and grated onion, finished with a squeeze of lemon. Perfect with salad, pita or fries.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 45,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'bread', amount: '2', unit: 'slice' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'mint', amount: '1', unit: 'handful' },
      { name: 'flour', amount: '1/2', unit: 'cup' },
      { name: 'olive oil', amount: '100', unit: 'ml' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Remove the crusts, soak the bread in water for a minute and squeeze it out well.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Grate the onion into a bowl and add the beef, bread, egg, oregano, finely chopped mint and salt. Knead for 2 minutes until sticky, then chill for 15 minutes so the mixture firms up.',
        duration: 20,
      },
      {
        step: 3,
        instruction:
          'With wet hands roll the mixture into about 20 walnut-sized balls, flatten them slightly and roll them in the flour, shaking off the excess.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Heat the olive oil in a large frying pan over medium-high heat and fry the meatballs in batches, turning, until browned all over and cooked through.',
        duration: 12,
      },
      {
        step: 5,
        instruction: 'Drain on paper towel and squeeze over the lemon just before serving.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-mujadara-lentils-rice-onions',
    name: 'Mujadara with Crispy Onions',
    description:
      'The Levantine comfort dish of lentils and rice cooked with cumin and crowned with a tangle of deeply browned, crispy onions.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 65,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'brown lentils', amount: '200', unit: 'g' },
      { name: 'rice', amount: '200', unit: 'g' },
      { name: 'onion', amount: '3', unit: 'piece' },
      { name: 'olive oil', amount: '6', unit: 'tbsp' },
      { name: 'cumin', amount: '2', unit: 'tsp' },
      { name: 'water', amount: '1', unit: 'l' },
      { name: 'salt', amount: '2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Halve the onions and slice them thinly. Rinse the lentils and the rice.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Fry the onions in the olive oil in a wide pot over medium-high heat, stirring more often as they darken, until deep brown and crisp at the edges. Meanwhile simmer the lentils in the water in a second pot until just tender but not mushy.',
        duration: 25,
      },
      {
        step: 3,
        instruction:
          'Lift half the onions onto paper towel for the topping. Stir the cumin and rice into the onions left in the pot for a minute.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Add the lentils with 2 1/2 cups of their cooking water (top up with water if short) and the salt. Bring to the boil, cover tightly and cook on the lowest heat until the rice is tender.',
        duration: 20,
      },
      {
        step: 5,
        instruction:
          'Leave to steam off the heat, still covered, for 10 minutes. Fluff with a fork and serve topped with the crispy onions.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-parsley-bulgur-tabbouleh',
    name: 'Parsley Bulgur Tabbouleh',
    description:
      'The real Lebanese tabbouleh: mostly parsley and mint, a little bulgur, ripe tomato and a sharp lemon and olive oil dressing.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 33,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'bulgur', amount: '60', unit: 'g' },
      { name: 'parsley', amount: '2', unit: 'bunch' },
      { name: 'mint', amount: '1', unit: 'handful' },
      { name: 'tomato', amount: '3', unit: 'piece' },
      { name: 'green onion', amount: '3', unit: 'piece' },
      { name: 'lemon', amount: '2', unit: 'piece' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the fine bulgur, put it in a bowl with the juice of one lemon and just enough boiling water to cover, and leave to soften.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'Meanwhile pick the parsley and mint leaves, make sure they are completely dry and chop them finely with a sharp knife (a food processor bruises them).',
        duration: 10,
      },
      {
        step: 3,
        instruction: 'Finely dice the tomatoes and slice the green onions thinly.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Squeeze any liquid from the bulgur, toss everything together with the juice of the second lemon, the olive oil, salt and pepper, and serve soon.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-lemony-chickpea-cucumber-salad',
    name: 'Lemony Chickpea and Cucumber Salad',
    description:
      'Crunchy cucumber, tomato and red onion tossed with chickpeas, parsley and a cumin-lemon dressing. A no-cook lunch that keeps well in a box.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 13,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'chickpeas', amount: '3', unit: 'cup' },
      { name: 'cucumber', amount: '1', unit: 'piece' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'cumin', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Drain and rinse the chickpeas and shake them dry in the sieve.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Dice the cucumber and tomatoes, finely chop the red onion and roughly chop the parsley.',
        duration: 7,
      },
      {
        step: 3,
        instruction: 'In a large bowl whisk the lemon juice with the olive oil, cumin and salt.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Add the chickpeas and vegetables, toss well and let it sit a few minutes so the onion mellows in the dressing.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-greek-tuna-salad-olives',
    name: 'Greek Tuna Salad with Olives',
    description:
      'Store-cupboard tuna turned into a bright Greek-style salad with cucumber, tomato, olives, lemon and oregano. No mayo, no cooking.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 10,
    servings: 2,
    rating: 4.3,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'tinned tuna', amount: '280', unit: 'g' },
      { name: 'cucumber', amount: '1/2', unit: 'piece' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'red onion', amount: '1/4', unit: 'piece' },
      { name: 'kalamata olives', amount: '10', unit: 'piece' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'oregano', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Drain the tuna well and break it into large flakes in a bowl.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Cut the cucumber and tomatoes into chunks, slice the red onion thinly and halve the olives.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Add the vegetables to the tuna, dress with the lemon juice, olive oil, oregano, salt and pepper, and toss gently so the tuna stays in flakes.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-oven-patatas-bravas',
    name: 'Oven Patatas Bravas',
    description:
      'Crisp roasted potato cubes under a smoky, spicy tomato sauce: the favourite Spanish tapa, made in the oven instead of the fryer.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 50,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'potato', amount: '800', unit: 'g' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'crushed tomatoes', amount: '200', unit: 'g' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'smoked paprika', amount: '2', unit: 'tsp' },
      { name: 'cayenne', amount: '1/4', unit: 'tsp' },
      { name: 'sherry vinegar', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C (425°F). Cut the potatoes into 3 cm cubes, pat them dry and toss on a baking tray with 3 tbsp olive oil and 1 tsp salt.',
        duration: 8,
      },
      {
        step: 2,
        instruction: 'Roast for 25 minutes, then turn the potatoes over.',
        duration: 25,
      },
      {
        step: 3,
        instruction:
          'While they finish roasting until crisp and golden, make the sauce: warm the remaining oil with the crushed garlic for a minute, stir in the paprika and cayenne for a few seconds, then add the tomatoes, vinegar and remaining salt and simmer until thick.',
        duration: 15,
      },
      {
        step: 4,
        instruction:
          'Pile the potatoes on a plate, spoon over the bravas sauce and serve hot with toothpicks.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-egyptian-koshari',
    name: 'Egyptian Koshari',
    description:
      "Cairo's beloved street dish: cumin-scented rice and lentils layered with pasta and chickpeas, drenched in a garlicky vinegar tomato sauce and piled with crispy onions.",
    cuisine: 'mediterranean',
    difficulty: 'hard',
    cookTime: 56,
    servings: 6,
    rating: 4.8,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'brown lentils', amount: '200', unit: 'g' },
      { name: 'rice', amount: '200', unit: 'g' },
      { name: 'elbow pasta', amount: '200', unit: 'g' },
      { name: 'chickpeas', amount: '1 1/2', unit: 'cup' },
      { name: 'onion', amount: '2', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'cumin', amount: '2', unit: 'tsp' },
      { name: 'white vinegar', amount: '3', unit: 'tbsp' },
      { name: 'vegetable oil', amount: '150', unit: 'ml' },
      { name: 'water', amount: '1.5', unit: 'l' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the onions very thinly and fry them in the oil in a wide pan over medium-high heat, stirring more as they darken, until deep brown and crisp; lift them onto paper towel and keep the oil. Meanwhile simmer the lentils in 1 l of the water until just tender, then drain.',
        duration: 25,
      },
      {
        step: 2,
        instruction:
          'In a pot, stir the rinsed rice in 2 tbsp of the onion oil for a minute, add the lentils, 1 tsp cumin, 1 tsp salt and the remaining 500 ml water. Bring to the boil, cover and cook on the lowest heat for 20 minutes.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'While the rice cooks, boil the pasta in salted water until tender, drain and toss with 1 tbsp of the onion oil.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Make the sauce: sizzle the crushed garlic in 2 tbsp onion oil for a minute, add the tomatoes, remaining cumin, the vinegar and 1 tsp salt and simmer until slightly thickened. Warm the drained chickpeas in a small pan with a splash of water.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Take the rice and lentils off the heat and leave them covered for 5 minutes, then fluff with a fork.',
        duration: 5,
      },
      {
        step: 6,
        instruction:
          'Serve in bowls: rice and lentils, then pasta and chickpeas, a generous ladle of sauce and a heap of crispy onions on top.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-smoky-baba-ganoush',
    name: 'Smoky Baba Ganoush',
    description:
      'Eggplants charred until collapsing, then mashed with tahini, lemon and garlic into a silky, smoky dip for bread and vegetables.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 40,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'vegan', 'keto', 'paleo', 'gluten-free', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'eggplant', amount: '2', unit: 'piece' },
      { name: 'tahini', amount: '3', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Prick the eggplants a few times and char them directly over a gas flame, on a barbecue or under the hottest grill, turning, until the skin is black all over and the flesh has completely collapsed.',
        duration: 20,
      },
      {
        step: 2,
        instruction:
          'Put them in a bowl, cover with a plate and leave until cool enough to handle.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Split them open, scoop the soft flesh away from the skin into a sieve and let the bitter juices drain.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Mash the flesh with a fork, then beat in the tahini, the juice of the lemon, the grated garlic and the salt. Taste and add more lemon or salt.',
        duration: 4,
      },
      {
        step: 5,
        instruction: 'Spread in a shallow bowl and finish with a swirl of olive oil.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-spanakorizo-spinach-rice',
    name: 'Spanakorizo (Greek Spinach Rice)',
    description:
      'Rice and a mountain of spinach cooked together in olive oil with green onions and dill, finished with lemon. Greek home cooking at its thriftiest.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'spinach', amount: '500', unit: 'g' },
      { name: 'rice', amount: '200', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'green onion', amount: '4', unit: 'piece' },
      { name: 'dill', amount: '1', unit: 'handful' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'water', amount: '2', unit: 'cup' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Warm 3 tbsp of the olive oil in a wide pot over medium heat and soften the chopped onion and sliced green onions.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Stir in the rice for a minute, then add the water and salt and simmer, covered, for 10 minutes.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Add the roughly chopped spinach a few handfuls at a time, stirring until it wilts, then cover and cook on low heat until the rice is tender and most of the liquid is absorbed.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Off the heat stir in the chopped dill, the lemon juice, the remaining olive oil and the pepper. Rest covered for 5 minutes and serve warm.',
        duration: 6,
      },
    ],
  },
  {
    id: 'seed-turkish-menemen',
    name: 'Turkish Menemen',
    description:
      'Soft eggs stirred into a sweet pan of peppers, onion and tomato with a pinch of chilli. The Turkish breakfast to scoop up with bread.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 20,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'keto', 'paleo', 'gluten-free', 'dairy-free', 'breakfast'],
    ingredients: [
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'bell pepper', amount: '2', unit: 'piece' },
      { name: 'tomato', amount: '3', unit: 'piece' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'red pepper flakes', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Finely chop the onion and the peppers (long green ones are traditional) and grate the tomatoes, discarding the skins.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Cook the onion and peppers in the olive oil in a frying pan over medium heat until soft.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Add the tomato, pepper flakes and salt and cook, stirring, until the liquid has mostly cooked away.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Crack in the eggs and stir gently every few seconds until they are just set but still soft and glossy. Serve from the pan.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-quiche-lorraine',
    name: 'Quiche Lorraine',
    description:
      'A crisp pastry shell filled with smoky bacon and a just-set, nutmeg-scented custard. Lovely warm for dinner and cold in a lunch box.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 75,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['lunch', 'dinner'],
    ingredients: [
      { name: 'pie crust', amount: '1', unit: 'piece' },
      { name: 'bacon', amount: '200', unit: 'g' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'heavy cream', amount: '300', unit: 'ml' },
      { name: 'milk', amount: '100', unit: 'ml' },
      { name: 'cheese', amount: '80', unit: 'g' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 190°C (375°F). Line a 23 cm tart tin with the pastry, prick the base with a fork and chill for 10 minutes.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Line the pastry with baking paper and baking beans or rice and bake for 15 minutes, then remove the paper and bake 5 minutes more until dry. Meanwhile cut the bacon into strips and fry until lightly golden, then drain.',
        duration: 20,
      },
      {
        step: 3,
        instruction:
          'Whisk the eggs with the cream, milk, nutmeg, salt and pepper, and grate the cheese (Gruyère or Swiss).',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Lower the oven to 170°C (340°F). Scatter the bacon and cheese over the pastry, pour in the custard and bake until golden and just set, with a slight wobble in the centre.',
        duration: 30,
      },
      {
        step: 5,
        instruction: 'Cool for at least 10 minutes before slicing into 6 wedges.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-coq-au-vin',
    name: 'Coq au Vin',
    description:
      'Chicken slowly braised in red wine with bacon, mushrooms and thyme until tender and glossy. The French Sunday classic, made with thighs.',
    cuisine: 'mediterranean',
    difficulty: 'hard',
    cookTime: 105,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '8', unit: 'piece' },
      { name: 'bacon', amount: '150', unit: 'g' },
      { name: 'mushroom', amount: '250', unit: 'g' },
      { name: 'onion', amount: '2', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'red wine', amount: '750', unit: 'ml' },
      { name: 'flour', amount: '2', unit: 'tbsp' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'thyme', amount: '4', unit: 'sprig' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the bacon into strips and fry it in a large casserole over medium heat until crisp. Lift it out, leaving the fat behind.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Season the bone-in chicken thighs with the salt and brown them well in the bacon fat in two batches, skin side first. Set aside.',
        duration: 15,
      },
      {
        step: 3,
        instruction:
          'Cook the chopped onions and sliced carrots in the same pot until softened, add the garlic for a minute, then sprinkle in the flour and stir for a minute more.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Pour in the wine, scraping up the browned bits, and boil for 2 minutes. Return the chicken and bacon with the thyme, cover and simmer very gently until the chicken is tender.',
        duration: 60,
      },
      {
        step: 5,
        instruction:
          'Towards the end, brown the quartered mushrooms in the butter in a frying pan over high heat until golden.',
        duration: 8,
      },
      {
        step: 6,
        instruction:
          'Stir the mushrooms into the casserole and simmer uncovered until the sauce is glossy and coats a spoon. Remove the thyme stalks and serve with potatoes or bread.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-greek-beef-stifado',
    name: 'Greek Beef Stifado',
    description:
      'Beef and whole little onions braised for hours in tomato with cinnamon, bay and a splash of vinegar until meltingly soft and sweet-sour.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 160,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'beef', amount: '1', unit: 'kg' },
      { name: 'pearl onions', amount: '600', unit: 'g' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'red wine vinegar', amount: '3', unit: 'tbsp' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'cinnamon', amount: '1', unit: 'piece' },
      { name: 'bay leaf', amount: '2', unit: 'leaf' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'water', amount: '1', unit: 'cup' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the stewing beef into 4 cm chunks, pat dry and season with the salt and pepper. Cover the onions with boiling water for a few minutes so the skins slip off easily, then peel them.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Heat the olive oil in a heavy casserole over medium-high heat and brown the beef well in batches. Set aside.',
        duration: 15,
      },
      {
        step: 3,
        instruction:
          'Brown the whole onions in the same pot, shaking it now and then, and add the garlic for the last minute.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Pour in the vinegar and let it bubble, scraping up the browned bits. Add the tomatoes, cinnamon stick, bay leaves and water, return the beef, cover and simmer on the lowest heat until the beef falls apart.',
        duration: 120,
      },
      {
        step: 5,
        instruction:
          'Uncover and simmer until the sauce is thick and glossy. Remove the cinnamon and bay leaves before serving.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-spanish-arroz-con-pollo',
    name: 'Spanish Arroz con Pollo',
    description:
      'Chicken and rice cooked together in one wide pan with peppers, smoked paprika and tomato, finished with sweet green peas.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 46,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '600', unit: 'g' },
      { name: 'rice', amount: '300', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '200', unit: 'g' },
      { name: 'smoked paprika', amount: '2', unit: 'tsp' },
      { name: 'chicken broth', amount: '750', unit: 'ml' },
      { name: 'peas', amount: '1', unit: 'cup' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the boneless chicken thighs into large pieces, season with 1 tsp salt and 1 tsp paprika and brown them in the olive oil in a wide deep pan. Set aside.',
        duration: 10,
      },
      {
        step: 2,
        instruction: 'Cook the chopped onion and pepper in the same pan until soft.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Stir in the garlic and remaining paprika, then the tomatoes, and cook until thick and jammy.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Add the rice and stir to coat, then pour in the broth with the remaining salt and return the chicken. Bring to the boil and simmer uncovered, without stirring, for 15 minutes.',
        duration: 15,
      },
      {
        step: 5,
        instruction:
          'Scatter the peas over the top and cook 5 minutes more, until the rice is tender and the liquid absorbed.',
        duration: 5,
      },
      {
        step: 6,
        instruction:
          'Cover with a lid or a tea towel and rest off the heat for 5 minutes before serving.',
        duration: 5,
      },
    ],
  },
];
