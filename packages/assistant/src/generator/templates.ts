/** The six technique templates the generator fills from the pantry. */
import { GRAIN_BOWL, SALAD, SOUP } from './templates-pot';
import { FRITTATA, PASTA, STIR_FRY } from './templates-skillet';
import type { RecipeTemplate } from './template-types';

export const TEMPLATES: readonly RecipeTemplate[] = [
  STIR_FRY,
  FRITTATA,
  PASTA,
  GRAIN_BOWL,
  SOUP,
  SALAD,
];
