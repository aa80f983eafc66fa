import type { SeedRecipe } from './seed-recipe';

export const AMERICAN_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-buttermilk-blueberry-pancakes',
    name: 'Buttermilk Blueberry Pancakes',
    description:
      'Tall, tender pancakes studded with bursting blueberries. A lumpy batter is the secret to fluffiness.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'all-purpose flour', amount: '250', unit: 'g' },
      { name: 'buttermilk', amount: '480', unit: 'ml' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'blueberries', amount: '150', unit: 'g' },
      { name: 'butter', amount: '50', unit: 'g' },
      { name: 'sugar', amount: '2', unit: 'tbsp' },
      { name: 'baking powder', amount: '2', unit: 'tsp' },
      { name: 'baking soda', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'maple syrup', amount: '4', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Whisk the flour, sugar, baking powder, baking soda and salt in a large bowl. Melt the butter.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Whisk the buttermilk, eggs and most of the melted butter, pour into the dry ingredients and stir just until no dry flour remains; lumps keep the pancakes tender. Rest the batter for 5 minutes.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Heat a skillet over medium heat and brush it with the remaining butter. Pour in about 60 ml batter per pancake and scatter a few blueberries on top.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Cook until bubbles pop on the surface and the edges look dry, then flip and cook until golden underneath. Repeat with the remaining batter, keeping the cooked pancakes warm in a low oven.',
        duration: 11,
      },
      {
        step: 5,
        instruction: 'Serve in stacks with maple syrup.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-crispy-smash-burgers',
    name: 'Crispy Smash Burgers',
    description:
      'Thin patties smashed onto a screaming-hot pan for lacy, crunchy edges, stacked with melty cheese and a tangy sauce.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 25,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['lunch', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '600', unit: 'g' },
      { name: 'burger bun', amount: '4', unit: 'piece' },
      { name: 'cheddar', amount: '4', unit: 'slice' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'pickle', amount: '8', unit: 'slice' },
      { name: 'lettuce', amount: '4', unit: 'leaf' },
      { name: 'mayonnaise', amount: '2', unit: 'tbsp' },
      { name: 'ketchup', amount: '2', unit: 'tbsp' },
      { name: 'yellow mustard', amount: '2', unit: 'tbsp' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Divide the beef into 8 loose balls of about 75 g and keep them chilled. Thinly slice the onion and mix the mayonnaise, ketchup and mustard into a sauce.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Butter the cut sides of the buns and toast them in a large cast-iron skillet over medium heat until golden. Set aside.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Heat the skillet over high heat until very hot. Add two balls, top each with a little onion and smash them flat with a sturdy spatula. Season with salt and pepper.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Cook without moving until the edges are deeply browned and lacy, then scrape under, flip, add a slice of cheese and cook 1 minute more. Repeat with the rest, stacking two patties per burger.',
        duration: 10,
      },
      {
        step: 5,
        instruction:
          'Build the burgers with sauce, lettuce, the patties and pickles, and serve right away.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-oven-braised-bbq-brisket',
    name: 'Oven-Braised Barbecue Brisket',
    description:
      'A spice-rubbed brisket braised low and slow over onions until fork-tender, then lacquered with a tangy glaze.',
    cuisine: 'american',
    difficulty: 'hard',
    cookTime: 300,
    servings: 8,
    rating: 4.8,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'beef brisket', amount: '2', unit: 'kg' },
      { name: 'yellow onion', amount: '2', unit: 'piece' },
      { name: 'beef broth', amount: '250', unit: 'ml' },
      { name: 'apple cider vinegar', amount: '3', unit: 'tbsp' },
      { name: 'ketchup', amount: '120', unit: 'ml' },
      { name: 'worcestershire sauce', amount: '1', unit: 'tbsp' },
      { name: 'brown sugar', amount: '2', unit: 'tbsp' },
      { name: 'smoked paprika', amount: '1', unit: 'tbsp' },
      { name: 'garlic powder', amount: '2', unit: 'tsp' },
      { name: 'onion powder', amount: '2', unit: 'tsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Mix the sugar, spices, salt and pepper and rub it all over the brisket. Leave it at room temperature.',
        duration: 30,
      },
      {
        step: 2,
        instruction:
          'Heat the oven to 150 °C (300 °F). Slice the onions into thick rings and spread them in a roasting pan. Set the brisket on top, fat side up, and pour in the broth and vinegar.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Cover tightly with foil and braise until a fork twists easily in the thickest part.',
        duration: 210,
      },
      {
        step: 4,
        instruction:
          'Uncover, brush with the ketchup mixed with the worcestershire and a spoon of the pan juices, and roast until glazed and sticky.',
        duration: 30,
      },
      {
        step: 5,
        instruction:
          'Rest the brisket, then slice it thinly against the grain and spoon over the juices.',
        duration: 20,
      },
    ],
  },
  {
    id: 'seed-buttermilk-fried-chicken',
    name: 'Buttermilk Fried Chicken',
    description:
      'Crunchy, craggy, well-seasoned fried chicken that stays juicy thanks to a buttermilk soak.',
    cuisine: 'american',
    difficulty: 'hard',
    cookTime: 125,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'chicken drumstick', amount: '8', unit: 'piece' },
      { name: 'buttermilk', amount: '480', unit: 'ml' },
      { name: 'hot sauce', amount: '2', unit: 'tbsp' },
      { name: 'all-purpose flour', amount: '250', unit: 'g' },
      { name: 'cornstarch', amount: '30', unit: 'g' },
      { name: 'paprika', amount: '2', unit: 'tsp' },
      { name: 'garlic powder', amount: '2', unit: 'tsp' },
      { name: 'cayenne', amount: '1/2', unit: 'tsp' },
      { name: 'baking powder', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '3', unit: 'tsp' },
      { name: 'vegetable oil', amount: '1.5', unit: 'l' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Whisk the buttermilk, hot sauce and 2 tsp salt, submerge the chicken and refrigerate for at least an hour (or overnight).',
        duration: 60,
      },
      {
        step: 2,
        instruction:
          'Whisk the flour, cornstarch, spices, baking powder and remaining salt. Heat the oil 4 cm deep in a heavy pot to 160 °C (325 °F).',
        duration: 17,
      },
      {
        step: 3,
        instruction:
          'Lift the chicken from the buttermilk and dredge it in the flour, pressing so it sticks. Drizzle a spoon of buttermilk into the flour for craggy bits and dredge again. Rest on a rack so the coating sets.',
        duration: 15,
      },
      {
        step: 4,
        instruction:
          'Fry in two batches, turning now and then, until deep golden and 74 °C (165 °F) at the bone, keeping the oil between 150 and 160 °C.',
        duration: 28,
      },
      {
        step: 5,
        instruction:
          'Drain on a rack rather than paper, which steams the crust, and rest for 5 minutes before serving.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-baked-mac-and-cheese',
    name: 'Baked Mac and Cheese',
    description:
      'Creamy, sharp cheddar macaroni under a crunchy golden crumb. The side dish everyone fights over.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 50,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'dinner'],
    ingredients: [
      { name: 'macaroni', amount: '350', unit: 'g' },
      { name: 'cheddar', amount: '250', unit: 'g' },
      { name: 'milk', amount: '750', unit: 'ml' },
      { name: 'butter', amount: '60', unit: 'g' },
      { name: 'all-purpose flour', amount: '40', unit: 'g' },
      { name: 'parmesan', amount: '50', unit: 'g' },
      { name: 'breadcrumbs', amount: '50', unit: 'g' },
      { name: 'mustard powder', amount: '1', unit: 'tsp' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 190 °C (375 °F). Cook the macaroni in boiling salted water for 2 minutes less than the packet says, and drain.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Melt 50 g butter, stir in the flour for 1 minute, then whisk in the milk gradually and simmer, whisking, until it coats a spoon.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Off the heat, stir in most of the cheddar, the parmesan, mustard powder, nutmeg, salt and pepper until melted and smooth.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Fold in the pasta and pour into a buttered dish. Top with the remaining cheddar and the breadcrumbs tossed with the last of the butter, melted.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Bake until bubbling at the edges and golden on top, then rest for a few minutes before serving.',
        duration: 23,
      },
    ],
  },
  {
    id: 'seed-avocado-toast-jammy-egg',
    name: 'Avocado Toast with a Jammy Egg',
    description:
      'Crisp sourdough, lemony smashed avocado and a soft-centred egg with a pinch of chili. A ten-minute breakfast.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 10,
    servings: 2,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'dairy-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'sourdough bread', amount: '2', unit: 'slice' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'red pepper flakes', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Lower the eggs into a small pot of boiling water and cook for 6½ minutes for jammy yolks. Meanwhile toast the bread until crisp.',
        duration: 7,
      },
      {
        step: 2,
        instruction:
          'Cool the eggs in cold water for a minute and peel them. Mash the avocado with the lemon juice, salt and pepper.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Spread the avocado thickly on the toast, top with the halved eggs, a drizzle of olive oil and the pepper flakes.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-classic-cobb-salad',
    name: 'Classic Cobb Salad',
    description:
      'Rows of chicken, crispy bacon, egg, avocado, tomato and blue cheese over crunchy romaine with a mustardy vinaigrette.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 38,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['keto', 'gluten-free', 'lunch'],
    ingredients: [
      { name: 'chicken breast', amount: '2', unit: 'piece' },
      { name: 'bacon', amount: '6', unit: 'slice' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'romaine lettuce', amount: '1', unit: 'head' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'blue cheese', amount: '80', unit: 'g' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'red wine vinegar', amount: '2', unit: 'tbsp' },
      { name: 'dijon mustard', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Simmer the eggs for 10 minutes, cool them in cold water and peel them.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'Season the chicken with salt and pepper and cook it in 1 tbsp oil over medium heat, 5 to 6 minutes a side, until 74 °C (165 °F) inside. Rest, then dice.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Cook the bacon in the same pan until crisp, drain it on paper towel and crumble it.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Chop the lettuce and dice the tomatoes and avocado. Whisk the vinegar, mustard, a pinch of salt and pepper and the remaining oil.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Arrange the lettuce on a platter with rows of chicken, bacon, chopped egg, tomato, avocado and crumbled blue cheese. Dress just before serving.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-turkey-bean-chili',
    name: 'Turkey and Bean Chili',
    description:
      'A thick, warming chili with lean turkey, two kinds of beans and a good hit of spice. Even better the next day.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 60,
    servings: 6,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'ground turkey', amount: '500', unit: 'g' },
      { name: 'kidney beans', amount: '400', unit: 'g' },
      { name: 'black beans', amount: '400', unit: 'g' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'red bell pepper', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'chicken broth', amount: '250', unit: 'ml' },
      { name: 'chili powder', amount: '2', unit: 'tbsp' },
      { name: 'cumin', amount: '2', unit: 'tsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Dice the onion and pepper and mince the garlic.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Cook the onion and pepper in the oil in a large pot until soft. Add the turkey and cook, breaking it up, until no longer pink.',
        duration: 12,
      },
      {
        step: 3,
        instruction: 'Stir in the garlic and spices for 1 minute until fragrant.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Add the tomatoes, broth, drained beans and salt. Bring to a boil, then simmer partly covered, stirring now and then, until thick.',
        duration: 38,
      },
      {
        step: 5,
        instruction: 'Taste and adjust the salt and heat, then rest a few minutes before serving.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-sweet-potato-breakfast-hash',
    name: 'Sweet Potato Breakfast Hash',
    description:
      'Crispy sweet potato, sage-seasoned pork and peppers, with eggs cooked right in the pan. One skillet, no grains.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 30,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['paleo', 'gluten-free', 'dairy-free', 'breakfast'],
    ingredients: [
      { name: 'sweet potato', amount: '2', unit: 'piece' },
      { name: 'ground pork', amount: '250', unit: 'g' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'red bell pepper', amount: '1', unit: 'piece' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'sage', amount: '6', unit: 'leaf' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'smoked paprika', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Dice the sweet potatoes into 1.5 cm cubes and chop the pepper and onion.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Brown the pork in 1 tbsp oil in a large skillet with the chopped sage and a little salt and pepper until crisp, then lift it out.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Add the remaining oil and the sweet potatoes, cover and cook over medium heat, stirring once, until almost tender. Uncover, add the pepper, onion and paprika and cook until browned and crisp at the edges.',
        duration: 13,
      },
      {
        step: 4,
        instruction:
          'Return the pork, make four wells and crack in the eggs. Cover and cook until the whites are set.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-peanut-butter-banana-oatmeal',
    name: 'Peanut Butter Banana Oatmeal',
    description:
      'Creamy oats cooked with mashed banana and cinnamon, topped with peanut butter and a drizzle of maple.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 10,
    servings: 2,
    rating: 4.4,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'rolled oats', amount: '100', unit: 'g' },
      { name: 'almond milk', amount: '300', unit: 'ml' },
      { name: 'water', amount: '200', unit: 'ml' },
      { name: 'banana', amount: '1', unit: 'piece' },
      { name: 'peanut butter', amount: '2', unit: 'tbsp' },
      { name: 'maple syrup', amount: '1', unit: 'tbsp' },
      { name: 'cinnamon', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Bring the almond milk, water and salt to a simmer.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Stir in the oats, half the banana mashed and the cinnamon, and simmer, stirring, until creamy and thick.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Spoon into bowls and top with the rest of the banana, sliced, the peanut butter and the maple syrup.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-smoky-black-bean-patties',
    name: 'Smoky Black Bean Patties',
    description:
      'Hearty plant-based patties with a crusty outside, smoky paprika and cumin. Serve them with a crisp salad.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 42,
    servings: 6,
    rating: 4.3,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'black beans', amount: '800', unit: 'g' },
      { name: 'rolled oats', amount: '60', unit: 'g' },
      { name: 'ground flaxseed', amount: '2', unit: 'tbsp' },
      { name: 'water', amount: '5', unit: 'tbsp' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'smoked paprika', amount: '1', unit: 'tsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'soy sauce', amount: '1', unit: 'tbsp' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Stir the flaxseed into the water and leave it to thicken; it binds the patties in place of egg.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Drain the beans and pat them dry, then mash three quarters of them, leaving the rest whole.',
        duration: 5,
      },
      {
        step: 3,
        instruction: 'Finely chop the onion and garlic and cook them in 1 tbsp oil until soft.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Pulse the oats into coarse crumbs. Mix the beans, onion, flax, oats, spices, soy sauce and salt, and rest for 10 minutes so the oats soak up moisture and the mix firms.',
        duration: 12,
      },
      {
        step: 5,
        instruction: 'Shape into six patties about 2 cm thick.',
        duration: 4,
      },
      {
        step: 6,
        instruction:
          'Fry in the remaining oil over medium heat until crusty on both sides and hot through, flipping gently once.',
        duration: 10,
      },
    ],
  },
];
