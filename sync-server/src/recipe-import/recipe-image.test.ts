// The recipe's picture (issue 23): which of several addresses a page gives is shown.
import { describe, expect, it } from 'vitest';
import { findRecipe } from './find-recipe';
import { sharedImage } from './recipe-image';

const PAGE = new URL('https://blog.test/recipes/tart');

/** A page with these og:images and a Recipe with this image value. */
const page = (ogImages: readonly string[], image?: unknown) =>
  `<!doctype html><html><head><title>Tart</title>${ogImages
    .map((og) => `<meta property="og:image" content="${og}">`)
    .join('')}<script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Tart',
    recipeIngredient: ['2 apples'],
    recipeInstructions: 'Bake.',
    ...(image !== undefined && { image }),
  })}</script></head><body></body></html>`;

describe('the picture a draft shows', () => {
  it('takes the upload itself over a smaller copy given first among the og:images', () => {
    const copy = 'https://blog.test/uploads/apple-tart-1024x683.jpg';
    const upload = 'https://blog.test/uploads/apple-tart.jpg';
    expect(findRecipe(page([copy, upload]), PAGE)?.imageUrl).toBe(upload);
    expect(sharedImage([copy, upload], PAGE)).toBe(upload);
    // Other pictures among the og:images are other pictures: the first stays.
    expect(sharedImage([copy, 'https://blog.test/uploads/pear-tart.jpg'], PAGE)).toBe(copy);
    expect(sharedImage(['/uploads/tart-300x200.jpg', '/uploads/tart-600x400.jpg'], PAGE)).toBe(
      '/uploads/tart-600x400.jpg',
    );
    expect(sharedImage([], PAGE)).toBeUndefined();
  });

  it('takes the biggest of the Recipe’s own pictures by the size their addresses name', () => {
    const square = 'https://cdn.test/img/tart_300x300.webp';
    const wide = 'https://cdn.test/img/tart_800x450.webp';
    expect(findRecipe(page([], [square, wide]), PAGE)?.imageUrl).toBe(wide);
    // An address that names no size is the upload, as big as its copies; among equals, the first.
    const upload = 'https://cdn.test/img/tart.jpg';
    expect(findRecipe(page([], [square, upload, wide]), PAGE)?.imageUrl).toBe(upload);
    const other = 'https://cdn.test/img/tart-close-up.jpg';
    expect(findRecipe(page([], [upload, other]), PAGE)?.imageUrl).toBe(upload);
    // The page's og:image still comes first.
    expect(findRecipe(page(['/share/tart.jpg'], [square, wide]), PAGE)?.imageUrl).toBe(
      'https://blog.test/share/tart.jpg',
    );
  });
});
