// The home page's #recipes section (spec §2): the recipe generator. Only this frame is in the
// first load; the generator (filters, cards, the matcher and the ingredient dictionary) loads
// once the section comes near the screen, as the swap tool does: it is below the fold.
import { lazy } from 'react';
import { LazyPart } from '../../components/lazy-part';
import { ChefHat } from 'lucide-react';
import { PageSection } from '../../components/page-section';
import { Skeleton } from '../../components/ui/skeleton';

const RecipeGenerator = lazy(async () => ({
  default: (await import('./components/recipe-generator')).RecipeGenerator,
}));

export function RecipesSection() {
  const loading = (
    <div className="grid gap-3">
      <p role="status" className="sr-only">
        Loading the recipe generator…
      </p>
      <Skeleton className="h-11" />
      <Skeleton className="h-12 w-48" />
    </div>
  );
  return (
    <PageSection
      id="recipes"
      title="Recipes"
      icon={ChefHat}
      placeholder={loading}
      body={
        <LazyPart loading={loading}>
          <RecipeGenerator />
        </LazyPart>
      }
    >
      Recipes made from what you have, using what expires soonest first. Filter by diet, cook time,
      cuisine and difficulty.
    </PageSection>
  );
}
