import type { SeedRecipe } from './seed-recipe';

export const SEAFOOD_RECIPES: readonly SeedRecipe[] = [
  {
    id: 'seed-garlic-butter-shrimp',
    name: 'Garlic Butter Shrimp',
    description:
      'Plump shrimp seared fast and tossed in sizzling garlic butter with lemon and parsley. Dinner in twelve minutes.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 12,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['keto', 'gluten-free', 'dinner', 'quick'],
    ingredients: [
      { name: 'shrimp', amount: '500', unit: 'g' },
      { name: 'butter', amount: '3', unit: 'tbsp' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'parsley', amount: '2', unit: 'tbsp' },
      { name: 'red pepper flakes', amount: '1/4', unit: 'tsp' },
      { name: 'salt', amount: '1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Pat the peeled shrimp dry and season with salt and pepper. Mince the garlic and chop the parsley.',
        duration: 4,
      },
      {
        step: 2,
        instruction:
          'Heat the oil and 1 tbsp butter in a large skillet over medium-high heat. Add the shrimp in one layer and cook 1 to 2 minutes a side until pink and just opaque; they curl into a loose C when done (a tight O means overcooked). Move them to a plate.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Lower the heat, add the remaining butter, the garlic and the pepper flakes and cook until fragrant, then squeeze in the lemon.',
        duration: 2,
      },
      {
        step: 4,
        instruction: 'Return the shrimp, toss them in the sauce with the parsley and serve.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-crispy-salmon-salsa-verde',
    name: 'Crispy Salmon with Salsa Verde',
    description:
      'Salmon with shatteringly crisp skin and a punchy, herby green sauce of parsley, capers and lemon.',
    cuisine: 'seafood',
    difficulty: 'medium',
    cookTime: 20,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'salmon fillet', amount: '4', unit: 'piece' },
      { name: 'parsley', amount: '1', unit: 'bunch' },
      { name: 'basil', amount: '1', unit: 'handful' },
      { name: 'capers', amount: '1', unit: 'tbsp' },
      { name: 'anchovy fillet', amount: '2', unit: 'piece' },
      { name: 'garlic', amount: '1', unit: 'clove' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'dijon mustard', amount: '1', unit: 'tsp' },
      { name: 'olive oil', amount: '6', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Finely chop the parsley, basil, capers, anchovies and garlic together. Stir in the lemon zest and juice, the mustard and 5 tbsp oil, and season.',
        duration: 8,
      },
      {
        step: 2,
        instruction:
          'Pat the salmon very dry, since dry skin crisps, and season it with salt and pepper.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'Heat the remaining oil in a skillet over medium-high heat. Lay the salmon in skin side down, pressing for 10 seconds so it stays flat, and cook without moving until the skin is crisp and the flesh is opaque two thirds of the way up.',
        duration: 6,
      },
      {
        step: 4,
        instruction:
          'Flip and cook briefly, until the centre is just translucent (about 50 °C for medium).',
        duration: 2,
      },
      {
        step: 5,
        instruction: 'Rest for 2 minutes and serve skin side up with the salsa verde alongside.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-blackened-fish-tacos',
    name: 'Blackened Fish Tacos with Chipotle Crema',
    description:
      'Spice-crusted cod flaked into warm corn tortillas with crunchy lime slaw and a smoky, creamy sauce.',
    cuisine: 'seafood',
    difficulty: 'medium',
    cookTime: 25,
    servings: 4,
    rating: 4.7,
    dietaryTags: ['gluten-free', 'lunch', 'dinner'],
    ingredients: [
      { name: 'cod fillet', amount: '500', unit: 'g' },
      { name: 'corn tortilla', amount: '8', unit: 'piece' },
      { name: 'red cabbage', amount: '150', unit: 'g' },
      { name: 'avocado', amount: '1', unit: 'piece' },
      { name: 'lime', amount: '2', unit: 'piece' },
      { name: 'sour cream', amount: '120', unit: 'ml' },
      { name: 'chipotle in adobo', amount: '1', unit: 'piece' },
      { name: 'cilantro', amount: '1', unit: 'handful' },
      { name: 'chili powder', amount: '1', unit: 'tsp' },
      { name: 'cumin', amount: '1', unit: 'tsp' },
      { name: 'garlic powder', amount: '1/2', unit: 'tsp' },
      { name: 'vegetable oil', amount: '2', unit: 'tbsp' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Finely shred the cabbage and toss it with the juice of one lime and a pinch of salt. Mash the sour cream with the chopped chipotle and a squeeze of lime.',
        duration: 6,
      },
      {
        step: 2,
        instruction:
          'Pat the fish dry and rub both sides with the chili powder, cumin, garlic powder and the rest of the salt.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Sear the fish in the hot oil in a skillet over medium-high heat, 3 to 4 minutes a side, until blackened and flaking easily with a fork.',
        duration: 8,
      },
      {
        step: 4,
        instruction: 'Warm the tortillas in a dry pan until soft and pliable.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Flake the fish into large pieces and fill the tortillas with fish, slaw, avocado, crema and cilantro.',
        duration: 4,
      },
    ],
  },
  {
    id: 'seed-seafood-paella',
    name: 'Seafood Paella',
    description:
      'Saffron rice cooked in one wide pan with shrimp, mussels and squid, finished with the prized crispy crust underneath.',
    cuisine: 'seafood',
    difficulty: 'hard',
    cookTime: 60,
    servings: 6,
    rating: 4.8,
    dietaryTags: ['gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'short-grain rice', amount: '400', unit: 'g' },
      { name: 'shrimp', amount: '400', unit: 'g' },
      { name: 'mussels', amount: '500', unit: 'g' },
      { name: 'squid', amount: '250', unit: 'g' },
      { name: 'fish stock', amount: '1.2', unit: 'l' },
      { name: 'saffron', amount: '1', unit: 'pinch' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'red bell pepper', amount: '1', unit: 'piece' },
      { name: 'tomato', amount: '2', unit: 'piece' },
      { name: 'garlic', amount: '4', unit: 'clove' },
      { name: 'green peas', amount: '100', unit: 'g' },
      { name: 'smoked paprika', amount: '2', unit: 'tsp' },
      { name: 'olive oil', amount: '5', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Warm the stock with the saffron. Scrub the mussels, discarding any that stay open when tapped. Cut the squid into rings, grate the tomatoes and chop the onion, pepper and garlic.',
        duration: 14,
      },
      {
        step: 2,
        instruction:
          'Heat the oil in a wide paella pan. Sear the shrimp for a minute a side and remove them, then cook the squid for 2 minutes and remove it.',
        duration: 5,
      },
      {
        step: 3,
        instruction:
          'Cook the onion and pepper until soft, then add the garlic, paprika and tomato and cook until jammy.',
        duration: 13,
      },
      {
        step: 4,
        instruction:
          'Stir in the rice for a minute to coat it, then pour in the hot stock and salt, spread the rice evenly and do not stir again. Simmer briskly.',
        duration: 11,
      },
      {
        step: 5,
        instruction:
          'Nestle in the mussels hinge down, the squid and the peas, lower the heat and simmer, laying the shrimp on top for the last 3 minutes, until the rice is tender and the liquid is gone.',
        duration: 10,
      },
      {
        step: 6,
        instruction:
          'Turn the heat up high until you hear crackling: that is the crispy crust forming underneath. Stop before it smells burnt.',
        duration: 2,
      },
      {
        step: 7,
        instruction:
          'Cover with a clean towel and rest. Discard any mussels that stayed closed and serve with lemon wedges and parsley.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-new-england-clam-chowder',
    name: 'New England Clam Chowder',
    description:
      'A creamy, bacon-scented chowder with tender potatoes and sweet clams. Pure comfort on a cold day.',
    cuisine: 'seafood',
    difficulty: 'medium',
    cookTime: 50,
    servings: 4,
    rating: 4.6,
    dietaryTags: ['lunch'],
    ingredients: [
      { name: 'clams', amount: '500', unit: 'g' },
      { name: 'clam juice', amount: '240', unit: 'ml' },
      { name: 'potato', amount: '500', unit: 'g' },
      { name: 'bacon', amount: '4', unit: 'slice' },
      { name: 'yellow onion', amount: '1', unit: 'piece' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'butter', amount: '2', unit: 'tbsp' },
      { name: 'all-purpose flour', amount: '3', unit: 'tbsp' },
      { name: 'milk', amount: '500', unit: 'ml' },
      { name: 'heavy cream', amount: '120', unit: 'ml' },
      { name: 'thyme', amount: '3', unit: 'sprig' },
      { name: 'bay leaf', amount: '1', unit: 'leaf' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Dice the bacon, onion, celery and potatoes into 1 cm pieces. Drain the clams, keeping their juice.',
        duration: 10,
      },
      {
        step: 2,
        instruction:
          'Cook the bacon in a pot over medium heat until crisp, then add the butter, onion and celery and cook until soft.',
        duration: 12,
      },
      {
        step: 3,
        instruction:
          'Stir in the flour for 1 minute, then gradually whisk in the bottled and reserved clam juice. Add the potatoes, thyme and bay leaf and simmer covered until the potatoes are tender.',
        duration: 16,
      },
      {
        step: 4,
        instruction:
          'Add the milk and cream and heat gently without boiling, which can split it. Add the clams for the last 2 minutes only, so they stay tender.',
        duration: 7,
      },
      {
        step: 5,
        instruction:
          'Remove the thyme and bay leaf, season with salt and pepper, and rest for 5 minutes to thicken.',
        duration: 5,
      },
    ],
  },
  {
    id: 'seed-lemony-tuna-lettuce-wraps',
    name: 'Lemony Tuna Lettuce Wraps',
    description:
      'A bright, mayo-free tuna salad with crunchy celery, capers and dill, wrapped in crisp lettuce leaves.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 10,
    servings: 2,
    rating: 4.3,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'lunch', 'quick'],
    ingredients: [
      { name: 'tuna', amount: '300', unit: 'g' },
      { name: 'romaine lettuce', amount: '8', unit: 'leaf' },
      { name: 'celery', amount: '2', unit: 'stalk' },
      { name: 'red onion', amount: '1/4', unit: 'piece' },
      { name: 'capers', amount: '1', unit: 'tbsp' },
      { name: 'dill', amount: '2', unit: 'tbsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'olive oil', amount: '2', unit: 'tbsp' },
      { name: 'dijon mustard', amount: '1', unit: 'tsp' },
      { name: 'salt', amount: '1/4', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction: 'Finely dice the celery and red onion, and chop the dill and capers.',
        duration: 5,
      },
      {
        step: 2,
        instruction:
          'Whisk the lemon zest and juice, olive oil, mustard, salt and pepper in a bowl.',
        duration: 1,
      },
      {
        step: 3,
        instruction:
          'Flake the drained tuna into the dressing and fold in the vegetables and herbs, keeping it chunky.',
        duration: 2,
      },
      {
        step: 4,
        instruction: 'Spoon into the lettuce leaves and serve.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-seared-scallops-cauliflower-puree',
    name: 'Seared Scallops with Cauliflower Purée',
    description:
      'Golden-crusted scallops on a silky cauliflower purée with nutty brown butter and crisp sage. Restaurant-worthy.',
    cuisine: 'seafood',
    difficulty: 'hard',
    cookTime: 34,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['keto', 'gluten-free', 'dinner'],
    ingredients: [
      { name: 'scallops', amount: '12', unit: 'piece' },
      { name: 'cauliflower', amount: '700', unit: 'g' },
      { name: 'heavy cream', amount: '120', unit: 'ml' },
      { name: 'butter', amount: '80', unit: 'g' },
      { name: 'garlic', amount: '2', unit: 'clove' },
      { name: 'sage', amount: '8', unit: 'leaf' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'salt', amount: '1 1/2', unit: 'tsp' },
      { name: 'black pepper', amount: '1/4', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Cut the cauliflower into small florets and simmer them with the garlic in salted water until very tender. Drain well and let them steam dry for 2 minutes.',
        duration: 16,
      },
      {
        step: 2,
        instruction:
          'Blend with the cream and 30 g butter until silky, season with salt and pepper, and keep warm.',
        duration: 4,
      },
      {
        step: 3,
        instruction:
          'Pull the small side muscle off each scallop, pat them very dry with paper towel and season with salt just before cooking.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Heat the oil in a heavy skillet until it shimmers. Sear the scallops without moving them until a deep golden crust forms, flip, add 20 g butter and cook 1 minute more; the centres should stay slightly translucent.',
        duration: 4,
      },
      {
        step: 5,
        instruction:
          'Wipe the pan and melt the remaining butter over medium heat until it foams, smells nutty and shows brown flecks. Crisp the sage leaves in it for 30 seconds, then add a squeeze of lemon.',
        duration: 3,
      },
      {
        step: 6,
        instruction:
          'Spoon the purée onto warm plates, top with the scallops and drizzle with the brown butter and crisp sage.',
        duration: 2,
      },
    ],
  },
  {
    id: 'seed-baked-cod-tomatoes-olives',
    name: 'Baked Cod with Tomatoes and Olives',
    description:
      'Flaky cod roasted on a bed of bursting cherry tomatoes, olives and capers. Simple, bright and all in one dish.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 25,
    servings: 4,
    rating: 4.5,
    dietaryTags: ['keto', 'paleo', 'gluten-free', 'dairy-free', 'dinner'],
    ingredients: [
      { name: 'cod fillet', amount: '4', unit: 'piece' },
      { name: 'cherry tomatoes', amount: '300', unit: 'g' },
      { name: 'kalamata olives', amount: '60', unit: 'g' },
      { name: 'capers', amount: '1', unit: 'tbsp' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'olive oil', amount: '3', unit: 'tbsp' },
      { name: 'oregano', amount: '1', unit: 'tsp' },
      { name: 'lemon', amount: '1', unit: 'piece' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'salt', amount: '1', unit: 'tsp' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Heat the oven to 200 °C (400 °F). Halve the tomatoes, slice the garlic and toss them in a baking dish with the olives, capers, oregano, half the oil and a little salt.',
        duration: 6,
      },
      {
        step: 2,
        instruction: 'Roast until the tomatoes start to burst.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Season the cod with the remaining salt and pepper and nestle it into the tomatoes. Drizzle with the remaining oil and the lemon juice and roast until the fish is opaque and flakes easily.',
        duration: 11,
      },
      {
        step: 4,
        instruction: 'Scatter with chopped parsley and spoon the pan juices over the fish.',
        duration: 0,
      },
    ],
  },
  {
    id: 'seed-white-wine-garlic-mussels',
    name: 'White Wine and Garlic Mussels',
    description:
      'A big pot of mussels steamed open in wine, garlic and butter, with crusty bread for the irresistible broth.',
    cuisine: 'seafood',
    difficulty: 'easy',
    cookTime: 20,
    servings: 2,
    rating: 4.6,
    dietaryTags: ['dinner'],
    ingredients: [
      { name: 'mussels', amount: '1', unit: 'kg' },
      { name: 'dry white wine', amount: '200', unit: 'ml' },
      { name: 'shallot', amount: '2', unit: 'piece' },
      { name: 'garlic', amount: '3', unit: 'clove' },
      { name: 'butter', amount: '30', unit: 'g' },
      { name: 'olive oil', amount: '1', unit: 'tbsp' },
      { name: 'parsley', amount: '1', unit: 'handful' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'baguette', amount: '1', unit: 'piece' },
      { name: 'black pepper', amount: '1/2', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Scrub the mussels and pull off their beards. Discard any that are cracked or stay open when tapped.',
        duration: 9,
      },
      {
        step: 2,
        instruction:
          'Soften the chopped shallots and garlic in the butter and oil in a wide pot over medium heat.',
        duration: 3,
      },
      {
        step: 3,
        instruction:
          'Add the wine and bring it to a boil. Tip in the mussels, cover tightly and steam, shaking the pot once, until the shells open.',
        duration: 5,
      },
      {
        step: 4,
        instruction:
          'Discard any mussels that stayed closed. Stir the parsley, lemon juice and pepper into the broth and serve with sliced baguette for dipping.',
        duration: 3,
      },
    ],
  },
  {
    id: 'seed-velvety-lobster-bisque',
    name: 'Velvety Lobster Bisque',
    description:
      'A deeply flavoured, silky soup built from toasted lobster shells, finished with cream and sweet lobster meat.',
    cuisine: 'seafood',
    difficulty: 'hard',
    cookTime: 75,
    servings: 4,
    rating: 4.8,
    dietaryTags: ['gluten-free', 'dinner'],
    ingredients: [
      { name: 'lobster tail', amount: '2', unit: 'piece' },
      { name: 'fish stock', amount: '1', unit: 'l' },
      { name: 'butter', amount: '60', unit: 'g' },
      { name: 'shallot', amount: '2', unit: 'piece' },
      { name: 'carrot', amount: '1', unit: 'piece' },
      { name: 'celery', amount: '1', unit: 'stalk' },
      { name: 'tomato paste', amount: '2', unit: 'tbsp' },
      { name: 'brandy', amount: '60', unit: 'ml' },
      { name: 'white rice', amount: '40', unit: 'g' },
      { name: 'heavy cream', amount: '180', unit: 'ml' },
      { name: 'thyme', amount: '3', unit: 'sprig' },
      { name: 'cayenne', amount: '1', unit: 'pinch' },
      { name: 'lemon', amount: '1/2', unit: 'piece' },
      { name: 'salt', amount: '1', unit: 'tsp' },
    ],
    instructions: [
      {
        step: 1,
        instruction:
          'Simmer the lobster tails in the stock until the shells turn bright red. Lift them out, cool, pull out the meat, dice it and chill it. Keep the shells and the stock.',
        duration: 15,
      },
      {
        step: 2,
        instruction:
          'Melt half the butter in a heavy pot and fry the shells with the chopped shallots, carrot and celery over medium-high heat, pressing on the shells, until the vegetables are soft and the shells smell toasty.',
        duration: 8,
      },
      {
        step: 3,
        instruction:
          'Stir in the tomato paste for 2 minutes, then add the brandy and let it bubble away.',
        duration: 3,
      },
      {
        step: 4,
        instruction: 'Add the stock, thyme and rice, cover and simmer gently.',
        duration: 30,
      },
      {
        step: 5,
        instruction:
          'Remove the thyme and the large shell pieces. Blend the rest very well in batches, then push it through a fine sieve, pressing hard.',
        duration: 12,
      },
      {
        step: 6,
        instruction:
          'Return the bisque to the pot, add the cream, cayenne and salt and simmer until it coats a spoon.',
        duration: 5,
      },
      {
        step: 7,
        instruction:
          'Warm the lobster meat in the remaining butter for a minute, stir it into the bisque and finish with a squeeze of lemon.',
        duration: 2,
      },
    ],
  },
];
