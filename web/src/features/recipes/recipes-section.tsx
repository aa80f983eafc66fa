// The home page's #recipes section; recipe generation arrives in a later issue.
import { ChefHat } from 'lucide-react';
import { PageSection } from '../../components/page-section';

export function RecipesSection() {
  return (
    <PageSection id="recipes" title="Recipes" icon={ChefHat}>
      Coming soon: recipes made from what you have, filtered by diet, cook time, cuisine and
      difficulty, each showing how well it matches your pantry.
    </PageSection>
  );
}
