import type { SeedRecipe } from './seed-recipe';

export const ASIAN_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-garlic-ginger-tofu-stir-fry',
    name: 'Garlic Ginger Tofu Stir-Fry',
    description:
      'Crisp golden tofu and crunchy vegetables in a glossy garlic-ginger sauce, on the table in under half an hour.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 25,
    servings: 3,
    rating: 4.5,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'firm tofu', amount: '400', unit: 'g' },
      { name: 'broccoli', amount: '300', unit: 'g' },
      { name: 'red bell pepper', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'ginger', amount: '1', unit: 'tbsp' },
      { name: 'soy sauce', amount: '3', unit: 'tbsp' },
      { name: 'maple syrup', amount: '1', unit: 'tbsp' },
      { name: 'rice vinegar', amount: '1', unit: 'tbsp' },
      { name: 'cornstarch', amount: '2', unit: 'tsp' },
      { name: 'water', amount: '60', unit: 'ml' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'scallion', amount: '2', unit: 'piece' },
      { name: 'sesame seeds', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Press the tofu between paper towels under a heavy pan, then cut it into 2 cm cubes. Meanwhile cut the broccoli into small florets and slice the pepper.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Whisk the soy sauce, maple syrup, vinegar, cornstarch and water into a sauce. Mince the garlic and ginger.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Fry the tofu in half the oil in a wok or large nonstick pan over medium-high heat, turning, until golden and crisp on most sides. Move it to a plate.',
        duration: 7,
      },
      {
        step: 4,
        instruction:
          'Add the remaining oil, the broccoli and pepper with a splash of water and stir-fry until the broccoli is bright green and just tender. Add the garlic and ginger for 30 seconds.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Return the tofu, stir the sauce and pour it in, then toss until glossy and thick. Top with sliced scallions and sesame seeds.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-egg-fried-rice-peas',
    name: 'Egg Fried Rice with Peas',
    description:
      'Fluffy, smoky fried rice with ribbons of egg, sweet peas and carrot. Cooling the rice first is the secret.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'jasmine rice', amount: '300', unit: 'g' },
      { name: 'water', amount: '450', unit: 'ml' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'green peas', amount: '150', unit: 'g' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'scallion', amount: '3', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'soy sauce', amount: '2', unit: 'tbsp' },
      { name: 'sesame oil', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'white pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice until the water runs almost clear, then cook it covered in the water over low heat for 12 minutes. Turn off the heat and let it steam for 3 minutes more.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'Spread the rice on a tray to cool and dry; warm, moist rice clumps in the pan. Meanwhile dice the carrot, mince the garlic and slice the scallions.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Scramble the beaten eggs in 1 tbsp oil in a very hot wok until just set, then tip them out.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Add the remaining oil, the carrot, peas and garlic and stir-fry for 2 minutes. Add the rice and toss over high heat until hot and starting to crackle.',
        duration: 6,
      },
      {
        step: 5,
        instruction:
          'Season with the soy sauce, white pepper and sesame oil, fold the egg and scallions back in and serve.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-thai-green-curry-chicken',
    name: 'Thai Green Curry with Chicken',
    description:
      'Tender chicken, eggplant and green beans in a fragrant coconut curry, finished with lime and Thai basil.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 35,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '500', unit: 'g' },
      { name: 'coconut milk', amount: '400', unit: 'ml' },
      { name: 'green curry paste', amount: '3', unit: 'tbsp' },
      { name: 'eggplant', amount: '1', unit: 'piece' },
      { name: 'green beans', amount: '150', unit: 'g' },
      { name: 'fish sauce', amount: '1', unit: 'tbsp' },
      { name: 'brown sugar', amount: '1', unit: 'tsp' },
      { name: 'thai basil', amount: '1', unit: 'handful' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'jasmine rice', amount: '300', unit: 'g' },
      { name: 'water', amount: '550', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice and cook it covered with 450 ml water over low heat for 12 minutes, then leave it to steam off the heat. While it cooks, cut the chicken into bite-size pieces, the beans into short lengths and the eggplant into chunks.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Fry the curry paste in the oil with a few spoons of the thick cream from the top of the coconut milk, stirring over medium heat until fragrant and the oil starts to separate.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Add the chicken and stir to coat for 3 minutes. Pour in the rest of the coconut milk and 100 ml water, add the eggplant and bring to a gentle simmer.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Simmer for 10 minutes, then add the green beans and cook until the chicken is cooked through and the eggplant is soft.',
        duration: 14,
      },
      {
        step: 5,
        instruction:
          'Season with the fish sauce, sugar and a squeeze of lime; it should taste salty, sweet and hot at once. Stir in the basil leaves and serve with the rice.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-pan-fried-vegetable-dumplings',
    name: 'Pan-Fried Vegetable Dumplings',
    description:
      'Hand-rolled wrappers around a juicy cabbage and shiitake filling, fried crisp on the bottom and steamed tender on top.',
    cuisine: 'asian',
    difficulty: 'hard',
    cookTime: 95,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'all-purpose flour', amount: '300', unit: 'g' },
      { name: 'water', amount: '330', unit: 'ml' },
      { name: 'napa cabbage', amount: '300', unit: 'g' },
      { name: 'shiitake mushroom', amount: '150', unit: 'g' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'scallion', amount: '3', unit: 'piece' },
      { name: 'ginger', amount: '1', unit: 'tbsp' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'soy sauce', amount: '4', unit: 'tbsp' },
      { name: 'sesame oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'rice vinegar', amount: '3', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Stir 170 ml just-boiled water into the flour with chopsticks, then knead until smooth. Cover and let it rest while you make the filling.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Finely chop the cabbage, toss it with the salt and leave for 10 minutes, then squeeze out as much water as you can. Finely chop the mushrooms, carrot, scallions, ginger and garlic, and mix everything with 2 tbsp soy sauce and the sesame oil.',
        duration: 22,
      },
      {
        step: 3,
        instruction:
          'Roll the dough into a log, cut it into 32 pieces and roll each into a thin 8 cm circle, thinner at the edge than in the middle.',
        duration: 25,
      },
      {
        step: 4,
        instruction:
          'Put a spoonful of filling in the centre of each wrapper, fold it in half and pleat the edge to seal. Keep finished dumplings covered so they do not dry out.',
        duration: 20,
      },
      {
        step: 5,
        instruction:
          'Heat half the oil in a large lidded nonstick pan and fry half the dumplings flat side down until golden underneath. Add 80 ml water, cover and steam until the wrappers turn translucent, then uncover and cook until the bottoms crisp again.',
        duration: 10,
      },
      {
        step: 6,
        instruction:
          'Cook the second batch the same way. Serve with a dip of the remaining soy sauce mixed with the rice vinegar.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-sesame-smashed-cucumber-salad',
    name: 'Sesame Smashed Cucumber Salad',
    description: 'Cool, crunchy cucumbers cracked open so they soak up a garlicky sesame dressing.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 10,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'cucumber', amount: '2', unit: 'piece' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'rice vinegar', amount: '1', unit: 'tbsp' },
      { name: 'soy sauce', amount: '1', unit: 'tbsp' },
      { name: 'sesame oil', amount: '2', unit: 'tsp' },
      { name: 'sugar', amount: '1/2', unit: 'tsp' },
      { name: 'red pepper flakes', amount: '1/2', unit: 'tsp' },
      { name: 'sesame seeds', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Lay the cucumbers on a board and smash them with the flat of a knife or a rolling pin until they split, then tear them into bite-size chunks.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Toss with the salt and leave in a sieve to shed water, so the dressing clings.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Whisk the grated garlic, vinegar, soy sauce, sesame oil, sugar and pepper flakes. Toss with the cucumbers, scatter over the sesame seeds and eat straight away.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-ginger-beef-lettuce-cups',
    name: 'Ginger Beef Lettuce Cups',
    description:
      'Savoury, gingery beef spooned into cold crisp lettuce with cucumber and herbs. Fresh, fast and grain-free.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'iceberg lettuce', amount: '1', unit: 'head' },
      { name: 'coconut aminos', amount: '3', unit: 'tbsp' },
      { name: 'ginger', amount: '1', unit: 'tbsp' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'scallion', amount: '4', unit: 'piece' },
      { name: 'red chili', amount: '1', unit: 'piece' },
      { name: 'sesame oil', amount: '1', unit: 'tbsp' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'cucumber', amount: '1', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Separate the lettuce into whole leaves and chill them in cold water so they crisp, then drain well. Slice the scallions, chili and cucumber; mince the garlic and ginger.',
        duration: 7,
      },
      {
        step: 2,
        instruction:
          'Brown the beef in the sesame oil in a large skillet over high heat, breaking it up, until crisp in places and no pink remains.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Add the garlic, ginger, chili and the white parts of the scallions and cook until fragrant.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Stir in the coconut aminos, salt and lime juice and cook until the pan is almost dry and the beef looks glossy.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Spoon the beef into the lettuce cups and top with cucumber, scallion greens and cilantro.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-miso-ramen-pork-belly',
    name: 'Miso Ramen with Braised Pork Belly',
    description:
      'A weekend project: meltingly soft braised pork belly, jammy marinated eggs and springy noodles in a rich miso broth.',
    cuisine: 'asian',
    difficulty: 'hard',
    cookTime: 170,
    servings: 4,
    rating: 4.9,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'pork belly', amount: '600', unit: 'g' },
      { name: 'ramen noodles', amount: '400', unit: 'g' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'chicken broth', amount: '1.5', unit: 'l' },
      { name: 'miso paste', amount: '4', unit: 'tbsp' },
      { name: 'soy sauce', amount: '120', unit: 'ml' },
      { name: 'mirin', amount: '60', unit: 'ml' },
      { name: 'sugar', amount: '2', unit: 'tbsp' },
      { name: 'water', amount: '500', unit: 'ml' },
      { name: 'ginger', amount: '2', unit: 'tbsp' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'sesame oil', amount: '1', unit: 'tbsp' },
      { name: 'bok choy', amount: '4', unit: 'piece' },
      { name: 'scallion', amount: '3', unit: 'piece' },
      { name: 'nori', amount: '2', unit: 'sheet' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Roll the pork belly tightly, tie it with kitchen string and brown it all over in a heavy pot over medium-high heat.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Add the soy sauce, mirin, sugar, water, half the ginger and the garlic. Cover and simmer very gently, turning every 30 minutes, until a skewer slides in without resistance. While it simmers, boil the eggs for 6½ minutes, chill them in iced water, peel them and soak them in a ladle of the braising liquid.',
        duration: 120,
      },
      {
        step: 3,
        instruction:
          'Lift out the pork and let it cool so it slices cleanly, then cut it into 1 cm slices.',
        duration: 15,
      },
      {
        step: 4,
        instruction:
          'Heat the chicken broth with the remaining ginger. Whisk the miso with a ladle of broth until smooth, stir it back in with the sesame oil and keep the broth just below a simmer; boiling dulls miso.',
        duration: 12,
      },
      {
        step: 5,
        instruction:
          'Cook the noodles in a large pot of boiling water following the packet, adding the bok choy for the last minute. Drain well.',
        duration: 8,
      },
      {
        step: 6,
        instruction: 'Sear the pork slices in a dry pan until caramelised on both sides.',
        duration: 2,
      },
      {
        step: 7,
        instruction:
          'Divide the noodles between bowls, ladle over the hot broth and top with pork, halved eggs, bok choy, sliced scallions and nori. Serve right away.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-red-lentil-coconut-dal',
    name: 'Red Lentil Coconut Dal',
    description:
      'Golden, creamy lentils simmered with coconut, ginger and warm spices, brightened with lime and spinach.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'red lentils', amount: '250', unit: 'g' },
      { name: 'coconut milk', amount: '400', unit: 'ml' },
      { name: 'water', amount: '600', unit: 'ml' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'ginger', amount: '1', unit: 'tbsp' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'curry powder', amount: '2', unit: 'tsp' },
      { name: 'turmeric', amount: '1/2', unit: 'tsp' },
      { name: 'cumin seeds', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'spinach', amount: '100', unit: 'g' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the lentils until the water runs clearer. Chop the onion and tomatoes; mince the garlic and ginger.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a pot over medium heat and sizzle the cumin seeds for 30 seconds until they darken slightly. Add the onion and cook until soft and golden.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Add the garlic, ginger, curry powder and turmeric for 1 minute, then the tomatoes until they break down.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Add the lentils, water, coconut milk and salt. Simmer uncovered, stirring often, until the lentils collapse into a thick, creamy porridge.',
        duration: 18,
      },
      {
        step: 5,
        instruction:
          'Stir in the spinach until wilted, then finish with lime juice and chopped cilantro.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-japanese-rolled-omelette',
    name: 'Japanese Rolled Omelette',
    description:
      'Thin layers of lightly sweet egg rolled into a tender, striped log. A lovely breakfast or bento filler.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 15,
    servings: 2,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'dairy-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'water', amount: '2', unit: 'tbsp' },
      { name: 'sugar', amount: '2', unit: 'tsp' },
      { name: 'soy sauce', amount: '1', unit: 'tsp' },
      { name: 'mirin', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Beat the eggs gently with the water, sugar, soy sauce, mirin and salt until just combined, without whipping in air. Strain for a silky texture.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Heat a small nonstick pan over medium-low heat and wipe it with oil using folded paper towel. Pour in a thin layer of egg and tilt to cover the pan.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'When the layer is set underneath but still a little wet on top, roll it toward you with chopsticks. Push the roll back, oil the pan, add another thin layer, lifting the roll so egg flows underneath, and roll again. Repeat until the egg is used up.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Tip the omelette onto a bamboo mat or clean towel, roll to firm the shape and rest for 2 minutes, then cut into thick slices.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-cucumber-avocado-maki',
    name: 'Cucumber Avocado Maki Rolls',
    description:
      'Seasoned sushi rice rolled with cool cucumber and creamy avocado. Practice makes neat rolls; all of them taste good.',
    cuisine: 'asian',
    difficulty: 'hard',
    cookTime: 75,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'sushi rice', amount: '300', unit: 'g' },
      { name: 'water', amount: '360', unit: 'ml' },
      { name: 'rice vinegar', amount: '4', unit: 'tbsp' },
      { name: 'sugar', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'nori', amount: '4', unit: 'sheet' },
      { name: 'cucumber', amount: '1', unit: 'piece' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'sesame seeds', amount: '1', unit: 'tbsp' },
      { name: 'soy sauce', amount: '3', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the rice in several changes of water until it runs clear, then leave it to drain.',
        duration: 20,
      },
      {
        step: 2,
        instruction:
          'Bring the rice and water to a boil in a lidded pot, then cook on the lowest heat for 12 minutes. Turn off the heat and leave it for 10 minutes without lifting the lid.',
        duration: 25,
      },
      {
        step: 3,
        instruction:
          'Warm the vinegar with the sugar and salt until dissolved. Spread the rice in a wide bowl, pour over the seasoning and fold with a cutting motion, fanning it, until glossy and at body temperature.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Cut the cucumber into long seedless batons and the avocado into slices. Cut the nori sheets in half.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Lay a half sheet of nori, shiny side down, on a bamboo mat. With wet hands, spread a thin even layer of rice over it, leaving 1 cm bare along the top edge. Lay cucumber and avocado along the bottom.',
        duration: 8,
      },
      {
        step: 6,
        instruction:
          'Lift the mat and roll away from you, tucking the filling in firmly and squeezing gently to seal. Repeat with the remaining sheets.',
        duration: 7,
      },
      {
        step: 7,
        instruction:
          'Slice each roll into 6 pieces with a sharp wet knife, wiping it between cuts. Sprinkle with sesame seeds and serve with soy sauce.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-shrimp-summer-rolls',
    name: 'Shrimp Summer Rolls with Peanut Dip',
    description:
      'Soft rice paper rolls packed with shrimp, noodles, crunchy vegetables and fresh herbs, with a tangy peanut dip.',
    cuisine: 'asian',
    difficulty: 'medium',
    cookTime: 35,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'rice paper', amount: '12', unit: 'sheet' },
      { name: 'rice vermicelli', amount: '100', unit: 'g' },
      { name: 'shrimp', amount: '300', unit: 'g' },
      { name: 'lettuce', amount: '6', unit: 'leaf' },
      { name: 'mint', amount: '1', unit: 'handful' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'cucumber', amount: '1', unit: 'piece' },
      { name: 'peanut butter', amount: '3', unit: 'tbsp' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'fish sauce', amount: '1', unit: 'tsp' },
      { name: 'sugar', amount: '1', unit: 'tsp' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'water', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cook the shrimp in salted simmering water until pink and curled. Cool them in cold water, peel, and halve lengthwise.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Pour boiling water over the vermicelli and soak until tender, then drain and rinse with cold water.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Cut the carrot and cucumber into thin matchsticks and pick the mint and cilantro leaves.',
        duration: 7,
      },
      {
        step: 4,
        instruction:
          'Whisk the peanut butter, lime juice, fish sauce, sugar, grated garlic and warm water into a pourable dipping sauce.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Dip one rice paper in warm water for a few seconds until just pliable; it keeps softening on the board. Lay shrimp halves pink side down across the middle and top with lettuce, noodles, vegetables and herbs.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Fold the bottom over the filling, fold in the sides and roll up snugly. Repeat with the rest, keeping finished rolls under a damp towel. Serve with the dip.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-thai-basil-chicken',
    name: 'Thai Basil Chicken',
    description:
      'A fiery, garlicky stir-fry of minced chicken and Thai basil, crowned with a crisp-edged fried egg.',
    cuisine: 'asian',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'dinner', 'quick'],
    ingredients: [
      { name: 'ground chicken', amount: '450', unit: 'g' },
      { name: 'garlic', amount: '5', unit: 'clove' },
      { name: 'red chili', amount: '2', unit: 'piece' },
      { name: 'shallot', amount: '2', unit: 'piece' },
      { name: 'oyster sauce', amount: '1', unit: 'tbsp' },
      { name: 'soy sauce', amount: '1', unit: 'tbsp' },
      { name: 'fish sauce', amount: '1', unit: 'tsp' },
      { name: 'sugar', amount: '1', unit: 'tsp' },
      { name: 'water', amount: '2', unit: 'tbsp' },
      { name: 'thai basil', amount: '1', unit: 'cup' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'egg', amount: '4', unit: 'piece' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Pound or finely chop the garlic, chilies and shallots. Mix the oyster sauce, soy sauce, fish sauce, sugar and water in a cup.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Fry the eggs in 1 tbsp very hot oil until the edges are lacy and crisp and the yolks still runny. Set aside.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'In the same wok, stir-fry the garlic, chili and shallot in the remaining oil over high heat for 30 seconds without letting them burn.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Add the chicken and stir-fry, breaking it up, until cooked through and starting to brown.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Pour in the sauce and toss for a minute, then turn off the heat and fold in the basil until just wilted. Serve topped with the fried eggs, with rice if you have some.',
        duration: 2,
      },
    ],
  },
];
