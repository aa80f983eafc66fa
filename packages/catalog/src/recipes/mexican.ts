import type { SeedRecipe } from './seed-recipe';

export const MEXICAN_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-black-bean-tacos-lime-slaw',
    name: 'Black Bean Tacos with Lime Slaw',
    description:
      'Smoky, creamy black beans in warm corn tortillas with a zingy purple cabbage slaw and avocado.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'black beans', amount: '800', unit: 'g' },
      { name: 'corn tortilla', amount: '8', unit: 'piece' },
      { name: 'red cabbage', amount: '200', unit: 'g' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'lime', amount: '2', unit: 'piece' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Finely shred the cabbage and thinly slice the onion. Toss with the juice of one lime, a pinch of salt and chopped cilantro, and set aside to soften slightly.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Warm the oil in a pan and sizzle the minced garlic, cumin and chili powder for 30 seconds. Add the drained beans and a splash of water and simmer, mashing about a third of them, until thick and creamy. Season with salt and lime.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Warm the tortillas in a dry hot skillet for about 30 seconds a side until soft and lightly spotted, and keep them wrapped in a towel.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Fill each tortilla with beans, slaw and avocado slices, and serve with lime wedges.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-huevos-rancheros',
    name: 'Huevos Rancheros',
    description:
      'Fried eggs on soft tortillas with beans and a charred tomato salsa. A breakfast that keeps you going until lunch.',
    cuisine: 'mexican',
    difficulty: 'medium',
    cookTime: 25,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'gluten-free', 'breakfast'],
    ingredients: [
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'corn tortilla', amount: '4', unit: 'piece' },
      { name: 'tomato', amount: '4', unit: 'piece' },
      { name: 'black beans', amount: '400', unit: 'g' },
      { name: 'jalapeno', amount: '1', unit: 'piece' },
      { name: 'yellow onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'queso fresco', amount: '60', unit: 'g' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Char the tomatoes, jalapeno, onion and unpeeled garlic in a dry skillet over high heat, turning, until blistered and blackened in spots.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Peel the garlic, stem the jalapeno (seed it for less heat) and blend everything with the salt into a chunky salsa.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Simmer the salsa in 1 tbsp oil until it darkens and thickens slightly. Warm the beans in a small pot, mashing them lightly.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Fry the tortillas one at a time in hot oil for 20 to 30 seconds a side until soft and blistered but not crisp, and drain on paper towels.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Fry the eggs in the same pan until the whites are set and the edges crisp, with the yolks still runny.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Top each tortilla with beans, an egg and a generous spoon of warm salsa. Finish with crumbled queso fresco and cilantro.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-chicken-tinga-tostadas',
    name: 'Chicken Tinga Tostadas',
    description:
      'Shredded chicken simmered in a smoky chipotle tomato sauce, piled on crunchy tostadas with cool toppings.',
    cuisine: 'mexican',
    difficulty: 'medium',
    cookTime: 45,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '600', unit: 'g' },
      { name: 'tostada', amount: '8', unit: 'piece' },
      { name: 'tomato', amount: '3', unit: 'piece' },
      { name: 'chipotle in adobo', amount: '2', unit: 'piece' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'water', amount: '1', unit: 'l' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'lettuce', amount: '2', unit: 'cup' },
      { name: 'sour cream', amount: '120', unit: 'ml' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Simmer the chicken in the water with half the onion, one garlic clove and a little salt until cooked through (74 °C inside). Cool slightly and shred with two forks, keeping 250 ml of the broth.',
        duration: 22,
      },
      {
        step: 2,
        instruction:
          'Blend the tomatoes, chipotles with a little of their sauce, the other garlic clove, oregano and the reserved broth until smooth.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Thinly slice the remaining onion and cook it in the oil over medium heat until soft and golden.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Pour in the chipotle sauce and simmer for 5 minutes, then add the chicken and simmer until the sauce clings to it. Taste for salt.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Top the tostadas with shredded lettuce, the tinga, a spoon of sour cream and avocado slices.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-slow-cooked-pork-carnitas',
    name: 'Slow-Cooked Pork Carnitas',
    description:
      'Pork shoulder braised with orange and garlic until it falls apart, then crisped under the grill. Serve in lettuce leaves or warm tortillas.',
    cuisine: 'mexican',
    difficulty: 'hard',
    cookTime: 210,
    servings: 8,
    rating: 4.8,
    dietaryTags: ['paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'pork shoulder', amount: '1.5', unit: 'kg' },
      { name: 'orange', amount: '1', unit: 'piece' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '6', unit: 'clove' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'bay leaf', amount: '2', unit: 'leaf' },
      { name: 'water', amount: '250', unit: 'ml' },
      { name: 'salt', amount: '2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the pork into 5 cm chunks, keeping the fat, and rub them with the salt, cumin and oregano.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Pack the pork into a heavy ovenproof pot with the quartered onion, smashed garlic, bay leaves, the juice of the orange and lime (drop in the squeezed orange halves too) and the water.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Cover and braise in a 150 °C (300 °F) oven until the meat falls apart when pressed with a spoon.',
        duration: 180,
      },
      {
        step: 4,
        instruction:
          'Lift out the pork, discard the onion, orange and bay leaves, and pull the meat into large shreds.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Spread the pork on a sheet pan, spoon over some of the rendered fat and juices, and grill on high, turning once, until the edges are crisp and browned. Serve with lime wedges.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-chunky-guacamole',
    name: 'Chunky Guacamole',
    description:
      'Ripe avocado mashed just enough, with lime, onion, chili and cilantro. Scoop it up with raw vegetables or chips.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 10,
    servings: 4,
    rating: 4.6,
    dietaryTags: [
      'vegan',
      'vegetarian',
      'keto',
      'paleo',
      'gluten-free',
      'dairy-free',
      'lunch',
      'quick',
    ],
    ingredients: [
      { name: 'avocado', amount: '3', unit: 'piece' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'tomato', amount: '1', unit: 'piece' },
      { name: 'red onion', amount: '1/4', unit: 'piece' },
      { name: 'jalapeno', amount: '1', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '3/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Finely chop the onion, jalapeno and cilantro. Dice the tomato and drain off its seeds and juice.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Halve the avocados, remove the stones and scoop the flesh into a bowl. Mash with a fork, leaving some chunks.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Fold in the onion, jalapeno, cilantro, tomato, lime juice and salt. Taste: it usually wants more salt and lime than you think.',
        duration: 2,
      },
      {
        step: 4,
        instruction: 'Serve right away, or press plastic wrap onto the surface to keep it green.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-cheese-enchiladas-red-chile',
    name: 'Cheese Enchiladas with Red Chile Sauce',
    description:
      'Corn tortillas rolled around melting cheese and baked in a deep, brick-red sauce made from dried chiles.',
    cuisine: 'mexican',
    difficulty: 'hard',
    cookTime: 70,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'ancho chile', amount: '4', unit: 'piece' },
      { name: 'guajillo chile', amount: '4', unit: 'piece' },
      { name: 'water', amount: '500', unit: 'ml' },
      { name: 'corn tortilla', amount: '12', unit: 'piece' },
      { name: 'monterey jack', amount: '300', unit: 'g' },
      { name: 'queso fresco', amount: '100', unit: 'g' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'vegetable broth', amount: '250', unit: 'ml' },
      { name: 'cumin', amount: '1/2', unit: 'tsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Stem and seed the dried chiles, then toast them in a dry skillet for 20 to 30 seconds a side until fragrant and pliable. Do not let them scorch or the sauce turns bitter.',
        duration: 5,
      },
      {
        step: 2,
        instruction: 'Soak the chiles in the hot water until soft.',
        duration: 20,
      },
      {
        step: 3,
        instruction:
          'Blend the chiles with 250 ml of the soaking water, half the onion, the garlic, cumin, oregano and salt until very smooth.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Fry the sauce in 1 tbsp oil in a saucepan (it will spatter), then add the broth and simmer until it coats a spoon.',
        duration: 12,
      },
      {
        step: 5,
        instruction:
          'Heat the oven to 190 °C (375 °F) and dice the rest of the onion. Soften each tortilla briefly in hot oil, dip it in the sauce, fill with grated cheese and a little onion, roll up and lay seam side down in a baking dish.',
        duration: 15,
      },
      {
        step: 6,
        instruction:
          'Pour over the remaining sauce, scatter the rest of the jack cheese and bake until bubbling. Top with crumbled queso fresco and cilantro.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-chilaquiles-verdes',
    name: 'Chilaquiles Verdes',
    description:
      'Homemade tortilla chips tossed in a tangy green tomatillo salsa, topped with fried eggs, cheese and cream.',
    cuisine: 'mexican',
    difficulty: 'medium',
    cookTime: 30,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'gluten-free', 'breakfast'],
    ingredients: [
      { name: 'corn tortilla', amount: '12', unit: 'piece' },
      { name: 'tomatillo', amount: '500', unit: 'g' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'jalapeno', amount: '2', unit: 'piece' },
      { name: 'yellow onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'vegetable broth', amount: '120', unit: 'ml' },
      { name: 'vegetable oil', amount: '120', unit: 'ml' },
      { name: 'water', amount: '1', unit: 'l' },
      { name: 'queso fresco', amount: '80', unit: 'g' },
      { name: 'sour cream', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the tortillas into 6 wedges each and fry them in hot oil in batches until crisp and golden. Drain and salt them.',
        duration: 11,
      },
      {
        step: 2,
        instruction:
          'Simmer the husked tomatillos, jalapenos, onion and garlic in the water until the tomatillos turn olive green and soft.',
        duration: 7,
      },
      {
        step: 3,
        instruction: 'Blend the drained vegetables with the cilantro, broth and salt until smooth.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Simmer the salsa in a wide pan with 1 tbsp of the frying oil until slightly thickened.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Fry the eggs in a little oil until the whites are set and the yolks still runny.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Add the chips to the salsa and toss gently until coated but still a little crunchy at the edges.',
        duration: 1,
      },
      {
        step: 7,
        instruction:
          'Serve at once, topped with the eggs, crumbled queso fresco, sour cream and cilantro.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-sizzling-steak-fajitas',
    name: 'Sizzling Steak Fajitas',
    description:
      'Lime and cumin marinated steak seared hard in cast iron, with charred peppers and onions and warm tortillas.',
    cuisine: 'mexican',
    difficulty: 'medium',
    cookTime: 45,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'flank steak', amount: '600', unit: 'g' },
      { name: 'flour tortilla', amount: '8', unit: 'piece' },
      { name: 'red bell pepper', amount: '1', unit: 'piece' },
      { name: 'green bell pepper', amount: '1', unit: 'piece' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'lime', amount: '2', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'chili powder', amount: '2', unit: 'tsp' },
      { name: 'smoked paprika', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Mix the juice of one lime with the grated garlic, spices, salt and 2 tbsp oil. Coat the steak and marinate at room temperature (or up to 8 hours in the fridge).',
        duration: 20,
      },
      {
        step: 2,
        instruction: 'Slice the peppers and onion into strips.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Heat a cast-iron skillet until smoking. Sear the steak 4 to 5 minutes a side for medium-rare (57 °C / 135 °F inside).',
        duration: 9,
      },
      {
        step: 4,
        instruction:
          'Let the steak rest on a board. Meanwhile cook the peppers and onion in the same pan with the remaining oil over high heat until charred at the edges but still crisp.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Warm the tortillas in a dry pan or over a gas flame for a few seconds a side.',
        duration: 3,
      },
      {
        step: 6,
        instruction:
          'Slice the steak thinly against the grain, toss it with the peppers and any juices, and serve with the tortillas, cilantro and lime wedges.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-street-corn-salad',
    name: 'Street Corn Salad',
    description:
      'Charred sweet corn tossed in a creamy lime and chili dressing with salty cotija. Great warm or cold.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'gluten-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'corn', amount: '4', unit: 'ear' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'mayonnaise', amount: '2', unit: 'tbsp' },
      { name: 'sour cream', amount: '2', unit: 'tbsp' },
      { name: 'cotija', amount: '60', unit: 'g' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'chili powder', amount: '1/2', unit: 'tsp' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'scallion', amount: '2', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Stand each cob in a wide bowl and cut the kernels off with a sharp knife.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Heat the butter in a large skillet over high heat. Add the corn in one layer and leave it alone until charred underneath, then stir and char again.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Whisk the mayonnaise, sour cream, lime juice, grated garlic, chili powder and salt.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Toss the warm corn with the dressing, sliced scallions and most of the cotija. Top with the rest of the cheese, cilantro and a pinch of chili powder.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-chicken-tortilla-soup',
    name: 'Chicken Tortilla Soup',
    description:
      'A brothy, roasted-tomato chicken soup finished with crunchy tortilla strips, avocado and lime.',
    cuisine: 'mexican',
    difficulty: 'medium',
    cookTime: 45,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'chicken thigh', amount: '500', unit: 'g' },
      { name: 'chicken broth', amount: '1.5', unit: 'l' },
      { name: 'tomato', amount: '3', unit: 'piece' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'jalapeno', amount: '1', unit: 'piece' },
      { name: 'corn tortilla', amount: '6', unit: 'piece' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Char the tomatoes, halved onion, garlic and jalapeno in a dry skillet until blackened in spots, then blend them with a cup of the broth until smooth.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Fry the purée in 1 tbsp oil in a soup pot, stirring, until darker and thick. Add the remaining broth, the spices, salt and the chicken.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Simmer gently until the chicken is tender, then lift it out, shred it and return it to the pot.',
        duration: 22,
      },
      {
        step: 4,
        instruction:
          'Cut the tortillas into strips and fry them in the remaining oil until crisp. Drain and salt them.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Ladle the soup into bowls and top with tortilla strips, avocado, cilantro and a squeeze of lime.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-bean-cheese-quesadillas',
    name: 'Bean and Cheese Quesadillas',
    description:
      'Crisp, golden tortillas with spiced beans and plenty of melted cheese. A lunch the whole family agrees on.',
    cuisine: 'mexican',
    difficulty: 'easy',
    cookTime: 13,
    servings: 4,
    rating: 4.2,
    dietaryTags: ['vegetarian', 'lunch', 'quick'],
    ingredients: [
      { name: 'flour tortilla', amount: '4', unit: 'piece' },
      { name: 'pinto beans', amount: '400', unit: 'g' },
      { name: 'cheddar', amount: '150', unit: 'g' },
      { name: 'salsa', amount: '120', unit: 'ml' },
      { name: 'scallion', amount: '2', unit: 'piece' },
      { name: 'cumin', amount: '1/2', unit: 'tsp' },
      { name: 'vegetable oil', amount: '1', unit: 'tsp' },
      { name: 'sour cream', amount: '4', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Mash the drained beans with the cumin and a spoon of salsa until spreadable. Slice the scallions and grate the cheese.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Spread beans over half of each tortilla, scatter over cheese and scallions, and fold in half.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Cook two at a time in a lightly oiled skillet over medium heat, 2 to 3 minutes a side, until golden and crisp and the cheese has melted.',
        duration: 6,
      },
      {
        step: 4,
        instruction: 'Cut into wedges and serve with the rest of the salsa and the sour cream.',
        duration: 1,
      },
    ],
  },
];
