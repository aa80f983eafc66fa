import type { SeedRecipe } from './seed-recipe';

/** Everyday mexican dishes, written for the pantries households really keep (issue 26). */
export const EVERYDAY_MEXICAN_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-potato-egg-breakfast-burritos',
    name: 'Potato and Egg Breakfast Burritos',
    description:
      'Crisp golden potatoes, soft scrambled eggs and melted cheddar rolled up in warm tortillas. They wrap well in foil for breakfast on the go.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 30,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'potato', amount: '400', unit: 'g' },
      { name: 'egg', amount: '8', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'cheddar', amount: '100', unit: 'g' },
      { name: 'tortilla', amount: '4', unit: 'piece' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'paprika', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the potatoes into 1 cm cubes (no need to peel them), and dice the onion and bell pepper. Grate the cheddar.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a large skillet over medium-high heat. Add the potatoes with half the salt and the paprika, cover and cook, turning every few minutes, until tender inside and browned outside.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Uncover, add the onion and pepper and cook until softened and the potatoes are crisp at the edges.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Beat the eggs with the rest of the salt and the black pepper. Push the vegetables to one side, melt the butter in the space and scramble the eggs gently over medium-low heat until just set, then fold everything together.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Warm the tortillas in a dry pan or the microwave so they are pliable. Spoon the filling down the middle of each, top with cheddar, fold in the sides and roll up tightly. Toast them seam-side down in the skillet for a minute a side to seal.',
        duration: 6,
      },
    ],
  },
  {
    id: 'seed-huevos-a-la-mexicana',
    name: 'Huevos a la Mexicana',
    description:
      'Mexico’s everyday scrambled eggs, cooked with tomato, onion and jalapeño in the colours of the flag. Ready in about ten minutes.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 12,
    servings: 2,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'keto', 'paleo', 'gluten-free', 'dairy-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'tomato', amount: '1', unit: 'piece' },
      { name: 'onion', amount: '1/4', unit: 'piece' },
      { name: 'jalapeno', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Dice the tomato and onion finely and mince the jalapeño, leaving the seeds out if you want it mild. Beat the eggs with the salt.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Warm the oil in a skillet over medium heat and cook the onion and jalapeño until soft and fragrant.',
        duration: 3,
      },
      {
        step: 3,
        instruction: 'Add the tomato and cook until it slumps and releases its juice.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Pour in the eggs and stir slowly with a spatula until they are softly set but still glossy. Serve straight away, with warm tortillas if you like.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-bacon-egg-breakfast-tacos',
    name: 'Bacon and Egg Breakfast Tacos',
    description:
      'Crisp bacon, creamy scrambled eggs, cheddar and avocado folded into warm corn tortillas. A weekday breakfast that feels like the weekend.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'bacon', amount: '6', unit: 'slice' },
      { name: 'egg', amount: '6', unit: 'piece' },
      { name: 'corn tortilla', amount: '8', unit: 'piece' },
      { name: 'cheddar', amount: '60', unit: 'g' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Fry the bacon in a large skillet over medium heat until crisp. Drain it on paper towel, crumble it, and pour off all but a tablespoon of the fat.',
        duration: 7,
      },
      {
        step: 2,
        instruction:
          'Beat the eggs with the salt and scramble them in the bacon fat over medium-low heat, stirring, until just set.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Warm the tortillas one or two at a time in a dry hot pan for about 30 seconds a side, and stack them in a clean towel.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Fill each tortilla with egg, bacon, grated cheddar and a few slices of avocado, and eat while hot.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-tex-mex-migas',
    name: 'Tex-Mex Migas',
    description:
      'Scrambled eggs tossed with crisp fried tortilla strips, peppers and tomato, then blanketed in melting cheddar. The best use there is for a few stale tortillas.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'gluten-free', 'breakfast'],
    ingredients: [
      { name: 'corn tortilla', amount: '6', unit: 'piece' },
      { name: 'egg', amount: '8', unit: 'piece' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'tomato', amount: '1', unit: 'piece' },
      { name: 'jalapeno', amount: '1', unit: 'piece' },
      { name: 'cheddar', amount: '80', unit: 'g' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the tortillas into strips about 1 cm wide. Dice the onion, pepper and tomato, mince the jalapeño and grate the cheese. Beat the eggs with the salt.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a large non-stick skillet over medium-high heat and fry the tortilla strips, stirring often, until crisp and golden.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Add the onion, pepper and jalapeño and cook until softened, then stir in the tomato for a minute.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Lower the heat, pour in the eggs and fold gently until barely set, so the strips stay a little crunchy.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Scatter over the cheddar, take the pan off the heat and cover for a minute until it melts. Serve at once.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-molletes-with-quick-pico',
    name: 'Molletes with Quick Pico',
    description:
      'Toasted bread spread with buttery mashed black beans and broiled under bubbling cheese, topped with a zippy fresh tomato salsa. Mexico’s favourite open-faced breakfast.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'breakfast', 'lunch', 'quick'],
    ingredients: [
      { name: 'bread', amount: '8', unit: 'slice' },
      { name: 'black beans', amount: '400', unit: 'g' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'cheddar', amount: '120', unit: 'g' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1/4', unit: 'piece' },
      { name: 'jalapeno', amount: '1', unit: 'piece' },
      { name: 'lime', amount: '1/2', unit: 'piece' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the grill (broiler). Warm the drained beans in a small pan with a knob of the butter, a splash of water and a pinch of salt, mashing them into a thick, spreadable paste.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Butter one side of each slice of crusty bread (or split rolls) and toast it, buttered side up, under the grill until the edges are crisp.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Spread the beans thickly over the toast, cover with grated cheddar and grill until the cheese is melted and bubbling.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Meanwhile stir together the diced tomato, finely chopped onion and jalapeño, the lime juice and a pinch of salt. Spoon it over the molletes and serve hot.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-cinnamon-avena',
    name: 'Cinnamon Avena (Mexican Oatmeal)',
    description:
      'Oats simmered in cinnamon-scented milk until silky and sweet, the way Mexican grandmothers make them. Topped with sliced banana.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 15,
    servings: 2,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'breakfast', 'quick'],
    ingredients: [
      { name: 'rolled oats', amount: '1', unit: 'cup' },
      { name: 'milk', amount: '2', unit: 'cup' },
      { name: 'water', amount: '1', unit: 'cup' },
      { name: 'cinnamon', amount: '1', unit: 'tsp' },
      { name: 'sugar', amount: '2', unit: 'tbsp' },
      { name: 'banana', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring the water to a simmer in a saucepan with the cinnamon (a cinnamon stick is even better) and the salt, and let it steep for a few minutes.',
        duration: 3,
      },
      {
        step: 2,
        instruction: 'Stir in the oats and cook over medium-low heat, stirring, until they swell.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Pour in the milk and sugar and simmer gently, stirring often so it does not catch, until thick and creamy. Add a splash more milk if you like it looser.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Remove any cinnamon stick, ladle into bowls and top with sliced banana and an extra dusting of cinnamon.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-red-chilaquiles-fried-eggs',
    name: 'Red Chilaquiles with Fried Eggs',
    description:
      'Oven-crisped tortilla chips tossed in a warm, smoky tomato sauce and crowned with runny fried eggs and crumbled cheese. Breakfast worth getting up for.',
    cuisine: 'mexican',
    difficulty: 'medium',
    cookTime: 30,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'gluten-free', 'breakfast'],
    ingredients: [
      { name: 'corn tortilla', amount: '12', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'jalapeno', amount: '1', unit: 'piece' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '4', unit: 'tbsp' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'cheese', amount: '60', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C (400°F). Cut each tortilla into six wedges, toss with 2 tablespoons of the oil and half the salt, spread over two trays and bake, turning once, until crisp and golden.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'While they bake, blend the tomatoes with half the onion, the garlic, jalapeño, chili powder, the rest of the salt and half a cup of water until smooth.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Heat 1 tablespoon of oil in a wide pan, pour in the sauce (it will spit) and simmer until slightly thickened and deeper in colour.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Fry the eggs in the remaining oil in a separate pan until the whites are set and the yolks still runny.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Tip the chips into the sauce and toss for a few seconds only, so they stay a little crunchy. Divide between plates, top each with an egg, crumbled queso fresco or grated cheese and the rest of the onion, thinly sliced.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-cheesy-chicken-quesadillas',
    name: 'Cheesy Chicken Quesadillas',
    description:
      'Spiced chicken, sweet peppers and plenty of melted cheese in tortillas griddled until crisp and golden. Cut into wedges for a fast lunch or an easy dinner.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 30,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['lunch', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '500', unit: 'g' },
      { name: 'tortilla', amount: '8', unit: 'piece' },
      { name: 'cheese', amount: '200', unit: 'g' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the chicken into thin strips and toss with the cumin, chili powder and salt. Slice the pepper and onion thinly and grate the cheese (cheddar, Monterey Jack or a mix).',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Heat 1 tablespoon of oil in a large skillet over medium-high heat and sear the chicken until browned and cooked through. Lift it out and chop it small.',
        duration: 6,
      },
      {
        step: 3,
        instruction: 'Cook the pepper and onion in the same pan until soft and lightly charred.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Cover half of each tortilla with cheese, chicken and vegetables, add a little more cheese and fold over. Cook two at a time in the wiped, lightly oiled skillet over medium heat, pressing with a spatula, for about 2 minutes a side until golden and melted.',
        duration: 15,
      },
      {
        step: 5,
        instruction:
          'Let them rest for a minute so the cheese sets a little, then cut into wedges.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-black-bean-corn-lime-salad',
    name: 'Black Bean and Corn Salad with Lime',
    description:
      'A colourful, crunchy salad of black beans, sweet corn, peppers and tomato in a cumin-lime dressing. It keeps for days and travels well to work.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'black beans', amount: '400', unit: 'g' },
      { name: 'corn', amount: '300', unit: 'g' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'lime', amount: '2', unit: 'piece' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'cumin', amount: '1/2', unit: 'tsp' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse and drain the beans. Drain canned corn, or run frozen corn under warm water until thawed and pat it dry.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Dice the pepper and tomatoes, chop the red onion finely and roughly chop the cilantro.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'In a large bowl, whisk the juice of the limes with the olive oil, cumin and salt.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Add everything to the bowl, toss well and let it sit for a few minutes for the flavours to mingle. Taste for salt and lime before serving.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-seasoned-beef-taco-salad',
    name: 'Seasoned Beef Taco Salad',
    description:
      'All the flavour of a taco night without the tortillas: spiced ground beef over crisp lettuce with tomato, cheddar, avocado and sour cream.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['keto', 'gluten-free', 'lunch', 'dinner', 'quick'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'lettuce', amount: '1', unit: 'head' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'cheddar', amount: '100', unit: 'g' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'sour cream', amount: '1/2', unit: 'cup' },
      { name: 'chili powder', amount: '2', unit: 'tsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'garlic powder', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Brown the beef in a large skillet over medium-high heat, breaking it up with a spoon, until no pink remains. Spoon off excess fat.',
        duration: 7,
      },
      {
        step: 2,
        instruction:
          'Stir in the chili powder, cumin, garlic powder, salt and a splash of water and simmer until the beef is coated in a thick, glossy sauce.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Meanwhile chop the lettuce, dice the tomatoes and avocado and grate the cheddar.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Pile the lettuce into bowls, top with the warm beef, tomato, avocado and cheese, and finish with a spoonful of sour cream.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-sopa-de-fideo',
    name: 'Sopa de Fideo',
    description:
      'Thin noodles toasted golden in oil, then simmered in a light tomato broth. The soup every Mexican kid grows up on, made from pantry staples.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['dairy-free', 'lunch'],
    ingredients: [
      { name: 'spaghetti', amount: '250', unit: 'g' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'chicken broth', amount: '6', unit: 'cup' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Snap the spaghetti into pieces about 3 cm long (thin spaghetti or fideo nests work best).',
        duration: 2,
      },
      {
        step: 2,
        instruction: 'Blend the tomatoes with the onion and garlic until completely smooth.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Heat the oil in a large saucepan over medium heat and toast the pasta, stirring constantly, until it is an even deep golden brown. Watch it closely: it darkens fast at the end.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Pour in the tomato purée (stand back, it splutters) and fry it with the noodles, stirring, until it darkens slightly.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Add the broth and salt, bring to a boil, then simmer until the noodles are tender and the broth has thickened a little.',
        duration: 10,
      },
      {
        step: 6,
        instruction:
          'Taste for salt and let it stand off the heat for a couple of minutes. Serve with lime wedges and a little crumbled cheese if you like.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-refried-bean-cheese-burritos',
    name: 'Refried Bean and Cheese Burritos',
    description:
      'Creamy homemade refried beans and melted cheddar rolled in flour tortillas and toasted until crisp. Cheap, filling and better than any drive-through.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'lunch', 'dinner'],
    ingredients: [
      { name: 'pinto beans', amount: '800', unit: 'g' },
      { name: 'tortilla', amount: '4', unit: 'piece' },
      { name: 'cheddar', amount: '150', unit: 'g' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'chili powder', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Finely chop the onion and garlic and grate the cheddar. Drain the beans, keeping a little of their liquid (black beans work too).',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a skillet over medium heat and cook the onion until soft and golden at the edges.',
        duration: 6,
      },
      {
        step: 3,
        instruction: 'Stir in the garlic, cumin and chili powder and cook until fragrant.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Add the beans and a splash of their liquid and mash them with a potato masher or fork as they heat, adding more liquid as needed, until thick and creamy. Season with the salt.',
        duration: 7,
      },
      {
        step: 5,
        instruction:
          'Warm the large flour tortillas so they are pliable. Spread a quarter of the beans down each, top with cheese, fold in the sides and roll up tightly.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Wipe out the skillet and toast the burritos seam-side down over medium heat, turning once, until golden and the cheese has melted.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-arroz-rojo-mexican-red-rice',
    name: 'Arroz Rojo (Mexican Red Rice)',
    description:
      'Fluffy rice toasted in oil and simmered in a garlicky tomato broth with carrots and peas. The side dish that belongs next to every taco and enchilada.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 40,
    servings: 6,
    rating: 4.6,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'rice', amount: '300', unit: 'g' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'vegetable broth', amount: '2 1/2', unit: 'cup' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'peas', amount: '1/2', unit: 'cup' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the long-grain rice in a sieve until the water runs almost clear, then shake it very dry.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Blend the tomatoes, onion and garlic with half a cup of the broth until smooth. Dice the carrot small.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Heat the oil in a wide saucepan over medium heat and fry the rice, stirring often, until the grains turn opaque and golden.',
        duration: 7,
      },
      {
        step: 4,
        instruction:
          'Pour in the tomato mixture and the carrot and stir until most of the liquid has been absorbed.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Add the rest of the broth and the salt, bring to a boil, then cover tightly and cook over the lowest heat without stirring.',
        duration: 18,
      },
      {
        step: 6,
        instruction:
          'Scatter the peas over the top, cover again and leave off the heat to steam. Fluff with a fork before serving.',
        duration: 7,
      },
    ],
  },
  {
    id: 'seed-cumin-black-bean-soup',
    name: 'Cumin Black Bean Soup',
    description:
      'A thick, earthy soup of black beans, cumin and a squeeze of lime, half blended for body. Pantry cooking at its most satisfying.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 30,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'black beans', amount: '800', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'vegetable broth', amount: '3', unit: 'cup' },
      { name: 'cumin', amount: '2', unit: 'tsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Chop the onion and carrot and mince the garlic. Rinse and drain the beans.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Warm the oil in a large pot over medium heat and cook the onion and carrot until soft and sweet.',
        duration: 7,
      },
      {
        step: 3,
        instruction: 'Add the garlic, cumin and chili powder and stir for a minute until fragrant.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Add the beans, broth and salt, bring to a boil and simmer, partly covered, so the flavours meld.',
        duration: 13,
      },
      {
        step: 5,
        instruction:
          'Blend about half the soup until smooth (or use a stick blender briefly in the pot) and stir it back in. Season with the lime juice and more salt to taste.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-calabacitas-zucchini-corn',
    name: 'Calabacitas with Zucchini and Corn',
    description:
      'Zucchini, sweet corn and tomato sautéed with onion, garlic and a little jalapeño. A bright summer side that also makes a light lunch with warm tortillas.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'zucchini', amount: '3', unit: 'piece' },
      { name: 'corn', amount: '200', unit: 'g' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'jalapeno', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'oregano', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the zucchini into 1.5 cm cubes, dice the tomatoes and onion, mince the garlic and the seeded jalapeño.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Warm the oil in a large skillet over medium heat and cook the onion and jalapeño until softened.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Turn up the heat, add the garlic and zucchini and cook, stirring now and then, until the zucchini is lightly browned in spots.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Add the corn, tomatoes and oregano and cook until the tomatoes collapse into a light sauce and the zucchini is just tender.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Season with the salt and serve, with crumbled cheese on top if you are not keeping it vegan.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-fresh-pico-de-gallo',
    name: 'Fresh Pico de Gallo',
    description:
      'Chunky fresh salsa of ripe tomato, onion, jalapeño, cilantro and lime. Spoon it over eggs, tacos, grilled chicken or simply a bowl of chips.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 10,
    servings: 6,
    rating: 4.6,
    dietaryTags: ['vegan', 'vegetarian', 'keto', 'paleo', 'gluten-free', 'dairy-free', 'quick'],
    ingredients: [
      { name: 'tomato', amount: '4', unit: 'piece' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'jalapeno', amount: '1', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Dice the tomatoes (plum tomatoes are ideal), scooping out the seedy centres if they are very watery.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Chop the onion finely and rinse it in a sieve under cold water to take away its harsh bite.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Mince the jalapeño, with or without its seeds depending on the heat you like, and chop the cilantro.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Toss everything with the lime juice and salt. It is best within a few hours, while the tomatoes are still firm.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-lime-cumin-chicken-thigh-tacos',
    name: 'Lime and Cumin Chicken Thigh Tacos',
    description:
      'Juicy chicken thighs marinated in lime, garlic and spices, seared until charred at the edges and sliced into warm corn tortillas with onion and cilantro.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 30,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '600', unit: 'g' },
      { name: 'corn tortilla', amount: '12', unit: 'piece' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'lime', amount: '2', unit: 'piece' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'chili powder', amount: '2', unit: 'tsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Mix the grated garlic, cumin, chili powder, oregano, salt, oil and the juice of one lime in a bowl and turn the boneless thighs in it until coated.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Heat a large skillet or griddle pan over medium-high heat and cook the thighs for 5 to 6 minutes a side, until charred in places and cooked through (75°C /165°F in the thickest part).',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Rest the chicken on a board while you finely chop the onion and cilantro and toss them together.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Warm the tortillas in the hot pan for about 30 seconds a side and keep them wrapped in a towel.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Slice the chicken thinly, pile it into the tortillas and top with the onion and cilantro. Serve with the second lime cut into wedges.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-tuesday-ground-beef-tacos',
    name: 'Tuesday Ground Beef Tacos',
    description:
      'The family taco night classic: ground beef simmered with homemade spices, piled into shells or soft tortillas with lettuce, tomato and cheddar.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'chili powder', amount: '1', unit: 'tbsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'oregano', amount: '1/2', unit: 'tsp' },
      { name: 'tortilla', amount: '8', unit: 'piece' },
      { name: 'lettuce', amount: '2', unit: 'cup' },
      { name: 'tomato', amount: '1', unit: 'piece' },
      { name: 'cheddar', amount: '80', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Finely chop the onion and garlic.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Brown the beef with the onion in a large skillet over medium-high heat, breaking it up, until no pink remains. Spoon off most of the fat.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Stir in the garlic, chili powder, cumin, oregano and salt for a minute, then add half a cup of water and simmer until it thickens and clings to the meat.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Meanwhile shred the lettuce, dice the tomato and grate the cheese. Heat hard shells in the oven or warm soft tortillas in a dry pan.',
        duration: 4,
      },
      {
        step: 5,
        instruction: 'Fill the tortillas with beef and top with lettuce, tomato and cheddar.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-sheet-pan-chicken-fajitas',
    name: 'Sheet-Pan Chicken Fajitas',
    description:
      'Spiced chicken strips, peppers and onions roasted together on one tray until juicy and charred at the edges. Dinner with barely any washing up.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '600', unit: 'g' },
      { name: 'bell pepper', amount: '3', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'chili powder', amount: '2', unit: 'tsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'paprika', amount: '1', unit: 'tsp' },
      { name: 'garlic powder', amount: '1/2', unit: 'tsp' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'tortilla', amount: '8', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C (425°F). Slice the chicken into finger-thick strips and the peppers and onion into strips of about the same width.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'On a large sheet pan, toss everything with the oil, spices and salt, then spread it out in a single layer (use two pans if crowded, or it will steam).',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Roast, stirring halfway, until the chicken is cooked through and the peppers are soft and blistered. For the last 5 minutes, wrap the tortillas in foil and warm them in the oven.',
        duration: 22,
      },
      {
        step: 4,
        instruction:
          'Squeeze the lime over the tray and serve straight from it, with the warm tortillas and whatever toppings you like.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-chicken-enchiladas-rojas',
    name: 'Chicken Enchiladas Rojas',
    description:
      'Corn tortillas rolled around tender shredded chicken, smothered in a homemade red chile-tomato sauce and baked under bubbling cheddar.',
    cuisine: 'mexican',
    difficulty: 'medium',
    cookTime: 60,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['gluten-free', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '500', unit: 'g' },
      { name: 'corn tortilla', amount: '8', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'chicken broth', amount: '1', unit: 'cup' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'chili powder', amount: '1', unit: 'tbsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'cheddar', amount: '150', unit: 'g' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Put the chicken in a saucepan, cover with salted water and simmer gently until cooked through. Lift it out, let it cool a little and shred it with two forks.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'Meanwhile chop the onion. Soften half of it in 1 tablespoon of oil, add the garlic, chili powder and cumin for a minute, then the tomatoes, broth and salt. Simmer until slightly thickened and blend until smooth.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Heat the oven to 190°C (375°F). Mix the chicken with the remaining onion, a third of the grated cheese and a few spoonfuls of the sauce.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Soften the tortillas so they roll without cracking: pass each through the remaining hot oil in a skillet for a few seconds a side and drain on paper towel.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Spread a little sauce in a baking dish. Roll the filling up in the tortillas, lay them seam-side down, pour over the rest of the sauce and cover with the remaining cheese.',
        duration: 5,
      },
      {
        step: 6,
        instruction:
          'Bake until the sauce bubbles at the edges and the cheese is melted and spotted.',
        duration: 20,
      },
      {
        step: 7,
        instruction: 'Let them rest for a few minutes before serving so they hold together.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-chicken-fajita-lettuce-wraps',
    name: 'Chicken Fajita Lettuce Wraps',
    description:
      'Smoky seared chicken, charred peppers and onions and creamy avocado tucked into crisp lettuce cups. All the fajita flavour, none of the tortillas.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'chicken', amount: '600', unit: 'g' },
      { name: 'bell pepper', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'lettuce', amount: '1', unit: 'head' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'chili powder', amount: '2', unit: 'tsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the boneless chicken thighs (or breasts) into thin strips and toss with the chili powder, cumin, salt and 1 tablespoon of the oil.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Slice the peppers and onion into strips. Separate the lettuce into whole leaves (butter lettuce or iceberg make the best cups), rinse and pat dry.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Heat a large skillet over high heat and sear the chicken in a single layer, turning once, until browned and cooked through. Lift it out onto a plate.',
        duration: 7,
      },
      {
        step: 4,
        instruction:
          'Add the remaining oil, the peppers and onion and cook, tossing, until softened and charred at the edges.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Return the chicken and its juices, squeeze over half the lime and toss everything together.',
        duration: 1,
      },
      {
        step: 6,
        instruction:
          'Spoon the filling into the lettuce cups, top with sliced avocado and serve with the rest of the lime in wedges.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-garlic-lime-pollo-asado',
    name: 'Garlic-Lime Pollo Asado',
    description:
      'Chicken thighs soaked in a punchy lime, garlic and oregano marinade, then roasted until the skin crackles. Serve with rice, tortillas or a big salad.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 85,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '8', unit: 'piece' },
      { name: 'lime', amount: '3', unit: 'piece' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'paprika', amount: '2', unit: 'tsp' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Zest two of the limes and squeeze all three. Whisk the zest and juice with the grated garlic, oregano, cumin, paprika, oil, salt and pepper.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Pat the bone-in, skin-on thighs dry, turn them in the marinade in a bowl or bag and leave for at least 30 minutes at room temperature (or up to a day in the fridge).',
        duration: 30,
      },
      {
        step: 3,
        instruction:
          'Heat the oven to 220°C (425°F). Lay the thighs skin-side up on a lined baking tray, spooning a little marinade over each.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Roast until the skin is deep golden and crisp and the juices run clear (75°C /165°F next to the bone).',
        duration: 40,
      },
      {
        step: 5,
        instruction: 'Rest the chicken for a few minutes and spoon the pan juices over to serve.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-albondigas-meatball-soup',
    name: 'Albondigas Meatball Soup',
    description:
      'Tender beef and rice meatballs simmered in a cumin-scented tomato broth with carrots and zucchini. A comforting one-pot meal from the Mexican home kitchen.',
    cuisine: 'mexican',
    difficulty: 'medium',
    cookTime: 60,
    servings: 6,
    rating: 4.8,
    dietaryTags: ['gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'rice', amount: '50', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'zucchini', amount: '1', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'chicken broth', amount: '6', unit: 'cup' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Chop the onion finely and mince the garlic. Slice the carrots into rounds and cut the zucchini into chunks.',
        duration: 7,
      },
      {
        step: 2,
        instruction:
          'Mix the beef with the uncooked rice, egg, a quarter of the onion, one clove of garlic, the cumin and 1 teaspoon of salt. With wet hands, roll into about 24 walnut-sized meatballs.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Heat the oil in a large pot over medium heat and soften the rest of the onion.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Add the remaining garlic and the tomatoes and cook for a few minutes, then pour in the broth with the rest of the salt and bring to a boil.',
        duration: 8,
      },
      {
        step: 5,
        instruction:
          'Lower the meatballs gently into the pot with the carrots. Keep it at a bare simmer, covered, without stirring at first so they hold their shape, until the rice inside is cooked.',
        duration: 20,
      },
      {
        step: 6,
        instruction:
          'Add the zucchini and simmer until it is tender and the meatballs are cooked through.',
        duration: 8,
      },
      {
        step: 7,
        instruction:
          'Taste the broth for salt and ladle into deep bowls, with lime wedges if you have them.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-beef-potato-picadillo',
    name: 'Beef and Potato Picadillo',
    description:
      'Ground beef simmered with little cubes of potato and carrot in a light tomato sauce. Homely, thrifty and perfect with rice or warm tortillas.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 40,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'potato', amount: '300', unit: 'g' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Peel the potatoes and carrot and cut them into 1 cm cubes. Chop the onion and mince the garlic.',
        duration: 7,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a large skillet over medium-high heat and brown the beef with the onion, breaking it up, until no pink remains.',
        duration: 8,
      },
      {
        step: 3,
        instruction: 'Stir in the garlic and cumin and cook for a minute.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Add the potato, carrot, tomatoes, half a cup of water, the salt and pepper. Cover and simmer, stirring now and then, until the potatoes are tender.',
        duration: 18,
      },
      {
        step: 5,
        instruction:
          'Uncover and let it bubble until the sauce thickens and coats everything. Taste for seasoning before serving.',
        duration: 6,
      },
    ],
  },
  {
    id: 'seed-mexican-arroz-con-pollo',
    name: 'Mexican Arroz con Pollo',
    description:
      'Golden chicken and toasted rice cooked together in one pot with tomato, peppers and peas, so the rice soaks up every bit of flavour.',
    cuisine: 'mexican',
    difficulty: 'medium',
    cookTime: 45,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken', amount: '600', unit: 'g' },
      { name: 'rice', amount: '300', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '200', unit: 'g' },
      { name: 'chicken broth', amount: '2 1/2', unit: 'cup' },
      { name: 'peas', amount: '1/2', unit: 'cup' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the boneless chicken (thighs stay juiciest) into large chunks and season with half the salt and the cumin. Chop the onion and pepper and mince the garlic.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a wide pot or deep lidded skillet over medium-high heat and brown the chicken on all sides. Lift it out.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'In the same fat, fry the long-grain rice with the onion and pepper, stirring, until the rice turns golden.',
        duration: 6,
      },
      {
        step: 4,
        instruction: 'Stir in the garlic and tomatoes and cook until the tomato darkens a little.',
        duration: 2,
      },
      {
        step: 5,
        instruction:
          'Pour in the broth with the rest of the salt, return the chicken, bring to a boil, then cover and cook over low heat without lifting the lid until the rice is tender.',
        duration: 20,
      },
      {
        step: 6,
        instruction:
          'Scatter the peas on top, cover again and rest off the heat so they warm through and the rice finishes steaming. Fluff gently and serve.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-sweet-potato-black-bean-tacos',
    name: 'Roasted Sweet Potato and Black Bean Tacos',
    description:
      'Caramelised cumin-roasted sweet potato and warm black beans in corn tortillas with lime-pickled onion and avocado. A plant-based taco night everyone enjoys.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 40,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'sweet potato', amount: '600', unit: 'g' },
      { name: 'black beans', amount: '400', unit: 'g' },
      { name: 'corn tortilla', amount: '12', unit: 'piece' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C (425°F). Cut the sweet potatoes into 1.5 cm cubes and toss on a baking tray with the oil, cumin, chili powder and most of the salt.',
        duration: 6,
      },
      {
        step: 2,
        instruction: 'Roast, turning once, until tender inside and caramelised at the edges.',
        duration: 22,
      },
      {
        step: 3,
        instruction:
          'Meanwhile warm the drained beans in a small pan with a splash of water and a pinch of salt, lightly crushing a few.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Slice the onion thinly and toss it with the lime juice and a pinch of salt so it turns pink and tangy. Slice the avocado.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Warm the tortillas in a dry hot pan for about 30 seconds a side and keep them wrapped in a towel.',
        duration: 4,
      },
      {
        step: 6,
        instruction: 'Fill the tortillas with beans, sweet potato, avocado and pickled onion.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-taco-stuffed-zucchini-boats',
    name: 'Taco-Stuffed Zucchini Boats',
    description:
      'Zucchini halves filled with spiced beef and tomato and baked under a blanket of melted cheddar. Taco night, low in carbs and high in flavour.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 45,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['keto', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'zucchini', amount: '4', unit: 'piece' },
      { name: 'ground beef', amount: '400', unit: 'g' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '200', unit: 'g' },
      { name: 'chili powder', amount: '2', unit: 'tsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'cheddar', amount: '100', unit: 'g' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C (400°F). Halve the zucchini lengthwise and scoop out the centres with a teaspoon, leaving a 1 cm shell. Chop the scooped flesh, the onion and the garlic.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Brush the shells with the oil, sprinkle with a little salt and bake cut-side up on a tray to soften.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Meanwhile brown the beef with the onion in a skillet over medium-high heat, breaking it up. Pour off excess fat.',
        duration: 7,
      },
      {
        step: 4,
        instruction:
          'Add the garlic, spices, chopped zucchini, tomatoes and the rest of the salt and simmer until thick.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Pack the filling into the shells, cover with grated cheddar and bake until the cheese is bubbling and the zucchini is tender when pierced.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-homemade-soft-flour-tortillas',
    name: 'Homemade Soft Flour Tortillas',
    description:
      'Soft, pliable flour tortillas puffed and freckled on a hot dry pan. Once you have tasted them warm, store-bought ones will never be the same.',
    cuisine: 'mexican',
    difficulty: 'hard',
    cookTime: 50,
    servings: 8,
    rating: 4.8,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free'],
    ingredients: [
      { name: 'flour', amount: '250', unit: 'g' },
      { name: 'baking powder', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '60', unit: 'ml' },
      { name: 'water', amount: '180', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Whisk the flour, baking powder and salt in a bowl, pour in the oil and rub it in with your fingertips until the mixture looks like damp sand.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Add the warm (not hot) water and mix into a shaggy dough, then knead on the counter until smooth and soft, like an earlobe. Add a spoon of flour only if it is truly sticky.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Divide into 8 equal balls, cover with a damp towel and let them rest so the gluten relaxes; skipping this makes them spring back when rolled.',
        duration: 20,
      },
      {
        step: 4,
        instruction:
          'On a lightly floured surface, roll each ball into a thin round about 20 cm across, turning it a quarter turn after each pass to keep it round.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Cook one at a time in a dry, very hot skillet: when bubbles form (about 30 seconds) flip it, cook until puffed with brown spots underneath, then flip once more briefly. Stack them in a towel as they come off so they steam and stay soft.',
        duration: 12,
      },
    ],
  },
];
