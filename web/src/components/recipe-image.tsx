// A recipe card's picture: the recipe's own image, or, when it has none or it fails to load, a
// picture drawn from the recipe (@mise/catalog/recipe-art), so nothing is ever fetched from
// another site (the CSP refuses other origins, which counts as a failure here) and every card
// has one. Lazy: a long list decodes only the pictures scrolled to.
import { useState } from 'react';
import { artSubjectOf, recipeArtDataUri } from '@mise/catalog/recipe-art';

interface RecipeImageProps {
  recipe: Parameters<typeof artSubjectOf>[0] & { readonly imageUrl?: string | undefined };
}

export function RecipeImage({ recipe }: RecipeImageProps) {
  const [failedUrl, setFailedUrl] = useState<string>();
  const own = recipe.imageUrl !== undefined && recipe.imageUrl !== failedUrl;
  return (
    <img
      src={own ? recipe.imageUrl : recipeArtDataUri(artSubjectOf(recipe))}
      alt=""
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      onError={own ? () => setFailedUrl(recipe.imageUrl) : undefined}
      className="aspect-4/3 w-full bg-muted object-cover"
    />
  );
}
