import type { SeedRecipe } from './seed-recipe';

/** Everyday american dishes, written for the pantries households really keep (issue 26). */
export const EVERYDAY_AMERICAN_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-soft-scrambled-eggs-on-toast',
    name: 'Soft Scrambled Eggs on Buttered Toast',
    description:
      'Creamy, custardy eggs cooked low and slow in butter and piled onto hot buttered toast. The simplest good breakfast there is.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 10,
    servings: 2,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'breakfast', 'quick'],
    ingredients: [
      { name: 'egg', amount: '5', unit: 'piece' },
      { name: 'milk', amount: '2', unit: 'tbsp' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'bread', amount: '4', unit: 'slice' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Crack the eggs into a bowl, add the milk and salt and whisk until no streaks of white remain.',
        duration: 2,
      },
      {
        step: 2,
        instruction: 'Toast the bread and spread it with half the butter while it is still hot.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Melt the rest of the butter in a nonstick pan over medium-low heat. Pour in the eggs, wait a few seconds, then slowly push them from the edges to the centre with a spatula so they gather in large, soft curds.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Take the pan off the heat while the eggs still look glossy and a little loose; they finish cooking on the way to the plate. Pile onto the toast and grind over black pepper.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-fluffy-weekend-pancakes',
    name: 'Fluffy Weekend Pancakes',
    description:
      'Thick, golden pancakes made with plain milk from the fridge, no buttermilk run needed. Stack them high and drown them in maple syrup.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'flour', amount: '250', unit: 'g' },
      { name: 'sugar', amount: '2', unit: 'tbsp' },
      { name: 'baking powder', amount: '4', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'milk', amount: '375', unit: 'ml' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'butter', amount: '50', unit: 'g' },
      { name: 'maple syrup', amount: '4', unit: 'tbsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Whisk the flour, sugar, baking powder and salt together in a large bowl. Melt the butter and let it cool for a minute.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Whisk the milk, eggs and most of the melted butter, pour into the dry ingredients and stir gently just until no dry flour shows. A few lumps keep the pancakes light. Let the batter rest for 5 minutes while the pan heats.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Heat a large skillet or griddle over medium heat and brush it lightly with the remaining butter. Pour in about 60 ml of batter per pancake, leaving room between them.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Cook until bubbles open on the surface and the edges look set, about 2 minutes, then flip and cook for 1 to 2 minutes more until golden. Repeat with the rest of the batter, keeping the cooked pancakes warm in a low oven.',
        duration: 11,
      },
      {
        step: 5,
        instruction: 'Serve in warm stacks with maple syrup.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-cinnamon-vanilla-french-toast',
    name: 'Cinnamon Vanilla French Toast',
    description:
      'Day-old bread soaked in a cinnamon-vanilla custard and fried in butter until crisp outside and soft within.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'bread', amount: '8', unit: 'slice' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'milk', amount: '240', unit: 'ml' },
      { name: 'sugar', amount: '1', unit: 'tbsp' },
      { name: 'cinnamon', amount: '1', unit: 'tsp' },
      { name: 'vanilla extract', amount: '1', unit: 'tsp' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'maple syrup', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Whisk the eggs, milk, sugar, cinnamon, vanilla and salt in a shallow dish until smooth.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Heat a large skillet over medium heat and melt a tablespoon of the butter in it. Slightly stale bread works best; fresh bread falls apart in the custard.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Dip a few slices into the custard for about 10 seconds on each side so they soak through, letting the excess drip back into the dish.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Fry the slices in batches for 2 to 3 minutes per side until deep golden and no longer wet in the middle, adding more butter for each batch. Keep the finished slices warm in a low oven.',
        duration: 11,
      },
      {
        step: 5,
        instruction: 'Serve hot with maple syrup poured over.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-ham-and-cheddar-breakfast-strata',
    name: 'Ham and Cheddar Breakfast Strata',
    description:
      'Cubes of bread soaked in a savoury egg custard with ham, green onion and cheddar, baked until puffed and golden. Assemble it the night before for an easy brunch.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 95,
    servings: 8,
    rating: 4.6,
    dietaryTags: ['breakfast', 'lunch'],
    ingredients: [
      { name: 'bread', amount: '300', unit: 'g' },
      { name: 'egg', amount: '8', unit: 'piece' },
      { name: 'milk', amount: '600', unit: 'ml' },
      { name: 'ham', amount: '200', unit: 'g' },
      { name: 'cheddar', amount: '150', unit: 'g' },
      { name: 'green onion', amount: '3', unit: 'stalk' },
      { name: 'mustard powder', amount: '1', unit: 'tsp' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '3/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Heat the oven to 180°C (350°F) and butter a 23 by 33 cm baking dish.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Cut the bread into 2 cm cubes and dry them on a baking sheet in the oven for about 10 minutes; dry bread drinks up the custard without turning soggy.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Spread half the bread in the dish, scatter over half the diced ham, sliced green onions and grated cheddar, then repeat the layers.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Whisk the eggs, milk, mustard powder, salt and pepper, pour evenly over the bread and press it down so every cube is soaked. Leave it for at least 20 minutes, or covered in the fridge overnight.',
        duration: 22,
      },
      {
        step: 5,
        instruction:
          'Bake until puffed and golden and a knife pushed into the centre comes out clean, about 45 minutes.',
        duration: 45,
      },
      {
        step: 6,
        instruction: 'Let it rest for 10 minutes, then cut into squares.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-diner-style-western-omelet',
    name: 'Diner-Style Western Omelet',
    description:
      'A tender folded omelet filled with browned ham, sweet pepper, onion and sharp cheddar, just as the diner makes it.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 15,
    servings: 2,
    rating: 4.5,
    dietaryTags: ['keto', 'gluten-free', 'breakfast', 'lunch', 'quick'],
    ingredients: [
      { name: 'egg', amount: '6', unit: 'piece' },
      { name: 'ham', amount: '100', unit: 'g' },
      { name: 'bell pepper', amount: '1/2', unit: 'piece' },
      { name: 'onion', amount: '1/4', unit: 'piece' },
      { name: 'cheddar', amount: '50', unit: 'g' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Dice the ham, bell pepper and onion finely, and grate the cheddar.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Melt a little of the butter in a 20 cm nonstick pan over medium heat and cook the ham, pepper and onion until the vegetables soften and the ham browns at the edges. Tip onto a plate.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Whisk 3 of the eggs with half the salt and pepper. Melt half the remaining butter in the pan, pour in the eggs and stir gently for a few seconds, then let them set, lifting the edges so raw egg runs underneath.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'While the top is still slightly moist, scatter half the filling and half the cheddar over one side, fold the omelet over and slide it onto a plate. Make the second omelet the same way.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-apple-cinnamon-stovetop-oatmeal',
    name: 'Apple Cinnamon Stovetop Oatmeal',
    description:
      'Creamy rolled oats simmered with grated apple and cinnamon, finished with fresh apple and a crumble of brown sugar. Warm, filling and ready in minutes.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 12,
    servings: 2,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'rolled oats', amount: '100', unit: 'g' },
      { name: 'water', amount: '500', unit: 'ml' },
      { name: 'apple', amount: '1', unit: 'piece' },
      { name: 'cinnamon', amount: '1/2', unit: 'tsp' },
      { name: 'brown sugar', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Grate half the apple and dice the other half. Bring the water, salt and grated apple to a boil in a small saucepan.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Stir in the oats and cinnamon, turn the heat down and simmer, stirring now and then, until thick and creamy, about 5 minutes.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Let the oatmeal stand for a minute off the heat, then spoon into bowls and top with the diced apple and brown sugar.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-flourless-banana-egg-pancakes',
    name: 'Flourless Banana Egg Pancakes',
    description:
      'Small, tender pancakes made from ripe banana and eggs with a hint of cinnamon. Naturally sweet, with no flour or sugar.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 15,
    servings: 2,
    rating: 4.2,
    dietaryTags: ['vegetarian', 'gluten-free', 'dairy-free', 'paleo', 'breakfast', 'quick'],
    ingredients: [
      { name: 'banana', amount: '2', unit: 'piece' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'cinnamon', amount: '1/2', unit: 'tsp' },
      { name: 'coconut oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Mash the bananas with a fork until almost smooth, then whisk in the eggs, cinnamon and salt to make a thin batter.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Heat a nonstick skillet over medium-low heat and brush it with a little coconut oil.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Spoon in about 2 tablespoons of batter per pancake and keep them small, as they are delicate. Cook until the edges set and the underside is golden, about 2 minutes, then flip carefully and cook 1 minute more. Repeat, oiling the pan between batches.',
        duration: 9,
      },
      {
        step: 4,
        instruction: 'Serve warm, on their own or with sliced banana.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-spinach-cheddar-egg-muffins',
    name: 'Spinach and Cheddar Egg Muffins',
    description:
      'Little baked omelets packed with spinach, sweet pepper and cheddar. Make a tray on Sunday and breakfast is sorted for days.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 35,
    servings: 12,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'breakfast'],
    ingredients: [
      { name: 'egg', amount: '10', unit: 'piece' },
      { name: 'spinach', amount: '60', unit: 'g' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'green onion', amount: '2', unit: 'stalk' },
      { name: 'cheddar', amount: '100', unit: 'g' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 180°C (350°F) and brush a 12-cup muffin tin generously with olive oil.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Chop the spinach, bell pepper and green onions finely, grate the cheddar, and divide the vegetables and two thirds of the cheese among the cups.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Whisk the eggs with the salt and pepper and pour over the vegetables so each cup is about three quarters full. Top with the remaining cheddar.',
        duration: 3,
      },
      {
        step: 4,
        instruction: 'Bake until puffed and set in the centre, about 20 minutes.',
        duration: 20,
      },
      {
        step: 5,
        instruction:
          'Cool for a few minutes, then run a knife around each one to release the 12 muffins. Keep leftovers in the fridge for up to 4 days and reheat briefly.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-cheddar-grits-fried-eggs',
    name: 'Cheddar Grits with Fried Eggs',
    description:
      'Slow-stirred creamy grits enriched with butter and sharp cheddar, crowned with a runny fried egg. A Southern breakfast worth lingering over.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'gluten-free', 'breakfast'],
    ingredients: [
      { name: 'grits', amount: '160', unit: 'g' },
      { name: 'water', amount: '500', unit: 'ml' },
      { name: 'milk', amount: '500', unit: 'ml' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'cheddar', amount: '100', unit: 'g' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring the water, milk and salt to a simmer in a heavy saucepan, watching that the milk does not boil over.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Pour in the grits in a slow stream, whisking all the time so no lumps form. Turn the heat to low and cook, stirring often and scraping the bottom, until thick and tender, about 15 minutes for quick grits.',
        duration: 15,
      },
      {
        step: 3,
        instruction:
          'Towards the end, melt 1 tablespoon of the butter in a skillet over medium heat, crack in the eggs and fry until the whites are set and the yolks still runny.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Stir the remaining butter and the grated cheddar into the grits, loosen with a splash of water if they are stiff, and season with pepper. Spoon into bowls and top each with an egg.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-butter-drop-biscuits',
    name: 'Butter Drop Biscuits',
    description:
      'Craggy, tender biscuits with no rolling or cutting: stir, drop and bake. Split them warm and add butter and jam, or serve alongside eggs.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 30,
    servings: 10,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'breakfast'],
    ingredients: [
      { name: 'flour', amount: '250', unit: 'g' },
      { name: 'baking powder', amount: '1', unit: 'tbsp' },
      { name: 'sugar', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '3/4', unit: 'tsp' },
      { name: 'butter', amount: '90', unit: 'g' },
      { name: 'milk', amount: '240', unit: 'ml' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Heat the oven to 220°C (425°F) and line a baking sheet with baking paper.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Whisk the flour, baking powder, sugar and salt in a bowl. Cut the cold butter into small cubes and rub it in with your fingertips until the largest pieces are the size of peas.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Pour in the cold milk and stir with a fork just until a shaggy, sticky dough forms; stop as soon as the flour is moistened.',
        duration: 2,
      },
      {
        step: 4,
        instruction: 'Scoop the dough into 10 rough mounds on the baking sheet, about 5 cm apart.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Bake until risen and golden on the tops and bottoms, 13 to 15 minutes. Let them cool for a minute or two and serve warm.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-crispy-shredded-hash-browns',
    name: 'Crispy Shredded Hash Browns',
    description:
      'A golden, shatteringly crisp potato cake with a tender middle, made from nothing but potatoes, oil and salt. The secret is squeezing the potatoes dry.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 27,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'breakfast'],
    ingredients: [
      { name: 'potato', amount: '700', unit: 'g' },
      { name: 'vegetable oil', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '3/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Peel the potatoes and grate them on the coarse side of a box grater. Rinse the shreds in a bowl of cold water to wash off the surface starch.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Pile the potatoes onto a clean kitchen towel and wring out as much liquid as you can; the drier they are, the crisper they fry. Toss with the salt and pepper.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Heat half the oil in a large skillet over medium-high heat until shimmering. Spread the potatoes in an even layer, press down lightly and leave them alone until deep golden underneath, about 8 minutes.',
        duration: 9,
      },
      {
        step: 4,
        instruction:
          'Flip in sections with a wide spatula (or slide onto a plate and invert back into the pan), pour the remaining oil around the edge and cook the second side until crisp.',
        duration: 8,
      },
      {
        step: 5,
        instruction: 'Slide onto a board, sprinkle with a little more salt and cut into wedges.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-veggie-tofu-scramble',
    name: 'Veggie Tofu Scramble',
    description:
      'Golden crumbled tofu cooked with onion, sweet pepper and spinach and warmed with turmeric and cumin. A hearty plant-based breakfast in one pan.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 15,
    servings: 2,
    rating: 4.2,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'firm tofu', amount: '400', unit: 'g' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'spinach', amount: '2', unit: 'handful' },
      { name: 'turmeric', amount: '1/2', unit: 'tsp' },
      { name: 'cumin', amount: '1/2', unit: 'tsp' },
      { name: 'garlic powder', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oil in a skillet over medium-high heat and cook the chopped onion and bell pepper until they start to soften.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Pat the tofu dry and crumble it into the pan in bite-size pieces. Sprinkle over the turmeric, cumin, garlic powder and salt and cook, stirring now and then, until hot through and golden at the edges.',
        duration: 6,
      },
      {
        step: 3,
        instruction: 'Add the spinach with a splash of water and stir until it wilts.',
        duration: 2,
      },
      {
        step: 4,
        instruction: 'Season with black pepper, taste for salt and serve straight away.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-bacon-spinach-crustless-quiche',
    name: 'Bacon and Spinach Crustless Quiche',
    description:
      'All the silky custard, smoky bacon and cheddar of a quiche without the pastry. Good warm for brunch and cold in a lunchbox.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 65,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['keto', 'gluten-free', 'breakfast', 'lunch'],
    ingredients: [
      { name: 'egg', amount: '6', unit: 'piece' },
      { name: 'heavy cream', amount: '240', unit: 'ml' },
      { name: 'bacon', amount: '6', unit: 'slice' },
      { name: 'spinach', amount: '100', unit: 'g' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'cheddar', amount: '120', unit: 'g' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Heat the oven to 180°C (350°F) and butter a 23 cm pie dish.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Cut the bacon into strips and fry in a skillet until crisp; lift out. Cook the chopped onion in the bacon fat until soft, then add the spinach and stir until wilted and the liquid has cooked off. Let it cool a little.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Whisk the eggs, cream, nutmeg, salt and pepper until smooth, and grate the cheddar.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Scatter the bacon, spinach mixture and most of the cheddar over the dish, pour in the custard and top with the rest of the cheese.',
        duration: 2,
      },
      {
        step: 5,
        instruction:
          'Bake until puffed, golden and set, with only a slight wobble in the very centre, about 35 minutes.',
        duration: 35,
      },
      {
        step: 6,
        instruction: 'Let it rest for 10 minutes so it slices cleanly, then cut into wedges.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-skillet-steak-and-eggs',
    name: 'Skillet Steak and Eggs',
    description:
      'A hard-seared, garlicky sirloin sliced next to sunny fried eggs. A hearty breakfast, or a fast dinner when the fridge is bare of everything else.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 20,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'breakfast', 'dinner'],
    ingredients: [
      { name: 'sirloin steak', amount: '400', unit: 'g' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Pat the steak dry and season it all over with the salt and pepper. Lightly crush the garlic cloves.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Heat 1 tablespoon of oil in a cast-iron skillet over high heat until it just smokes. Sear the steak for 3 to 4 minutes per side for medium-rare on a 2.5 cm cut, adding the garlic for the last minute and spooning the hot oil over the meat.',
        duration: 8,
      },
      {
        step: 3,
        instruction: 'Move the steak to a board to rest for 5 minutes so the juices settle.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Meanwhile turn the heat to medium, add the remaining oil and fry the eggs until the whites are set and the yolks still soft.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Slice the steak across the grain and serve with the eggs and the garlic from the pan.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-open-faced-tuna-melts',
    name: 'Open-Faced Tuna Melts',
    description:
      'Lemony tuna salad spread on buttery toast and broiled under a bubbling blanket of cheddar. A pantry lunch that tastes like a diner treat.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['lunch', 'dinner', 'quick'],
    ingredients: [
      { name: 'albacore tuna', amount: '280', unit: 'g' },
      { name: 'mayonnaise', amount: '4', unit: 'tbsp' },
      { name: 'celery', amount: '1', unit: 'stalk' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'bread', amount: '4', unit: 'slice' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'cheddar', amount: '100', unit: 'g' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the broiler (grill) to high. Drain the tuna well and mix it with the mayonnaise, finely chopped celery, a good squeeze of lemon and the pepper.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Butter one side of each slice of bread and toast them buttered side up under the broiler until golden.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Spread the tuna salad over the toasted sides right to the edges and cover with the grated cheddar.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Broil until the cheese is melted and bubbling in spots, 3 to 4 minutes, watching closely so the edges do not burn. Serve hot.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-grilled-cheddar-tomato-sandwiches',
    name: 'Grilled Cheddar and Tomato Sandwiches',
    description:
      'Crisp, buttery bread around molten sharp cheddar and a layer of juicy tomato. Perfect with a bowl of tomato soup.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 13,
    servings: 2,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'lunch', 'quick'],
    ingredients: [
      { name: 'bread', amount: '4', unit: 'slice' },
      { name: 'cheddar', amount: '120', unit: 'g' },
      { name: 'tomato', amount: '1', unit: 'piece' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Spread soft butter over one side of each slice of bread. Slice the tomato thinly and pat the slices dry; grate or slice the cheddar.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Lay two slices buttered side down and build cheese, tomato, a grind of pepper and more cheese on them. Top with the other slices, buttered side up.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Cook in a skillet over medium-low heat, pressing gently with a spatula, until the underside is deep golden and the cheese starts to melt.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Flip and cook the second side until golden and the cheese is fully melted. Low heat is the key: the bread crisps as the middle melts.',
        duration: 3,
      },
      {
        step: 5,
        instruction: 'Rest for a minute, then cut in half on the diagonal.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-weeknight-creamy-tomato-soup',
    name: 'Weeknight Creamy Tomato Soup',
    description:
      'A velvety, gently sweet tomato soup made from a can of crushed tomatoes and finished with a splash of cream.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'gluten-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'vegetable broth', amount: '500', unit: 'ml' },
      { name: 'sugar', amount: '1', unit: 'tsp' },
      { name: 'heavy cream', amount: '120', unit: 'ml' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Melt the butter in a large pot over medium heat and cook the chopped onion until soft and translucent, about 7 minutes. Add the sliced garlic and cook for a minute more.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Add the tomatoes, broth, sugar and salt. Bring to a boil, then lower the heat and simmer, partly covered, for 20 minutes.',
        duration: 22,
      },
      {
        step: 3,
        instruction:
          'Blend until smooth with a stick blender, or in batches in a blender with the lid vented.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Stir in the cream and warm through without boiling. Season with pepper and more salt if needed.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-homestyle-chicken-noodle-soup',
    name: 'Homestyle Chicken Noodle Soup',
    description:
      'Tender shredded chicken, soft vegetables and egg noodles in a thyme-scented broth. The bowl everyone wants when they are under the weather.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 45,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '500', unit: 'g' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'chicken broth', amount: '2', unit: 'l' },
      { name: 'thyme', amount: '1', unit: 'tsp' },
      { name: 'egg noodles', amount: '150', unit: 'g' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oil in a large pot over medium heat. Cook the chopped onion and the sliced carrots and celery until softened, about 8 minutes, then stir in the garlic for a minute.',
        duration: 9,
      },
      {
        step: 2,
        instruction:
          'Pour in the broth, add the thyme and the whole chicken thighs and bring to a boil. Lower the heat and simmer gently until the chicken is cooked through and tender, about 20 minutes.',
        duration: 22,
      },
      {
        step: 3,
        instruction: 'Lift out the chicken and shred it with two forks.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Add the noodles to the simmering soup and cook until tender, about 8 minutes.',
        duration: 8,
      },
      {
        step: 5,
        instruction:
          'Return the chicken and season with salt and pepper. Serve right away; the noodles keep drinking up broth as the soup sits.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-classic-blt-sandwiches',
    name: 'Classic BLT Sandwiches',
    description:
      'Crisp bacon, cool lettuce and ripe tomato on mayo-slicked toast. Three letters, no improvements needed.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 14,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'bacon', amount: '8', unit: 'slice' },
      { name: 'bread', amount: '4', unit: 'slice' },
      { name: 'tomato', amount: '1', unit: 'piece' },
      { name: 'lettuce', amount: '4', unit: 'leaf' },
      { name: 'mayonnaise', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Lay the bacon in a cold skillet, then cook over medium heat, turning now and then, until crisp. Drain on paper towel.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'While the bacon cooks, toast the bread and slice the tomato; season the tomato slices with salt and pepper.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Spread mayonnaise on one side of each toast and layer lettuce, tomato and bacon between them. Press lightly and cut in half.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-lemony-chicken-salad-sandwiches',
    name: 'Lemony Chicken Salad Sandwiches',
    description:
      'Gently poached chicken folded into a bright lemon and mustard mayo with crunchy celery. Great in sandwiches, and just as good on lettuce.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['dairy-free', 'lunch'],
    ingredients: [
      { name: 'chicken breast', amount: '500', unit: 'g' },
      { name: 'mayonnaise', amount: '5', unit: 'tbsp' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'dijon mustard', amount: '1', unit: 'tsp' },
      { name: 'bread', amount: '8', unit: 'slice' },
      { name: 'lettuce', amount: '4', unit: 'leaf' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Put the chicken in a saucepan, cover with cold water by 2 cm and add most of the salt. Bring to a bare simmer and poach gently until cooked through (74°C in the thickest part), about 15 minutes.',
        duration: 18,
      },
      {
        step: 2,
        instruction: 'Let the chicken cool on a plate, then chop or shred it.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Mix the mayonnaise with the grated lemon zest, a tablespoon of lemon juice, the mustard, finely chopped celery, pepper and the rest of the salt, then fold in the chicken.',
        duration: 4,
      },
      {
        step: 4,
        instruction: 'Pile onto the bread with the lettuce and close the sandwiches.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-broccoli-cheddar-soup',
    name: 'Broccoli Cheddar Soup',
    description:
      'A thick, cheesy soup full of tender broccoli, half blended and half chunky. Better than the bread-bowl version at the mall.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 35,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'lunch', 'dinner'],
    ingredients: [
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'flour', amount: '3', unit: 'tbsp' },
      { name: 'vegetable broth', amount: '750', unit: 'ml' },
      { name: 'milk', amount: '500', unit: 'ml' },
      { name: 'broccoli', amount: '400', unit: 'g' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'cheddar', amount: '200', unit: 'g' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Melt the butter in a large pot over medium heat and cook the chopped onion until soft, about 5 minutes.',
        duration: 6,
      },
      {
        step: 2,
        instruction: 'Stir in the flour and cook for a minute or two without letting it brown.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Slowly whisk in the broth, then the milk, until smooth, and bring to a gentle simmer.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Add the broccoli cut into small florets and the grated carrot and simmer until very tender, about 15 minutes, stirring now and then so nothing catches.',
        duration: 15,
      },
      {
        step: 5,
        instruction:
          'Blend about half the soup with a stick blender to thicken it, leaving plenty of chunks.',
        duration: 3,
      },
      {
        step: 6,
        instruction:
          'Off the heat, stir in the grated cheddar a handful at a time until melted; boiling now would make it grainy. Season with nutmeg, salt and pepper.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-chopped-chicken-salad-honey-mustard',
    name: 'Chopped Chicken Salad with Honey Mustard Dressing',
    description:
      'Paprika-seared chicken over crunchy lettuce, tomato and cucumber, tossed in a tangy-sweet honey mustard dressing.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 27,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['paleo', 'gluten-free', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'chicken breast', amount: '500', unit: 'g' },
      { name: 'paprika', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'lettuce', amount: '1', unit: 'head' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'cucumber', amount: '1', unit: 'piece' },
      { name: 'honey', amount: '1', unit: 'tbsp' },
      { name: 'dijon mustard', amount: '2', unit: 'tbsp' },
      { name: 'apple cider vinegar', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '3/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Season the chicken with the paprika and half the salt and pepper. Heat 1 tablespoon of the oil in a skillet over medium-high heat.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Cook the chicken for 5 to 6 minutes per side until golden and cooked through (74°C in the thickest part).',
        duration: 12,
      },
      {
        step: 3,
        instruction: 'Let it rest for 5 minutes, then cut into bite-size pieces.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Whisk the honey, mustard, vinegar and the remaining oil, salt and pepper into a creamy dressing.',
        duration: 2,
      },
      {
        step: 5,
        instruction:
          'Chop the lettuce, tomatoes and cucumber, toss with the chicken and dressing and serve.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-smashed-chickpea-salad-sandwiches',
    name: 'Smashed Chickpea Salad Sandwiches',
    description:
      'Chickpeas roughly mashed with celery, dill pickle, mustard and lemon: a crunchy, tangy sandwich filling with no cooking at all.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 10,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'vegan', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'chickpeas', amount: '480', unit: 'g' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'pickle', amount: '2', unit: 'piece' },
      { name: 'dijon mustard', amount: '1', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'bread', amount: '8', unit: 'slice' },
      { name: 'lettuce', amount: '4', unit: 'leaf' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Drain and rinse the chickpeas and pat them dry. Mash them in a bowl with a potato masher or fork, leaving some pieces whole for texture.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Stir in the finely chopped celery and pickles, the mustard, the juice of the lemon, the olive oil, salt and pepper. Taste and add more lemon or salt if it needs brightening.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Toast the bread if you like, then spread the filling thickly and top with lettuce.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-classic-three-bean-salad',
    name: 'Classic Three-Bean Salad',
    description:
      'Crisp green beans, kidney beans and chickpeas marinated in a sweet-tart vinegar dressing with red onion. The potluck favourite that only gets better as it sits.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 15,
    servings: 6,
    rating: 4.3,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'green beans', amount: '250', unit: 'g' },
      { name: 'kidney beans', amount: '240', unit: 'g' },
      { name: 'chickpeas', amount: '240', unit: 'g' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'apple cider vinegar', amount: '4', unit: 'tbsp' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'sugar', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '3/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Trim the green beans and cut them into 3 cm pieces. Boil them in salted water for 3 to 4 minutes until crisp-tender, then drain and rinse under cold water to stop the cooking.',
        duration: 7,
      },
      {
        step: 2,
        instruction:
          'While the beans cook, whisk the vinegar, oil, sugar, salt and pepper in a large bowl until the sugar dissolves, and slice the red onion very thinly.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Add the green beans, the rinsed and drained kidney beans and chickpeas and the onion to the dressing and toss well.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Serve now, or chill for a few hours or overnight, stirring once or twice, for a more marinated flavour.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-old-fashioned-picnic-potato-salad',
    name: 'Old-Fashioned Picnic Potato Salad',
    description:
      'Tender potatoes and chopped egg in a creamy mustard dressing with crunchy celery and onion, the way it turns up at every summer cookout.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 40,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'gluten-free', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'potato', amount: '1', unit: 'kg' },
      { name: 'egg', amount: '3', unit: 'piece' },
      { name: 'mayonnaise', amount: '125', unit: 'ml' },
      { name: 'mustard', amount: '1', unit: 'tbsp' },
      { name: 'apple cider vinegar', amount: '1', unit: 'tbsp' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'paprika', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the potatoes into 2 to 3 cm chunks, cover with cold water in a pot, add a teaspoon of the salt and bring to a boil. Simmer until a knife slides in easily, about 12 minutes. At the same time boil the eggs in a small pan for 10 minutes, then cool them in cold water.',
        duration: 18,
      },
      {
        step: 2,
        instruction:
          'Drain the potatoes, spread them out in a wide bowl and sprinkle with the vinegar while hot so they soak it up. Let them cool for about 15 minutes.',
        duration: 15,
      },
      {
        step: 3,
        instruction:
          'Whisk the mayonnaise, mustard, paprika, pepper and remaining salt. Finely chop the celery and onion, and peel and chop the eggs.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Fold everything together gently. Serve right away or chill until needed; it tastes even better the next day.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-classic-deviled-eggs',
    name: 'Classic Deviled Eggs',
    description:
      'Creamy, tangy yolk filling piped back into tender whites and dusted with paprika. The first platter to empty at any party.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 35,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'egg', amount: '6', unit: 'piece' },
      { name: 'mayonnaise', amount: '3', unit: 'tbsp' },
      { name: 'mustard', amount: '1', unit: 'tsp' },
      { name: 'paprika', amount: '1/4', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'pinch' },
      { name: 'black pepper', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Put the eggs in a saucepan in one layer, cover with cold water by 2 cm and bring to a full boil.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cover the pan, take it off the heat and leave for 12 minutes, then move the eggs to a bowl of iced water for 5 minutes so they peel easily.',
        duration: 17,
      },
      {
        step: 3,
        instruction: 'Peel the eggs, halve them lengthwise and pop the yolks into a bowl.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Mash the yolks with the mayonnaise, mustard, salt and pepper until completely smooth.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Spoon or pipe the filling into the 12 egg white halves and dust with paprika. Chill until serving.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-saucy-sloppy-joes',
    name: 'Saucy Sloppy Joes',
    description:
      'Ground beef simmered in a sweet and tangy tomato sauce with onion and pepper, heaped onto toasted buns. Messy, nostalgic and fast.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.3,
    dietaryTags: ['dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '500', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'ketchup', amount: '120', unit: 'ml' },
      { name: 'tomato paste', amount: '2', unit: 'tbsp' },
      { name: 'worcestershire sauce', amount: '1', unit: 'tbsp' },
      { name: 'brown sugar', amount: '1', unit: 'tbsp' },
      { name: 'water', amount: '120', unit: 'ml' },
      { name: 'hamburger bun', amount: '4', unit: 'piece' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Brown the beef in a large skillet over medium-high heat, breaking it up, until no pink remains. Spoon off most of the fat.',
        duration: 7,
      },
      {
        step: 2,
        instruction:
          'Add the chopped onion and bell pepper and cook until soft, about 5 minutes, then stir in the garlic for a minute.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Stir in the ketchup, tomato paste, worcestershire sauce, brown sugar, water, salt and pepper. Simmer, stirring now and then, until thick and glossy, about 8 minutes.',
        duration: 9,
      },
      {
        step: 4,
        instruction:
          'Toast the buns cut side down in a dry pan, then spoon in the filling generously.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-loaded-baked-potatoes',
    name: 'Loaded Baked Potatoes',
    description:
      'Crisp-skinned, fluffy baked potatoes piled with melted cheddar, sour cream, bacon and green onion. A meal in a jacket.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 75,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'potato', amount: '4', unit: 'piece' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'bacon', amount: '4', unit: 'slice' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'cheddar', amount: '100', unit: 'g' },
      { name: 'sour cream', amount: '120', unit: 'ml' },
      { name: 'green onion', amount: '2', unit: 'stalk' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C (400°F). Scrub and dry four large baking potatoes, prick them a few times with a fork, rub with the oil and sprinkle with half the salt.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Bake directly on the oven rack until the skins are crisp and a skewer slides into the centre easily, 55 to 60 minutes. In the last 10 minutes, fry the bacon until crisp and crumble it, slice the green onions and grate the cheddar.',
        duration: 60,
      },
      {
        step: 3,
        instruction:
          'Split each potato lengthwise, push the ends together to open it up and fluff the insides with a fork, working in the butter, the remaining salt and the pepper.',
        duration: 3,
      },
      {
        step: 4,
        instruction: 'Top with the cheddar and return to the oven until melted, 3 to 4 minutes.',
        duration: 4,
      },
      {
        step: 5,
        instruction: 'Finish with a spoonful of sour cream, the bacon and green onions.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-creamy-stovetop-mac-and-cheese',
    name: 'Creamy Stovetop Mac and Cheese',
    description:
      'Elbow macaroni in a smooth, sharp cheddar sauce, made in one saucepan while the pasta boils. Nothing from a box comes close.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'lunch', 'dinner'],
    ingredients: [
      { name: 'macaroni', amount: '340', unit: 'g' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'flour', amount: '3', unit: 'tbsp' },
      { name: 'milk', amount: '600', unit: 'ml' },
      { name: 'cheddar', amount: '225', unit: 'g' },
      { name: 'mustard powder', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Bring a large pot of water to a boil and salt it well.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cook the macaroni until just al dente, about 7 minutes. Meanwhile melt the butter in a saucepan over medium heat, whisk in the flour and cook for a minute, then whisk in the milk a little at a time and simmer, stirring, until it thickens enough to coat a spoon.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Take the sauce off the heat and stir in the grated cheddar and mustard powder until smooth. Season with pepper.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Drain the macaroni, saving a little cooking water, fold it into the sauce and loosen with a splash of the water if needed. Serve hot.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-classic-glazed-meatloaf',
    name: 'Classic Glazed Meatloaf',
    description:
      'A tender, juicy beef meatloaf under a sticky, tangy-sweet ketchup glaze. Sunday supper today, the best sandwiches tomorrow.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 85,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'ground beef', amount: '900', unit: 'g' },
      { name: 'breadcrumbs', amount: '60', unit: 'g' },
      { name: 'milk', amount: '120', unit: 'ml' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'worcestershire sauce', amount: '1', unit: 'tbsp' },
      { name: 'ketchup', amount: '120', unit: 'ml' },
      { name: 'brown sugar', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 180°C (350°F) and line a rimmed baking sheet with baking paper.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Stir the breadcrumbs into the milk in a large bowl and let them soak for 5 minutes; this keeps the meatloaf moist. Grate the onion finely and crush the garlic.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Add the beef, eggs, onion, garlic, worcestershire sauce, 3 tablespoons of the ketchup, the salt and pepper. Mix with your hands just until evenly combined; overworking makes it dense.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Shape into a loaf about 23 by 12 cm on the baking sheet. Baking it free-form rather than in a tin lets the sides brown.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Stir the remaining ketchup with the brown sugar, brush half over the loaf and bake for 40 minutes.',
        duration: 40,
      },
      {
        step: 6,
        instruction:
          'Brush with the rest of the glaze and bake until the centre reaches 71°C, 15 to 20 minutes more.',
        duration: 18,
      },
      {
        step: 7,
        instruction: 'Rest for 10 minutes before cutting into thick slices.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-weeknight-ground-beef-chili',
    name: 'Weeknight Ground Beef Chili',
    description:
      'A thick, smoky beef and kidney bean chili built from pantry spices and a can of tomatoes, ready in under an hour. Even better the next day.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 50,
    servings: 6,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'ground beef', amount: '700', unit: 'g' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'chili powder', amount: '3', unit: 'tbsp' },
      { name: 'cumin', amount: '2', unit: 'tsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'kidney beans', amount: '480', unit: 'g' },
      { name: 'water', amount: '250', unit: 'ml' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oil in a large heavy pot over medium-high heat and brown the beef well, breaking it up as it cooks.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Add the chopped onion and bell pepper and cook until softened, about 5 minutes. Stir in the garlic, chili powder, cumin and oregano and cook for a minute until fragrant.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Add the tomatoes, the rinsed and drained beans, the water and the salt. Bring to a boil, then simmer uncovered for about 30 minutes, stirring now and then, until thick.',
        duration: 33,
      },
      {
        step: 4,
        instruction:
          'Taste and adjust the salt, pepper and chili powder. Serve in bowls, with grated cheddar or sour cream if you have them.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-sheet-pan-chicken-thighs-potatoes-carrots',
    name: 'Sheet-Pan Chicken Thighs with Potatoes and Carrots',
    description:
      'Crisp-skinned paprika chicken roasted on one pan over potatoes and carrots that soak up all the juices. Dinner with one pan to wash.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 60,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '8', unit: 'piece' },
      { name: 'potato', amount: '700', unit: 'g' },
      { name: 'carrot', amount: '4', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'paprika', amount: '2', unit: 'tsp' },
      { name: 'thyme', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Heat the oven to 220°C (425°F).',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Cut the potatoes into 3 cm chunks, the carrots into thick batons and the onion into wedges. Toss them on a large sheet pan with 2 tablespoons of the oil, the thyme, the lightly crushed garlic and half the salt and pepper, and spread out in one layer.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Pat the bone-in, skin-on chicken thighs dry, rub them with the remaining oil, the paprika and the rest of the salt and pepper, and nestle them skin side up among the vegetables.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Roast until the skin is crisp, the chicken reads 80°C near the bone and the vegetables are tender and browned, 40 to 45 minutes.',
        duration: 42,
      },
      {
        step: 5,
        instruction:
          'Rest for a few minutes, then serve with the pan juices spooned over the vegetables.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-lemon-herb-roast-chicken',
    name: 'Lemon Herb Roast Chicken',
    description:
      'A whole chicken roasted with lemon, garlic, thyme and rosemary until the skin is golden and crackling and the meat drips with juice.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 105,
    servings: 6,
    rating: 4.8,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'whole chicken', amount: '1.8', unit: 'kg' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '6', unit: 'clove' },
      { name: 'thyme', amount: '4', unit: 'sprig' },
      { name: 'rosemary', amount: '2', unit: 'sprig' },
      { name: 'onion', amount: '2', unit: 'piece' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C (425°F). Pat the chicken very dry inside and out with paper towel; dry skin is what makes it crisp.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Halve the lemon and push it into the cavity with the lightly crushed garlic, the thyme and the rosemary.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Cut the onions into thick rounds and lay them in a roasting pan as a rack. Rub the chicken with the oil, season it generously all over with salt and pepper, tie the legs together and set it on the onions.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Roast for 20 minutes, then lower the oven to 190°C (375°F) and roast until the juices run clear and the thickest part of the thigh reads 74°C, about 1 hour more.',
        duration: 80,
      },
      {
        step: 5,
        instruction:
          'Rest the chicken for 15 minutes before carving, and spoon the pan juices and soft onions over the meat.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-double-crust-chicken-pot-pie',
    name: 'Double-Crust Chicken Pot Pie',
    description:
      'Tender chicken, carrots and peas in a creamy thyme gravy, baked between two flaky crusts until golden and bubbling.',
    cuisine: 'american',
    difficulty: 'hard',
    cookTime: 100,
    servings: 6,
    rating: 4.8,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'pie crust', amount: '2', unit: 'sheet' },
      { name: 'chicken breast', amount: '600', unit: 'g' },
      { name: 'chicken broth', amount: '480', unit: 'ml' },
      { name: 'butter', amount: '75', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'flour', amount: '40', unit: 'g' },
      { name: 'milk', amount: '240', unit: 'ml' },
      { name: 'peas', amount: '150', unit: 'g' },
      { name: 'thyme', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C (400°F). Simmer the chicken gently in the broth in a covered saucepan until just cooked through, about 15 minutes. Lift it out, cut into bite-size pieces and keep the broth.',
        duration: 18,
      },
      {
        step: 2,
        instruction:
          'Melt the butter in a large pan over medium heat and cook the diced onion, carrots and celery until softened, about 8 minutes.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Sprinkle in the flour and stir for a minute, then gradually whisk in the reserved broth and the milk. Simmer until thick like gravy, stir in the thyme, salt, pepper, chicken and peas, and let the filling cool for 10 minutes so it does not make the bottom crust soggy.',
        duration: 15,
      },
      {
        step: 4,
        instruction:
          'Line a 23 cm pie dish with one crust, pour in the filling and lay the second crust over the top. Trim, crimp the edges together, cut a few steam vents and brush the top with a little milk.',
        duration: 7,
      },
      {
        step: 5,
        instruction:
          'Bake on a lower rack until the crust is deep golden and the filling bubbles through the vents, 30 to 35 minutes. Cover the edges with foil if they brown too fast.',
        duration: 35,
      },
      {
        step: 6,
        instruction: 'Let the pie rest for 15 minutes so the filling sets before slicing.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-cottage-pie-cheddar-mash',
    name: 'Cottage Pie with Cheddar Mash',
    description:
      'Savoury beef and vegetables in a rich tomato gravy under a thick layer of cheddar mashed potatoes, baked until crisp on top.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 70,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dinner'],
    ingredients: [
      { name: 'potato', amount: '1.2', unit: 'kg' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'milk', amount: '120', unit: 'ml' },
      { name: 'cheddar', amount: '100', unit: 'g' },
      { name: 'ground beef', amount: '700', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'tomato paste', amount: '2', unit: 'tbsp' },
      { name: 'beef broth', amount: '300', unit: 'ml' },
      { name: 'thyme', amount: '1', unit: 'tsp' },
      { name: 'peas', amount: '150', unit: 'g' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C (400°F). Peel the potatoes, cut into even chunks, cover with cold salted water and bring to a boil; simmer until completely tender, about 15 minutes after boiling.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'While the potatoes cook, brown the beef well in a large skillet over medium-high heat, breaking it up. Add the diced onion and carrots and cook until softened.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Stir in the tomato paste for a minute, then add the broth, thyme, half the remaining salt and the pepper. Simmer until the gravy has thickened and coats the meat, about 8 minutes, then stir in the peas.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Drain the potatoes well and mash them with the butter, milk, half the grated cheddar and the rest of the salt until smooth.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Spread the beef in a baking dish, spoon the mash over and rough it up with a fork so the ridges crisp. Scatter over the remaining cheddar.',
        duration: 5,
      },
      {
        step: 6,
        instruction: 'Bake until golden on top and bubbling at the edges, about 25 minutes.',
        duration: 25,
      },
      {
        step: 7,
        instruction: 'Let it settle for 5 to 10 minutes so the gravy thickens before serving.',
        duration: 8,
      },
    ],
  },
  {
    id: 'seed-slow-simmered-beef-vegetable-stew',
    name: 'Slow-Simmered Beef and Vegetable Stew',
    description:
      'Chunks of well-browned beef braised for hours with onions, carrots and potatoes in a deep, glossy gravy. Worth every minute.',
    cuisine: 'american',
    difficulty: 'hard',
    cookTime: 155,
    servings: 6,
    rating: 4.8,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'beef chuck', amount: '1.2', unit: 'kg' },
      { name: 'flour', amount: '3', unit: 'tbsp' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'onion', amount: '2', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'tomato paste', amount: '2', unit: 'tbsp' },
      { name: 'beef broth', amount: '1', unit: 'l' },
      { name: 'thyme', amount: '1', unit: 'tsp' },
      { name: 'bay leaf', amount: '2', unit: 'leaf' },
      { name: 'carrot', amount: '4', unit: 'piece' },
      { name: 'potato', amount: '600', unit: 'g' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'black pepper', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the beef into 4 cm cubes, pat them dry, season with the salt and pepper and toss with the flour.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a large Dutch oven over medium-high heat and brown the beef in three batches, 4 to 5 minutes each, without crowding the pot. Set the browned beef aside.',
        duration: 15,
      },
      {
        step: 3,
        instruction:
          'Lower the heat to medium and cook the chopped onions until soft, about 5 minutes. Stir in the garlic and tomato paste for a minute, then add a splash of the broth and scrape up the browned bits from the bottom.',
        duration: 7,
      },
      {
        step: 4,
        instruction:
          'Return the beef and its juices, add the rest of the broth, the thyme and bay leaves and bring to a simmer. Cover and cook at the gentlest simmer for 1 1/2 hours, until the beef is nearly tender.',
        duration: 90,
      },
      {
        step: 5,
        instruction:
          'Add the carrots in thick slices and the potatoes in chunks, cover and simmer until everything is tender, 30 to 35 minutes.',
        duration: 35,
      },
      {
        step: 6,
        instruction:
          'Remove the bay leaves, taste for seasoning and let the stew stand for a few minutes before serving.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-golden-oven-baked-chicken-tenders',
    name: 'Golden Oven-Baked Chicken Tenders',
    description:
      'Juicy chicken strips in a crunchy, paprika-seasoned crumb coat, baked instead of fried. Kids and grown-ups fight over the last one.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '600', unit: 'g' },
      { name: 'flour', amount: '60', unit: 'g' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'breadcrumbs', amount: '100', unit: 'g' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'paprika', amount: '1', unit: 'tsp' },
      { name: 'garlic powder', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C (425°F) and set a wire rack on a baking sheet, or line the sheet with baking paper.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Toast the breadcrumbs with the oil in a skillet over medium heat, stirring, until light golden. Pre-toasting gives a fried-style crunch in the oven.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Cut the chicken into strips about 2 cm wide. Set out three shallow dishes: the flour mixed with the paprika, garlic powder, salt and pepper; the beaten eggs; and the toasted crumbs.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Coat each strip in flour, dip it in egg and press it firmly into the crumbs, then lay it on the rack.',
        duration: 6,
      },
      {
        step: 5,
        instruction:
          'Bake until golden and cooked through (74°C inside), 12 to 15 minutes. Serve with ketchup, honey mustard or ranch.',
        duration: 14,
      },
    ],
  },
  {
    id: 'seed-skillet-pork-chops-apples-onions',
    name: 'Skillet Pork Chops with Apples and Onions',
    description:
      'Golden seared pork chops topped with buttery, caramelised apples and onions in a quick cider-tangy pan sauce.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 25,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dinner'],
    ingredients: [
      { name: 'pork chops', amount: '4', unit: 'piece' },
      { name: 'apple', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'thyme', amount: '1/2', unit: 'tsp' },
      { name: 'chicken broth', amount: '120', unit: 'ml' },
      { name: 'apple cider vinegar', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Pat the chops (about 2 cm thick) dry and season both sides with the salt and pepper.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a large skillet over medium-high heat and sear the chops for about 4 minutes per side, until golden and 63°C in the centre. Move them to a plate and cover loosely with foil.',
        duration: 9,
      },
      {
        step: 3,
        instruction:
          'Turn the heat to medium, add the butter, the sliced onion, the apples cut into wedges and the thyme, and cook, stirring now and then, until soft and golden.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Pour in the broth and vinegar, scrape up the browned bits and simmer until slightly syrupy. Return the chops and their juices to the pan to warm through.',
        duration: 4,
      },
      {
        step: 5,
        instruction: 'Serve the chops with the apples, onions and sauce spooned over.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-garlic-butter-steak-green-beans',
    name: 'Garlic Butter Steak with Green Beans',
    description:
      'Pan-seared ribeye basted in foaming garlic butter, with crisp-tender green beans tossed in the same pan. Steakhouse dinner, home kitchen.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 25,
    servings: 2,
    rating: 4.7,
    dietaryTags: ['keto', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'ribeye steak', amount: '500', unit: 'g' },
      { name: 'green beans', amount: '250', unit: 'g' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Pat the steaks dry and season generously with salt and pepper. Trim the green beans.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Cook the beans in boiling salted water for 3 minutes until bright green and crisp-tender, then drain.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Heat the oil in a cast-iron skillet over high heat until it just smokes. Sear the steaks for 3 to 4 minutes per side for medium-rare. For the last 2 minutes add 2 tablespoons of butter and the crushed garlic, tilt the pan and spoon the foaming butter over the steaks.',
        duration: 9,
      },
      {
        step: 4,
        instruction:
          'Rest the steaks on a board for 5 minutes. Meanwhile add the remaining butter and the beans to the pan and toss over medium heat until glossy and hot.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Slice the steaks and serve with the beans and the garlic butter from the pan.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-sheet-pan-chicken-broccoli-peppers',
    name: 'Sheet-Pan Chicken with Broccoli and Peppers',
    description:
      'Paprika and oregano chicken roasted hot with broccoli, sweet peppers and onion until everything is juicy and charred at the edges, finished with lemon.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '700', unit: 'g' },
      { name: 'broccoli', amount: '400', unit: 'g' },
      { name: 'bell pepper', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'paprika', amount: '2', unit: 'tsp' },
      { name: 'garlic powder', amount: '1', unit: 'tsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1 1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Heat the oven to 220°C (425°F).',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Cut the chicken into 3 cm chunks, the broccoli into florets, the peppers into strips and the onion into wedges.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Toss everything in a big bowl with the oil, paprika, garlic powder, oregano, salt and pepper, then spread out on a large sheet pan (use two if crowded, or it will steam instead of roast).',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Roast, stirring once halfway, until the chicken is cooked through and the broccoli is charred at the tips, about 20 minutes.',
        duration: 20,
      },
      {
        step: 5,
        instruction: 'Squeeze the lemon over the pan and serve hot.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-beef-and-rice-stuffed-peppers',
    name: 'Beef and Rice Stuffed Peppers',
    description:
      'Bell pepper halves filled with savoury beef, rice and tomato, baked tender and finished with melted cheddar.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 70,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['gluten-free', 'dinner'],
    ingredients: [
      { name: 'bell pepper', amount: '4', unit: 'piece' },
      { name: 'ground beef', amount: '450', unit: 'g' },
      { name: 'rice', amount: '100', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'cheddar', amount: '100', unit: 'g' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 190°C (375°F). Cook the rice in plenty of boiling salted water until just tender, about 12 minutes, and drain.',
        duration: 12,
      },
      {
        step: 2,
        instruction:
          'While the rice cooks, halve the peppers lengthwise through the stem, scoop out the seeds and set them cut side up in a baking dish.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Heat the oil in a skillet over medium-high heat and brown the beef with the chopped onion, breaking it up. Stir in the garlic and oregano for a minute.',
        duration: 9,
      },
      {
        step: 4,
        instruction:
          'Off the heat, stir in the rice, half the tomatoes, half the grated cheddar and the remaining salt and pepper.',
        duration: 2,
      },
      {
        step: 5,
        instruction:
          'Pour the rest of the tomatoes around the peppers, pack the filling into them, cover the dish with foil and bake for 30 minutes.',
        duration: 32,
      },
      {
        step: 6,
        instruction:
          'Uncover, scatter the remaining cheddar on top and bake until the peppers are tender and the cheese is bubbling, about 10 minutes more.',
        duration: 10,
      },
    ],
  },
  {
    id: 'seed-one-pot-chicken-rice-peas',
    name: 'One-Pot Chicken and Rice with Peas',
    description:
      'Golden chicken thighs steamed on a bed of savoury rice that cooks in the pan juices, with sweet peas and a squeeze of lemon. One pot, big comfort.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 45,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '600', unit: 'g' },
      { name: 'paprika', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'rice', amount: '300', unit: 'g' },
      { name: 'chicken broth', amount: '720', unit: 'ml' },
      { name: 'peas', amount: '150', unit: 'g' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Season the boneless chicken thighs with the paprika and half the salt and pepper.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a wide, lidded pan or Dutch oven over medium-high heat and brown the chicken for 3 to 4 minutes per side. Set aside on a plate.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Cook the chopped onion in the same pan until soft, about 4 minutes, then add the garlic and the long-grain rice and stir for a minute until the grains are coated and glossy.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Pour in the broth with the remaining salt and pepper, scrape up the browned bits and bring to a boil. Lay the chicken on top, cover tightly and cook over low heat for 18 minutes.',
        duration: 20,
      },
      {
        step: 5,
        instruction:
          'Scatter the peas over the top, cover again and let it stand off the heat for 8 minutes while the rice finishes steaming.',
        duration: 8,
      },
      {
        step: 6,
        instruction: 'Fluff the rice with a fork and squeeze the lemon over before serving.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-cheesy-beef-macaroni-skillet',
    name: 'Cheesy Beef and Macaroni Skillet',
    description:
      'Like the boxed classic but made from scratch: beef, macaroni and a creamy cheddar sauce, all cooked together in one skillet.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 30,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'ground beef', amount: '450', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'paprika', amount: '1', unit: 'tsp' },
      { name: 'tomato paste', amount: '1', unit: 'tbsp' },
      { name: 'macaroni', amount: '300', unit: 'g' },
      { name: 'beef broth', amount: '600', unit: 'ml' },
      { name: 'milk', amount: '240', unit: 'ml' },
      { name: 'cheddar', amount: '150', unit: 'g' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Brown the beef with the chopped onion in a large, deep skillet over medium-high heat, breaking it up. Stir in the garlic, paprika and tomato paste for a minute.',
        duration: 9,
      },
      {
        step: 2,
        instruction: 'Add the broth, milk, macaroni and salt and bring to a boil, stirring.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Lower the heat, cover and simmer, stirring every few minutes so the pasta does not stick, until the macaroni is tender and most of the liquid is absorbed, about 12 minutes.',
        duration: 13,
      },
      {
        step: 4,
        instruction:
          'Take the pan off the heat, stir in the grated cheddar and the pepper until creamy and let it stand for 2 minutes before serving.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-sticky-oven-bbq-drumsticks',
    name: 'Sticky Oven-Baked BBQ Drumsticks',
    description:
      'Spice-rubbed chicken drumsticks roasted until tender, then glazed with barbecue sauce in layers until sticky and caramelised. Cookout flavour without the grill.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 60,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken drumstick', amount: '10', unit: 'piece' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'paprika', amount: '2', unit: 'tsp' },
      { name: 'garlic powder', amount: '1', unit: 'tsp' },
      { name: 'brown sugar', amount: '1', unit: 'tbsp' },
      { name: 'bbq sauce', amount: '180', unit: 'ml' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C (400°F) and line a baking sheet with foil, with a rack on top if you have one.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Pat the drumsticks dry, toss them with the oil, then rub all over with the paprika, garlic powder, brown sugar, salt and pepper. Spread them out on the sheet.',
        duration: 5,
      },
      {
        step: 3,
        instruction: 'Roast for 25 minutes, until the skin starts to render and brown.',
        duration: 25,
      },
      {
        step: 4,
        instruction:
          'Brush generously with barbecue sauce and roast for 10 minutes, then brush again and roast another 10 minutes, until sticky, caramelised at the edges and 80°C near the bone.',
        duration: 20,
      },
      {
        step: 5,
        instruction: 'Rest for 5 minutes before serving; the glaze is very hot.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-smoky-red-beans-and-rice',
    name: 'Smoky Red Beans and Rice',
    description:
      'A Louisiana Monday classic made meat-free: red beans simmered with onion, pepper and celery and Cajun spice until creamy, spooned over fluffy rice.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 50,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'kidney beans', amount: '720', unit: 'g' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'cajun seasoning', amount: '2', unit: 'tsp' },
      { name: 'bay leaf', amount: '2', unit: 'leaf' },
      { name: 'vegetable broth', amount: '750', unit: 'ml' },
      { name: 'rice', amount: '400', unit: 'g' },
      { name: 'water', amount: '800', unit: 'ml' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oil in a heavy pot over medium heat and cook the chopped onion, bell pepper and celery until soft, about 8 minutes. Stir in the garlic and Cajun seasoning for a minute.',
        duration: 9,
      },
      {
        step: 2,
        instruction:
          'Add the rinsed and drained beans, the broth and bay leaves, bring to a boil and simmer, partly covered, for 30 minutes. Meanwhile rinse the rice, bring it to a boil with the water and half the salt, cover and cook over the lowest heat for 15 minutes, then leave it covered off the heat.',
        duration: 32,
      },
      {
        step: 3,
        instruction:
          'Mash about a third of the beans against the side of the pot and simmer 5 minutes more, until the liquid turns thick and creamy.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Remove the bay leaves, season with the remaining salt and the pepper and serve ladled over the rice, with hot sauce on the side.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-hearty-lentil-vegetable-soup',
    name: 'Hearty Lentil and Vegetable Soup',
    description:
      'Earthy lentils, carrots and celery simmered in a tomato broth with cumin, finished with spinach and lemon. Cheap, filling and even better reheated.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 50,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'lentils', amount: '300', unit: 'g' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'vegetable broth', amount: '1.5', unit: 'l' },
      { name: 'spinach', amount: '100', unit: 'g' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oil in a large pot over medium heat and cook the chopped onion, carrots and celery until softened, about 8 minutes. Stir in the garlic and cumin for a minute.',
        duration: 9,
      },
      {
        step: 2,
        instruction:
          'Add the rinsed brown or green lentils, the tomatoes and the broth. Bring to a boil, then simmer partly covered until the lentils are tender, 30 to 35 minutes.',
        duration: 35,
      },
      {
        step: 3,
        instruction: 'Stir in the spinach and let it wilt for a couple of minutes.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Season with the salt, pepper and a squeeze of lemon, and thin with a little water if it has thickened too much.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-black-bean-stuffed-sweet-potatoes',
    name: 'Black Bean Stuffed Sweet Potatoes',
    description:
      'Soft, caramelised baked sweet potatoes split open and filled with smoky spiced black beans and peppers, brightened with lime.',
    cuisine: 'american',
    difficulty: 'easy',
    cookTime: 55,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'sweet potato', amount: '4', unit: 'piece' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'black beans', amount: '480', unit: 'g' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'lime', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '3/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C (400°F). Scrub the sweet potatoes, prick them a few times with a fork and set them on a lined baking sheet.',
        duration: 5,
      },
      {
        step: 2,
        instruction: 'Bake for 35 minutes.',
        duration: 35,
      },
      {
        step: 3,
        instruction:
          'While they finish baking (about 10 minutes more, until completely soft), heat the oil in a skillet and cook the chopped onion and bell pepper for 6 minutes. Add the rinsed beans, cumin, chili powder, salt, pepper and a splash of water and cook for 4 minutes, mashing a few beans to bind the filling. Squeeze in half the lime.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Split the potatoes open, fluff the flesh with a fork, pile in the beans and serve with the rest of the lime in wedges.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-chicken-and-sausage-jambalaya',
    name: 'Chicken and Sausage Jambalaya',
    description:
      'Smoky sausage, Cajun-spiced chicken and the holy trinity of onion, pepper and celery, cooked into a pot of tomatoey rice.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 55,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '500', unit: 'g' },
      { name: 'smoked sausage', amount: '300', unit: 'g' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'bell pepper', amount: '1', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'cajun seasoning', amount: '1', unit: 'tbsp' },
      { name: 'rice', amount: '400', unit: 'g' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'chicken broth', amount: '750', unit: 'ml' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Brown the sliced sausage in the oil in a large Dutch oven over medium-high heat, then lift it out.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Toss the chicken, cut into bite-size pieces, with half the Cajun seasoning and brown it in the same pot. Lift it out too.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Cook the chopped onion, bell pepper and celery in the drippings until soft, about 6 minutes. Stir in the garlic and remaining seasoning for a minute.',
        duration: 7,
      },
      {
        step: 4,
        instruction:
          'Stir in the long-grain rice until coated, then add the tomatoes, broth and salt, return the sausage and chicken and bring to a boil.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Cover, turn the heat to low and cook for 20 minutes without lifting the lid, then leave it covered off the heat for 10 minutes so the rice finishes steaming.',
        duration: 30,
      },
      {
        step: 6,
        instruction: 'Fluff gently with a fork, taste for salt and serve.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-chicken-and-fluffy-dumplings',
    name: 'Chicken and Fluffy Dumplings',
    description:
      'A creamy, thyme-scented chicken and vegetable stew topped with soft, pillowy dumplings steamed right in the pot. Pure Southern comfort.',
    cuisine: 'american',
    difficulty: 'hard',
    cookTime: 60,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '800', unit: 'g' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'carrot', amount: '2', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'flour', amount: '220', unit: 'g' },
      { name: 'chicken broth', amount: '1.5', unit: 'l' },
      { name: 'thyme', amount: '1', unit: 'tsp' },
      { name: 'baking powder', amount: '2', unit: 'tsp' },
      { name: 'milk', amount: '180', unit: 'ml' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Melt 1 tablespoon of the butter in a large Dutch oven over medium heat and cook the chopped onion, carrots and celery until softened, about 8 minutes.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Sprinkle in 2 tablespoons of the flour and stir for a minute, then gradually whisk in the broth. Add the thyme, 1 teaspoon of the salt, the pepper and the boneless chicken thighs and simmer gently until the chicken is tender, about 25 minutes.',
        duration: 26,
      },
      {
        step: 3,
        instruction:
          'Lift out the chicken, shred it with two forks and return it to the pot. Keep the stew at a steady simmer.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'For the dumplings, whisk the remaining flour with the baking powder and the rest of the salt. Melt the remaining butter, then stir it and the milk into the flour just until a soft, sticky dough forms.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Drop heaped tablespoons of dough over the simmering stew, cover tightly and cook for 15 minutes without lifting the lid; the steam is what makes them fluffy.',
        duration: 15,
      },
      {
        step: 6,
        instruction:
          'Check that a dumpling is cooked through (a toothpick comes out clean), then ladle stew and dumplings into bowls.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-smothered-chicken-mushroom-cream-sauce',
    name: 'Smothered Chicken in Mushroom Cream Sauce',
    description:
      'Golden chicken cutlets blanketed in a silky sauce of browned mushrooms, garlic and cream. Rich, quick and low in carbs.',
    cuisine: 'american',
    difficulty: 'medium',
    cookTime: 30,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['keto', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'chicken breast', amount: '700', unit: 'g' },
      { name: 'thyme', amount: '1/2', unit: 'tsp' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'mushroom', amount: '300', unit: 'g' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'chicken broth', amount: '180', unit: 'ml' },
      { name: 'heavy cream', amount: '180', unit: 'ml' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the chicken breasts in half horizontally into thin cutlets and season with the thyme, salt and pepper.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a large skillet over medium-high heat and sear the cutlets for about 4 minutes per side until golden and cooked through. Set aside on a plate.',
        duration: 9,
      },
      {
        step: 3,
        instruction:
          'Melt the butter in the pan and cook the sliced mushrooms without stirring too often until well browned. Add the finely chopped onion for 3 minutes, then the garlic for a minute.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Pour in the broth, scrape up the browned bits and let it bubble down by half. Add the cream and simmer until the sauce is thick enough to coat a spoon.',
        duration: 6,
      },
      {
        step: 5,
        instruction:
          'Return the chicken and its juices, spoon the sauce over and simmer for a minute or two to heat through.',
        duration: 2,
      },
    ],
  },
];
