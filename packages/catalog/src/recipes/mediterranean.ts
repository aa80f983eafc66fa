import type { SeedRecipe } from './seed-recipe';

export const MEDITERRANEAN_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-silky-lemon-hummus',
    name: 'Silky Lemon Hummus',
    description:
      'Whipped-smooth chickpeas with plenty of tahini and lemon. Warming the chickpeas first makes it extra creamy.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 10,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'chickpeas', amount: '400', unit: 'g' },
      { name: 'tahini', amount: '80', unit: 'g' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'water', amount: '4', unit: 'tbsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'cumin', amount: '1/2', unit: 'tsp' },
      { name: 'paprika', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Drain and rinse the chickpeas, then warm them in simmering water for a few minutes and drain again.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Blend the tahini, lemon juice, garlic and salt for a minute until thick and pale.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'Add the chickpeas and cumin and blend, trickling in the ice-cold water, until very smooth and fluffy.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Spread the hummus in a shallow bowl with a swirl, pool olive oil in the swirl and dust with paprika.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-village-greek-salad',
    name: 'Village Greek Salad',
    description:
      'Chunky tomatoes, cucumber and peppers with olives and a whole slab of feta. No lettuce, all flavour.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 10,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['vegetarian', 'keto', 'gluten-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'tomato', amount: '3', unit: 'piece' },
      { name: 'cucumber', amount: '1', unit: 'piece' },
      { name: 'green bell pepper', amount: '1', unit: 'piece' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'kalamata olives', amount: '80', unit: 'g' },
      { name: 'feta', amount: '200', unit: 'g' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'red wine vinegar', amount: '1', unit: 'tbsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the tomatoes into wedges, the cucumber into thick half-moons, the pepper into rings and the onion into thin slivers.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Toss the vegetables with the salt, vinegar and most of the oil in a wide bowl.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'Top with the olives and the block of feta, drizzle the remaining oil over the cheese, sprinkle with oregano and serve straight away.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-spiced-tomato-shakshuka',
    name: 'Spiced Tomato Shakshuka',
    description:
      'Eggs gently poached in a sweet pepper and tomato sauce warm with cumin and paprika. Bring the pan to the table.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 35,
    servings: 3,
    rating: 4.7,
    dietaryTags: ['vegetarian', 'paleo', 'gluten-free', 'dairy-free', 'breakfast'],
    ingredients: [
      { name: 'egg', amount: '6', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '800', unit: 'g' },
      { name: 'red bell pepper', amount: '2', unit: 'piece' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'smoked paprika', amount: '1', unit: 'tsp' },
      { name: 'red pepper flakes', amount: '1/4', unit: 'tsp' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Thinly slice the onion, peppers and garlic.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Cook the onion and peppers in the olive oil in a wide lidded skillet over medium heat until soft and sweet. Add the garlic and spices for 1 minute.',
        duration: 11,
      },
      {
        step: 3,
        instruction:
          'Add the tomatoes, salt and pepper and simmer until thick enough that a spoon drawn through leaves a trail.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'Make six wells in the sauce and crack an egg into each. Cover and cook on low until the whites are set and the yolks still runny.',
        duration: 8,
      },
      {
        step: 5,
        instruction: 'Scatter with cilantro and serve straight from the pan.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-lamb-kofta-tzatziki',
    name: 'Lamb Kofta with Tzatziki',
    description:
      'Juicy spiced lamb skewers, charred outside and tender inside, with a cool garlicky cucumber yogurt.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 39,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['keto', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'ground lamb', amount: '600', unit: 'g' },
      { name: 'greek yogurt', amount: '250', unit: 'g' },
      { name: 'cucumber', amount: '1/2', unit: 'piece' },
      { name: 'yellow onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'dill', amount: '2', unit: 'tbsp' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'coriander', amount: '1', unit: 'tsp' },
      { name: 'cinnamon', amount: '1/4', unit: 'tsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Grate the cucumber, salt it lightly and squeeze it dry in a clean towel. Mix it with the yogurt, one grated garlic clove, the dill, lemon juice and 1 tbsp olive oil, and chill.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Grate the onion and squeeze out its juice. Mix it with the lamb, the remaining garlic, chopped parsley, spices, salt and pepper, and knead for a minute until sticky so the kofta hold together.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'Shape into 12 fingers around skewers or into oval patties, and chill them to firm up.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Grill or pan-fry over medium-high heat with the remaining oil, turning, until browned all over and 71 °C (160 °F) inside.',
        duration: 10,
      },
      {
        step: 5,
        instruction: 'Rest for 3 minutes and serve with the tzatziki.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-sheet-pan-chicken-shawarma',
    name: 'Sheet-Pan Chicken Shawarma',
    description:
      'Chicken thighs in a lemony, warmly spiced marinade, roasted hot until charred at the edges. Almost no washing up.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 70,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'chicken thigh', amount: '900', unit: 'g' },
      { name: 'red onion', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'cumin', amount: '2', unit: 'tsp' },
      { name: 'smoked paprika', amount: '2', unit: 'tsp' },
      { name: 'coriander', amount: '1', unit: 'tsp' },
      { name: 'turmeric', amount: '1', unit: 'tsp' },
      { name: 'cinnamon', amount: '1/2', unit: 'tsp' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Mix the olive oil, lemon juice, grated garlic, spices, salt and pepper. Toss with the chicken and marinate (or overnight in the fridge).',
        duration: 30,
      },
      {
        step: 2,
        instruction: 'Heat the oven to 220 °C (425 °F) and cut the onion into thick wedges.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Spread the chicken and onion on a large sheet pan in a single layer, with space between the pieces so they roast rather than steam.',
        duration: 3,
      },
      {
        step: 4,
        instruction: 'Roast until charred at the edges and 74 °C (165 °F) inside.',
        duration: 28,
      },
      {
        step: 5,
        instruction:
          'Rest for a few minutes, slice thinly and toss with the pan juices and chopped parsley.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-spinach-feta-spanakopita',
    name: 'Spinach and Feta Spanakopita',
    description:
      'Layers of crackly, buttery phyllo around a herby spinach and feta filling. Worth every sheet.',
    cuisine: 'mediterranean',
    difficulty: 'hard',
    cookTime: 115,
    servings: 6,
    rating: 4.8,
    dietaryTags: ['vegetarian', 'lunch', 'dinner'],
    ingredients: [
      { name: 'spinach', amount: '700', unit: 'g' },
      { name: 'feta', amount: '300', unit: 'g' },
      { name: 'ricotta', amount: '150', unit: 'g' },
      { name: 'phyllo dough', amount: '400', unit: 'g' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'scallion', amount: '4', unit: 'piece' },
      { name: 'dill', amount: '1', unit: 'handful' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'butter', amount: '120', unit: 'g' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Chop the onion and scallions and cook them in 1 tbsp olive oil until soft.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Wilt the spinach in batches in a large pot with a splash of water. Cool it, squeeze out as much liquid as you can and chop it; wet spinach makes a soggy pie.',
        duration: 20,
      },
      {
        step: 3,
        instruction:
          'Mix the spinach, onions, crumbled feta, ricotta, eggs, chopped herbs, nutmeg and pepper.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Heat the oven to 180 °C (350 °F) and melt the butter with the remaining oil. Brush a 23 × 33 cm dish and lay in 8 phyllo sheets, brushing each one and letting them hang over the sides. Keep the rest under a damp towel so it does not crack.',
        duration: 12,
      },
      {
        step: 5,
        instruction:
          'Spread in the filling, fold over the overhang and cover with the remaining sheets, brushing each. Tuck in the edges and score the top into squares without cutting through to the filling.',
        duration: 10,
      },
      {
        step: 6,
        instruction: 'Bake until deep golden and crisp all over.',
        duration: 45,
      },
      {
        step: 7,
        instruction: 'Cool before cutting along the scored lines.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-stuffed-grape-leaves',
    name: 'Lemony Stuffed Grape Leaves',
    description:
      'Tender vine leaves rolled around herbed rice and pine nuts, simmered in lemon and olive oil. A labour of love.',
    cuisine: 'mediterranean',
    difficulty: 'hard',
    cookTime: 120,
    servings: 8,
    rating: 4.7,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'grape leaves', amount: '40', unit: 'piece' },
      { name: 'short-grain rice', amount: '200', unit: 'g' },
      { name: 'yellow onion', amount: '2', unit: 'piece' },
      { name: 'olive oil', amount: '120', unit: 'ml' },
      { name: 'pine nuts', amount: '30', unit: 'g' },
      { name: 'dill', amount: '1', unit: 'handful' },
      { name: 'mint', amount: '1', unit: 'handful' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'lemon', amount: '2', unit: 'piece' },
      { name: 'water', amount: '500', unit: 'ml' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Rinse the grape leaves, blanch them for 2 minutes in boiling water, drain and snip off the stems.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cook the finely chopped onion in half the oil until soft. Add the pine nuts until golden, then the rice for 1 minute.',
        duration: 11,
      },
      {
        step: 3,
        instruction:
          'Off the heat, stir in the chopped herbs, the juice of one lemon, the salt and pepper.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Lay a leaf vein side up, put a heaped teaspoon of filling near the stem end, fold the bottom and sides over and roll it firmly into a small cigar. Do not overfill: the rice swells. Repeat with the rest.',
        duration: 33,
      },
      {
        step: 5,
        instruction:
          'Line a pot with any torn leaves and pack in the rolls seam side down, tightly, in layers. Pour over the remaining oil, the juice of the second lemon and the water, and weigh them down with an upturned plate.',
        duration: 5,
      },
      {
        step: 6,
        instruction:
          'Cover and simmer very gently until the rice is tender and most of the liquid is absorbed.',
        duration: 45,
      },
      {
        step: 7,
        instruction: 'Let them cool in the pot, then serve warm or at room temperature.',
        duration: 15,
      },
    ],
  },
  {
    id: 'seed-baked-herb-falafel',
    name: 'Baked Herb Falafel',
    description:
      'Bright green, herb-packed falafel baked until crisp instead of deep-fried, with a lemony tahini drizzle.',
    cuisine: 'mediterranean',
    difficulty: 'medium',
    cookTime: 45,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'chickpeas', amount: '800', unit: 'g' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'yellow onion', amount: '1/2', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'chickpea flour', amount: '40', unit: 'g' },
      { name: 'baking powder', amount: '1', unit: 'tsp' },
      { name: 'cumin', amount: '2', unit: 'tsp' },
      { name: 'coriander', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'tahini', amount: '4', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'water', amount: '4', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200 °C (400 °F). Drain the chickpeas and dry them well on a towel; dry chickpeas make crisp falafel.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Pulse the herbs, onion and garlic in a food processor, then add the chickpeas, spices and salt and pulse until finely chopped and holding together when squeezed, but not a paste.',
        duration: 4,
      },
      {
        step: 3,
        instruction: 'Mix in the chickpea flour and baking powder and shape into 20 small patties.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Brush a tray with half the oil, arrange the patties and brush their tops with the rest. Bake for 12 minutes, flip, and bake until crisp and golden. Meanwhile whisk the tahini, lemon juice and water into a drizzling sauce.',
        duration: 22,
      },
      {
        step: 5,
        instruction: 'Serve warm with the tahini sauce.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-roasted-vegetable-couscous',
    name: 'Roasted Vegetable Couscous',
    description:
      'Fluffy couscous tossed with smoky roasted vegetables, chickpeas, lemon and parsley. Just as good the next day.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['vegan', 'vegetarian', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'couscous', amount: '250', unit: 'g' },
      { name: 'zucchini', amount: '1', unit: 'piece' },
      { name: 'red bell pepper', amount: '1', unit: 'piece' },
      { name: 'red onion', amount: '1', unit: 'piece' },
      { name: 'chickpeas', amount: '400', unit: 'g' },
      { name: 'vegetable broth', amount: '300', unit: 'ml' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'smoked paprika', amount: '1', unit: 'tsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220 °C (425 °F). Cut the zucchini, pepper and onion into 2 cm pieces and toss them with the drained chickpeas, 3 tbsp oil, the spices and salt.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Roast on a large tray, stirring once, until the vegetables are soft and charred at the edges. While they roast, pour the hot broth and remaining oil over the couscous, cover and leave for 5 minutes.',
        duration: 25,
      },
      {
        step: 3,
        instruction:
          'Fluff the couscous with a fork and fold in the vegetables, lemon zest and juice, and chopped parsley. Serve warm or at room temperature.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-honey-walnut-yogurt-bowl',
    name: 'Honey Walnut Yogurt Bowl',
    description:
      'Thick yogurt with toasted walnuts, fresh strawberries and a ribbon of honey. Breakfast in five minutes.',
    cuisine: 'mediterranean',
    difficulty: 'easy',
    cookTime: 5,
    servings: 2,
    rating: 4.5,
    dietaryTags: ['vegetarian', 'gluten-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'greek yogurt', amount: '400', unit: 'g' },
      { name: 'strawberries', amount: '150', unit: 'g' },
      { name: 'walnuts', amount: '40', unit: 'g' },
      { name: 'honey', amount: '2', unit: 'tbsp' },
      { name: 'cinnamon', amount: '1', unit: 'pinch' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Toast the walnuts in a dry pan over medium heat, shaking often, until fragrant, then chop them roughly.',
        duration: 3,
      },
      {
        step: 2,
        instruction: 'Hull and slice the strawberries.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'Spoon the yogurt into bowls, top with the strawberries and walnuts, drizzle with honey and dust with cinnamon.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-layered-moussaka',
    name: 'Layered Moussaka',
    description:
      'Roasted eggplant and potato layered with cinnamon-scented lamb and a thick, golden béchamel crown.',
    cuisine: 'mediterranean',
    difficulty: 'hard',
    cookTime: 143,
    servings: 6,
    rating: 4.8,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'eggplant', amount: '3', unit: 'piece' },
      { name: 'ground lamb', amount: '600', unit: 'g' },
      { name: 'potato', amount: '2', unit: 'piece' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'dry red wine', amount: '120', unit: 'ml' },
      { name: 'olive oil', amount: '6', unit: 'tbsp' },
      { name: 'cinnamon', amount: '1/2', unit: 'tsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'butter', amount: '60', unit: 'g' },
      { name: 'all-purpose flour', amount: '60', unit: 'g' },
      { name: 'milk', amount: '600', unit: 'ml' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'parmesan', amount: '60', unit: 'g' },
      { name: 'nutmeg', amount: '1', unit: 'pinch' },
      { name: 'salt', amount: '2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200 °C (400 °F). Slice the eggplants and potatoes 1 cm thick, toss with the oil and a little salt, and roast on two trays until soft and golden.',
        duration: 30,
      },
      {
        step: 2,
        instruction:
          'Brown the lamb with the chopped onion in a large pan. Add the garlic, wine, tomatoes, cinnamon, oregano, salt and pepper and simmer until thick.',
        duration: 30,
      },
      {
        step: 3,
        instruction:
          'For the béchamel, melt the butter, stir in the flour for 1 minute, then whisk in the milk gradually and simmer until as thick as custard. Off the heat, beat in the eggs, half the parmesan and the nutmeg.',
        duration: 10,
      },
      {
        step: 4,
        instruction:
          'In a deep baking dish, layer the potatoes, half the eggplant, the meat sauce and the rest of the eggplant. Pour over the béchamel and sprinkle with the remaining cheese.',
        duration: 8,
      },
      {
        step: 5,
        instruction:
          'Lower the oven to 180 °C (350 °F) and bake until the top is deep golden and puffed.',
        duration: 45,
      },
      {
        step: 6,
        instruction: 'Rest before cutting so it slices neatly.',
        duration: 20,
      },
    ],
  },
];
