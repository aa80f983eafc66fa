import type { SeedRecipe } from './seed-recipe';

/** Everyday seafood dishes, written for the pantries households really keep (issue 26). */
export const EVERYDAY_SEAFOOD_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-tuna-nicoise-salad-jammy-eggs',
    name: 'Tuna Niçoise Salad with Jammy Eggs',
    description:
      'A generous French-style salad plate of tuna, warm potatoes, green beans, tomatoes and soft-centred eggs under a sharp mustard-lemon dressing.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 35,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['gluten-free', 'dairy-free', 'lunch'],
    ingredients: [
      { name: 'tuna', amount: '300', unit: 'g' },
      { name: 'potato', amount: '400', unit: 'g' },
      { name: 'green beans', amount: '200', unit: 'g' },
      { name: 'egg', amount: '4', unit: 'piece' },
      { name: 'lettuce', amount: '1', unit: 'head' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'olives', amount: '1/2', unit: 'cup' },
      { name: 'olive oil', amount: '4', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'dijon mustard', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the potatoes into bite-sized chunks (halve small waxy ones), cover with cold salted water and bring to a boil.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Simmer the potatoes until just tender. Lower in the eggs for the last 7 minutes and add the trimmed green beans for the last 3.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Lift the eggs into a bowl of cold water. Drain the potatoes and beans and, while still warm, toss them with a spoonful of the dressing: whisk the lemon juice, mustard, salt and pepper, then the olive oil.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Tear the lettuce onto a platter, cut the tomatoes into wedges, peel and halve the eggs and drain the tinned tuna.',
        duration: 7,
      },
      {
        step: 5,
        instruction:
          'Arrange the potatoes, beans, tomatoes, eggs, olives and large flakes of tuna over the lettuce and spoon over the rest of the dressing.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-lemony-tuna-chickpea-salad',
    name: 'Lemony Tuna Chickpea Salad',
    description:
      'Tinned tuna and chickpeas tossed with crunchy celery, red onion, parsley and a lemony dressing. A protein-packed lunch straight from the cupboard.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 13,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['gluten-free', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'tuna', amount: '300', unit: 'g' },
      { name: 'chickpeas', amount: '400', unit: 'g' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'red onion', amount: '1/2', unit: 'piece' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Drain and rinse the chickpeas and shake them dry. Drain the tinned tuna.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Slice the celery thinly, chop the red onion finely and roughly chop the parsley.',
        duration: 6,
      },
      {
        step: 3,
        instruction:
          'In a large bowl, whisk the zest and juice of the lemon with the olive oil, salt and pepper.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Add the chickpeas and vegetables, toss, then fold in the tuna in large flakes. Eat now or pack it for lunch; it keeps a day in the fridge.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-pantry-tuna-tomato-spaghetti',
    name: 'Pantry Tuna and Tomato Spaghetti',
    description:
      'Garlicky tomato sauce with flakes of tuna and a hint of chili, tossed through spaghetti. The dinner you can make when the fridge is empty.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'spaghetti', amount: '400', unit: 'g' },
      { name: 'tuna', amount: '300', unit: 'g' },
      { name: 'crushed tomatoes', amount: '400', unit: 'g' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'red pepper flakes', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Bring a large pot of water to a boil and salt it generously.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Cook the spaghetti until al dente. Meanwhile warm the oil with the sliced garlic and pepper flakes in a wide pan over medium-low heat until the garlic is pale gold, then add the tomatoes and a pinch of salt and simmer while the pasta cooks.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Drain the tuna (tuna packed in olive oil is best) and stir it into the sauce in chunks just to warm through.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Drain the pasta, keeping a little of its water, and toss it in the sauce with a splash of the water until glossy.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-creamy-tuna-pea-pasta-bake',
    name: 'Creamy Tuna and Pea Pasta Bake',
    description:
      'Pasta, tuna and sweet peas folded into a cheddar sauce and baked until golden and bubbling. Family comfort food from the cupboard and freezer.',
    cuisine: 'seafood',
    difficulty: 'medium',
    cookTime: 50,
    servings: 6,
    rating: 4.5,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'pasta', amount: '400', unit: 'g' },
      { name: 'tuna', amount: '300', unit: 'g' },
      { name: 'peas', amount: '1', unit: 'cup' },
      { name: 'onion', amount: '1/2', unit: 'piece' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'flour', amount: '3', unit: 'tbsp' },
      { name: 'milk', amount: '750', unit: 'ml' },
      { name: 'cheddar', amount: '150', unit: 'g' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C (400°F) and bring a large pot of salted water to a boil.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cook the short pasta for 2 minutes less than the packet says, tipping in the peas for the last minute. Drain.',
        duration: 9,
      },
      {
        step: 3,
        instruction:
          'Meanwhile melt the butter in a saucepan and soften the finely chopped onion. Stir in the flour for a minute, then whisk in the milk a little at a time and simmer, stirring, until smooth and thick enough to coat a spoon.',
        duration: 9,
      },
      {
        step: 4,
        instruction:
          'Off the heat, stir in two thirds of the grated cheddar with the remaining salt and the pepper. Fold in the pasta, peas and drained, flaked tuna.',
        duration: 3,
      },
      {
        step: 5,
        instruction:
          'Tip into a baking dish, scatter over the rest of the cheese and bake until golden and bubbling at the edges.',
        duration: 20,
      },
      {
        step: 6,
        instruction: 'Let it settle for a few minutes before serving.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-golden-salmon-patties',
    name: 'Golden Salmon Patties',
    description:
      'Crisp-edged patties of tinned salmon, onion and lemon, pan-fried until golden. An old-fashioned favourite that turns one can into dinner.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'salmon', amount: '400', unit: 'g' },
      { name: 'egg', amount: '1', unit: 'piece' },
      { name: 'breadcrumbs', amount: '1/2', unit: 'cup' },
      { name: 'onion', amount: '1/4', unit: 'piece' },
      { name: 'mayonnaise', amount: '2', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Drain the tinned salmon, pick out the skin and any large bones (the small soft ones can be mashed in) and flake it into a bowl.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Add the egg, breadcrumbs, very finely chopped onion, mayonnaise, the zest of the lemon and the pepper, and mix gently with a fork until it holds together.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'With damp hands, shape 8 patties about 2 cm thick. If they feel soft, chill them for a few minutes.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Heat the oil in a large skillet over medium heat and fry the patties for 3 to 4 minutes a side, turning once carefully, until crisp and golden.',
        duration: 8,
      },
      {
        step: 5,
        instruction: 'Drain briefly on paper towel and serve with the lemon cut into wedges.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-chili-lime-shrimp-tacos',
    name: 'Chili-Lime Shrimp Tacos',
    description:
      'Quick-seared chili and lime shrimp in warm corn tortillas with crunchy cabbage and a tangy lime crema. Ready faster than a takeaway.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 20,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dinner'],
    ingredients: [
      { name: 'shrimp', amount: '500', unit: 'g' },
      { name: 'corn tortilla', amount: '8', unit: 'piece' },
      { name: 'cabbage', amount: '200', unit: 'g' },
      { name: 'lime', amount: '2', unit: 'piece' },
      { name: 'sour cream', amount: '1/2', unit: 'cup' },
      { name: 'chili powder', amount: '2', unit: 'tsp' },
      { name: 'cumin', amount: '1/2', unit: 'tsp' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'If the peeled shrimp are frozen, thaw them in a bowl under cold running water, then pat them very dry.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Shred the cabbage finely and toss with the juice of half a lime and a pinch of salt. Stir the juice of another half lime into the sour cream.',
        duration: 4,
      },
      {
        step: 3,
        instruction: 'Toss the shrimp with the chili powder, cumin, oil and remaining salt.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Sear the shrimp in a very hot skillet in a single layer for 1 to 2 minutes a side, just until pink and curled. Squeeze over a little lime.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Warm the tortillas in the hot pan for about 30 seconds a side and keep them wrapped in a towel.',
        duration: 3,
      },
      {
        step: 6,
        instruction:
          'Fill each tortilla with cabbage and shrimp, drizzle with lime crema and serve with the last lime in wedges.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-lemon-garlic-shrimp-spaghetti',
    name: 'Lemon Garlic Shrimp Spaghetti',
    description:
      'Juicy shrimp and spaghetti tossed in a silky garlic butter sauce with lemon, chili and parsley. Restaurant flavour in twenty-five minutes.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'spaghetti', amount: '400', unit: 'g' },
      { name: 'shrimp', amount: '450', unit: 'g' },
      { name: 'garlic', amount: '5', unit: 'clove' },
      { name: 'butter', amount: '4', unit: 'tbsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'red pepper flakes', amount: '1/4', unit: 'tsp' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
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
          'Cook the spaghetti until al dente, and scoop out a mug of the cooking water before draining.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'While it cooks, pat the peeled shrimp dry, season with a pinch of salt and sear in the oil in a large pan over high heat for about a minute a side until just pink. Lift them out.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Lower the heat, add the butter, sliced garlic and pepper flakes and cook gently until fragrant, then add the zest and juice of the lemon.',
        duration: 2,
      },
      {
        step: 5,
        instruction:
          'Add the drained spaghetti, the shrimp and a good splash of the pasta water and toss until the sauce turns glossy and clings. Finish with chopped parsley.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-cajun-spiced-shrimp-pepper-skillet',
    name: 'Cajun-Spiced Shrimp and Pepper Skillet',
    description:
      'Shrimp in a smoky, peppery spice rub seared with sweet peppers and onion in one pan. Fast, fiery and low in carbs.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 15,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner', 'quick'],
    ingredients: [
      { name: 'shrimp', amount: '600', unit: 'g' },
      { name: 'bell pepper', amount: '2', unit: 'piece' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'paprika', amount: '2', unit: 'tsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'cayenne', amount: '1/4', unit: 'tsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Slice the peppers and onion into strips and mince the garlic. Pat the peeled shrimp dry and toss with the paprika, oregano, cayenne, salt and 1 tablespoon of oil.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Heat the remaining oil in a large skillet over high heat and cook the peppers and onion, tossing, until tender-crisp and charred in spots.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Push the vegetables to the side, add the shrimp and garlic and cook, turning once, until the shrimp are pink and just cooked through.',
        duration: 4,
      },
      {
        step: 4,
        instruction:
          'Squeeze over the lemon, toss everything together and serve straight away, over rice for those not counting carbs.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-sheet-pan-lemon-salmon-potatoes',
    name: 'Sheet-Pan Lemon Salmon with Potatoes and Broccoli',
    description:
      'Crisp roast potatoes, charred broccoli and lemon-garlic salmon fillets, all cooked on a single tray. A complete dinner with one pan to wash.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 45,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'salmon fillet', amount: '4', unit: 'piece' },
      { name: 'potato', amount: '600', unit: 'g' },
      { name: 'broccoli', amount: '1', unit: 'head' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C (425°F). Halve or quarter the potatoes into bite-sized pieces and toss on a large sheet pan with half the oil and half the salt.',
        duration: 6,
      },
      {
        step: 2,
        instruction: 'Roast the potatoes until they begin to brown.',
        duration: 20,
      },
      {
        step: 3,
        instruction:
          'Meanwhile cut the broccoli into florets and toss with most of the remaining oil and a pinch of salt. Mix the grated garlic, lemon zest, the last of the oil, salt and pepper, and rub it over the tops of the salmon fillets.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Turn the potatoes, push them to the edges and add the broccoli and salmon, skin-side down. Roast until the salmon flakes easily and the broccoli is charred at the tips.',
        duration: 12,
      },
      {
        step: 5,
        instruction: 'Squeeze the lemon juice over everything and serve from the tray.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-sticky-honey-soy-salmon-fillets',
    name: 'Sticky Honey-Soy Salmon Fillets',
    description:
      'Salmon seared until golden, then glazed in a bubbling honey, soy and garlic sauce. Twelve minutes to a glossy, sweet-salty dinner.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 12,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['dairy-free', 'dinner', 'quick'],
    ingredients: [
      { name: 'salmon fillet', amount: '4', unit: 'piece' },
      { name: 'honey', amount: '3', unit: 'tbsp' },
      { name: 'soy sauce', amount: '3', unit: 'tbsp' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'vegetable oil', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Whisk the honey, soy sauce, grated garlic and the lemon juice in a small bowl. Pat the salmon dry and season with the pepper.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a large non-stick skillet over medium-high heat and lay the salmon in flesh-side down. Cook without moving until golden.',
        duration: 4,
      },
      {
        step: 3,
        instruction: 'Turn the fillets onto their skin side and cook a little longer.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Lower the heat, pour in the sauce and let it bubble, spooning it over the salmon, until thick, sticky and the fish is just cooked in the centre. Watch it: honey burns quickly.',
        duration: 3,
      },
      {
        step: 5,
        instruction: 'Serve with rice and a green vegetable, with the glaze spooned over.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-lemon-butter-baked-white-fish',
    name: 'Lemon Butter Baked White Fish',
    description:
      'Tender white fish fillets baked in a pool of garlicky lemon butter until they flake at a touch. Simple, light and on the table in under half an hour.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['keto', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'white fish fillet', amount: '4', unit: 'piece' },
      { name: 'butter', amount: '4', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'paprika', amount: '1/2', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200°C (400°F). Pat the cod, haddock or other white fish fillets dry, lay them in a buttered baking dish and season with the salt and pepper.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Melt the butter in a small pan with the grated garlic, then stir in the zest and juice of the lemon.',
        duration: 3,
      },
      {
        step: 3,
        instruction: 'Pour the lemon butter over the fish and dust the tops with paprika.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Bake until the fish is opaque all the way through and flakes easily with a fork; thin fillets need less time, thick ones a little more.',
        duration: 15,
      },
      {
        step: 5,
        instruction:
          'Spoon the buttery juices from the dish over the fish and serve with rice, potatoes or green vegetables.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-crispy-oven-fish-fingers',
    name: 'Crispy Oven Fish Fingers',
    description:
      'Strips of flaky white fish in a golden, crunchy crumb, baked rather than fried. Kids love them and grown-ups quietly steal them.',
    cuisine: 'seafood',
    difficulty: 'medium',
    cookTime: 30,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['dairy-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'white fish', amount: '600', unit: 'g' },
      { name: 'flour', amount: '40', unit: 'g' },
      { name: 'egg', amount: '2', unit: 'piece' },
      { name: 'breadcrumbs', amount: '1 1/2', unit: 'cup' },
      { name: 'paprika', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '3', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 220°C (425°F). Toss the breadcrumbs (panko gives the most crunch) with the oil and paprika on a baking tray and toast them in the oven, stirring once, until pale gold.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Cut the skinless fish into fingers about 2 cm wide, pat them dry and season with the salt.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Set out three shallow dishes: the flour, the beaten eggs and the toasted crumbs. Coat each finger in flour, then egg, then press into the crumbs, and lay them on a lightly oiled tray.',
        duration: 8,
      },
      {
        step: 4,
        instruction:
          'Bake without turning until the crumb is crisp and the fish is just cooked and flakes when pressed.',
        duration: 11,
      },
      {
        step: 5,
        instruction: 'Serve hot with lemon wedges, and peas or a salad on the side.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-creamy-fish-chowder-bacon',
    name: 'Creamy Fish Chowder with Bacon',
    description:
      'Chunks of white fish and potato in a milky, smoky broth with bacon, onion and celery. A warming bowl that needs no cream and no flour.',
    cuisine: 'seafood',
    difficulty: 'medium',
    cookTime: 45,
    servings: 6,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'white fish', amount: '500', unit: 'g' },
      { name: 'potato', amount: '500', unit: 'g' },
      { name: 'onion', amount: '1', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'bacon', amount: '4', unit: 'slice' },
      { name: 'milk', amount: '3', unit: 'cup' },
      { name: 'water', amount: '2', unit: 'cup' },
      { name: 'bay leaf', amount: '1', unit: 'leaf' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Chop the bacon, onion and celery. Peel the potatoes and cut them into 1.5 cm cubes, and cut the fish into 3 cm chunks.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cook the bacon in a large pot over medium heat until crisp. Lift half of it out for the topping.',
        duration: 6,
      },
      {
        step: 3,
        instruction: 'Soften the onion and celery in the bacon fat without letting them brown.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Add the potatoes, water, bay leaf and salt, cover and simmer until the potatoes are tender. Crush a few cubes against the side of the pot to thicken the broth.',
        duration: 15,
      },
      {
        step: 5,
        instruction:
          'Pour in the milk and heat until steaming but not boiling (boiling can split it). Add the fish and poach gently until it is opaque and just flakes.',
        duration: 8,
      },
      {
        step: 6,
        instruction:
          'Remove the bay leaf, season with the pepper and more salt if needed, and serve topped with the reserved bacon.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-beer-battered-fish-and-chips',
    name: 'Beer-Battered Fish and Chips',
    description:
      'Flaky white fish in a light, shatteringly crisp beer batter with twice-fried chips. The chip-shop classic, made properly at home.',
    cuisine: 'seafood',
    difficulty: 'hard',
    cookTime: 60,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['dairy-free', 'dinner'],
    ingredients: [
      { name: 'white fish fillet', amount: '4', unit: 'piece' },
      { name: 'potato', amount: '1', unit: 'kg' },
      { name: 'flour', amount: '200', unit: 'g' },
      { name: 'beer', amount: '330', unit: 'ml' },
      { name: 'baking powder', amount: '1', unit: 'tsp' },
      { name: 'vegetable oil', amount: '2', unit: 'l' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Peel the floury potatoes and cut them into 1 cm thick chips. Rinse in cold water to remove the surface starch and dry them thoroughly on a towel.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Heat the oil to 160°C (320°F) in a large, heavy, deep pot, filling it no more than a third full. Use a thermometer and never leave hot oil unattended.',
        duration: 10,
      },
      {
        step: 3,
        instruction:
          'Fry the chips in batches until soft but still pale. Drain them on a rack lined with paper towel.',
        duration: 12,
      },
      {
        step: 4,
        instruction:
          'Raise the oil to 190°C (375°F). Whisk 150 g of the flour with the baking powder and 1 teaspoon of salt, then whisk in the ice-cold beer just until the batter is smooth and as thick as cream.',
        duration: 5,
      },
      {
        step: 5,
        instruction:
          'Pat the fish dry, dust it in the remaining flour, dip it in the batter and let the excess drip off. Lower each piece into the oil away from you and fry two at a time, turning once, until deep golden and crisp. Drain on the rack and keep warm in a low oven.',
        duration: 12,
      },
      {
        step: 6,
        instruction:
          'Fry the chips a second time, in batches, until crisp and golden. Drain and toss with the remaining salt.',
        duration: 10,
      },
      {
        step: 7,
        instruction: 'Serve the fish and chips at once with lemon wedges.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-pan-seared-paprika-fish-fillets',
    name: 'Pan-Seared Paprika Fish Fillets',
    description:
      'Thin white fish fillets rubbed with paprika, garlic and oregano and seared until golden outside and moist within. Dinner in twelve minutes.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 12,
    servings: 4,
    rating: 4.4,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'lunch', 'dinner', 'quick'],
    ingredients: [
      { name: 'white fish fillet', amount: '4', unit: 'piece' },
      { name: 'paprika', amount: '2', unit: 'tsp' },
      { name: 'garlic powder', amount: '1', unit: 'tsp' },
      { name: 'oregano', amount: '1/2', unit: 'tsp' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '3/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Pat the tilapia or other thin white fish fillets very dry. Mix the paprika, garlic powder, oregano, salt and pepper and sprinkle it over both sides.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a large non-stick skillet over medium-high heat until it shimmers.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Lay in the fillets and leave them undisturbed until the underside is golden and they release easily.',
        duration: 3,
      },
      {
        step: 4,
        instruction:
          'Turn them carefully with a thin spatula and cook until the fish is opaque and flakes in the thickest part.',
        duration: 3,
      },
      {
        step: 5,
        instruction: 'Squeeze lemon over the fish and serve straight from the pan.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-smoked-salmon-scrambled-eggs',
    name: 'Smoked Salmon Scrambled Eggs',
    description:
      'Slow-stirred, custardy scrambled eggs folded with ribbons of smoked salmon and chives. A ten-minute breakfast that feels like a treat.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 10,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['keto', 'gluten-free', 'breakfast', 'quick'],
    ingredients: [
      { name: 'egg', amount: '5', unit: 'piece' },
      { name: 'smoked salmon', amount: '100', unit: 'g' },
      { name: 'butter', amount: '1', unit: 'tbsp' },
      { name: 'chives', amount: '1', unit: 'tbsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Beat the eggs with the pepper (the salmon brings the salt). Tear the salmon into strips and snip the chives.',
        duration: 3,
      },
      {
        step: 2,
        instruction:
          'Melt the butter in a non-stick pan over low heat, pour in the eggs and stir slowly and constantly with a spatula until they form soft, creamy curds. Take the pan off the heat while they still look slightly wet.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Fold in the salmon and most of the chives; the heat of the eggs warms it just enough.',
        duration: 1,
      },
      {
        step: 4,
        instruction:
          'Serve at once, scattered with the remaining chives, on buttered toast if you are not keeping it low-carb.',
        duration: 1,
      },
    ],
  },
  {
    id: 'seed-shrimp-cheddar-grits-bacon',
    name: 'Shrimp and Cheddar Grits with Bacon',
    description:
      'Creamy cheddar grits topped with garlicky, lemony shrimp seared in bacon fat. The Southern favourite for a lazy brunch or a cosy dinner.',
    cuisine: 'seafood',
    difficulty: 'medium',
    cookTime: 35,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['gluten-free', 'breakfast', 'dinner'],
    ingredients: [
      { name: 'grits', amount: '1', unit: 'cup' },
      { name: 'shrimp', amount: '450', unit: 'g' },
      { name: 'bacon', amount: '4', unit: 'slice' },
      { name: 'cheddar', amount: '100', unit: 'g' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'milk', amount: '1', unit: 'cup' },
      { name: 'water', amount: '3', unit: 'cup' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'green onion', amount: '3', unit: 'piece' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Bring the water, milk and salt to a boil in a heavy saucepan. Whisk in the grits in a slow stream, then cook over low heat, stirring often so they do not stick, until thick and creamy.',
        duration: 20,
      },
      {
        step: 2,
        instruction:
          'Meanwhile fry the bacon in a skillet until crisp, then crumble it. Keep the fat in the pan.',
        duration: 7,
      },
      {
        step: 3,
        instruction:
          'Stir the butter and grated cheddar into the grits, cover and keep warm over the lowest heat.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Sear the patted-dry shrimp in the hot bacon fat for about a minute a side, add the minced garlic and sliced green onions for 30 seconds, then squeeze in the lemon juice.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Spoon the grits into bowls and top with the shrimp, their pan juices and the crumbled bacon.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-classic-tuna-pasta-salad',
    name: 'Classic Tuna Pasta Salad',
    description:
      'Pasta shells, tuna, peas and crunchy celery in a creamy lemon mayo dressing. The potluck and lunchbox staple that tastes even better the next day.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 25,
    servings: 6,
    rating: 4.3,
    dietaryTags: ['dairy-free', 'lunch'],
    ingredients: [
      { name: 'pasta', amount: '300', unit: 'g' },
      { name: 'tuna', amount: '300', unit: 'g' },
      { name: 'peas', amount: '1', unit: 'cup' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'red onion', amount: '1/4', unit: 'piece' },
      { name: 'mayonnaise', amount: '3/4', unit: 'cup' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Bring a large pot of salted water to a boil.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Cook the small pasta shapes (shells, elbows or fusilli) until just tender, adding the peas for the last minute.',
        duration: 9,
      },
      {
        step: 3,
        instruction:
          'Drain, rinse under cold water until cool and drain again very well so the dressing is not watered down.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Meanwhile dice the celery and red onion finely and stir the mayonnaise with the lemon juice, a little zest, salt and pepper.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Fold the pasta, peas, vegetables and drained, flaked tuna into the dressing. Serve now or chill; loosen with a squeeze of lemon if it thickens.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-salmon-rice-bowls-spicy-mayo',
    name: 'Salmon Rice Bowls with Spicy Mayo',
    description:
      'Warm rice topped with soy-seasoned salmon, cucumber, avocado and a drizzle of sriracha mayo. A fast, fresh lunch from leftover rice and a tin of salmon.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 12,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'salmon', amount: '200', unit: 'g' },
      { name: 'rice', amount: '2', unit: 'cup' },
      { name: 'soy sauce', amount: '1', unit: 'tbsp' },
      { name: 'mayonnaise', amount: '2', unit: 'tbsp' },
      { name: 'sriracha', amount: '1', unit: 'tsp' },
      { name: 'cucumber', amount: '1/2', unit: 'piece' },
      { name: 'avocado', amount: '1', unit: 'piece' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Flake the drained tinned salmon (or leftover cooked salmon) into a bowl, removing any skin, and mix it with the soy sauce.',
        duration: 2,
      },
      {
        step: 2,
        instruction:
          'Reheat the leftover cooked rice, covered, with a splash of water in the microwave until steaming.',
        duration: 3,
      },
      {
        step: 3,
        instruction: 'Slice the cucumber and avocado.',
        duration: 4,
      },
      {
        step: 4,
        instruction: 'Stir the mayonnaise and sriracha together.',
        duration: 1,
      },
      {
        step: 5,
        instruction:
          'Divide the rice between two bowls, top with the salmon, cucumber and avocado, and drizzle with the spicy mayo.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-tuna-stuffed-avocados',
    name: 'Tuna-Stuffed Avocados',
    description:
      'Creamy avocado halves heaped with a crunchy lemon-mustard tuna salad. A no-cook lunch that is filling, fresh and low in carbs.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 10,
    servings: 2,
    rating: 4.3,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'avocado', amount: '2', unit: 'piece' },
      { name: 'tuna', amount: '160', unit: 'g' },
      { name: 'celery', amount: '1', unit: 'stalk' },
      { name: 'red onion', amount: '1/4', unit: 'piece' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'dijon mustard', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Drain the tinned tuna well. Chop the celery and red onion very finely.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Mix the tuna, celery and onion with the juice of half the lemon, the olive oil, mustard, salt and pepper.',
        duration: 2,
      },
      {
        step: 3,
        instruction:
          'Halve the avocados, remove the stones and squeeze the remaining lemon over the cut sides so they stay green.',
        duration: 2,
      },
      {
        step: 4,
        instruction:
          'Pile the tuna salad into and over the hollows, grind over a little more pepper and serve.',
        duration: 2,
      },
    ],
  },
];
