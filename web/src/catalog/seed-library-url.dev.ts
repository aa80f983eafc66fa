// The built-in recipe library's address while developing and in unit tests, which do not build
// (a build emits it as a file: build/seed-library.ts): the same JSON, as a data: URL.
import { SEED_RECIPES } from '@mise/catalog/recipes/index';

export default `data:application/json,${encodeURIComponent(JSON.stringify(SEED_RECIPES))}`;
