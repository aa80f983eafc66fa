// "Start a New Session" (spec §2, §5): your name and a recipe, both needed ("Missing
// Information" otherwise). The recipes are the household's own and the built-in ones.
import type { FormEvent } from 'react';
import { useState } from 'react';
import { ChefHat } from 'lucide-react';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { MISSING_INFORMATION } from '../data/live-kitchen-toasts';
import { type RecipeChoice, readHouseholdRoomRecipe, useLobbyRecipes } from '../data/lobby-recipes';
import type { RoomIntent } from '../data/room-connection';
import { rememberName, rememberedName } from '../data/seat-memory';
import { NameField } from './name-field';

export function CreateSessionForm({ onStart }: { onStart: (intent: RoomIntent) => void }) {
  const [name, setName] = useState(rememberedName);
  const [recipeId, setRecipeId] = useState('');
  const { own, catalog } = useLobbyRecipes();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const recipe =
      catalog?.find((candidate) => candidate.id === recipeId) ??
      (recipeId === '' ? undefined : await readHouseholdRoomRecipe(recipeId));
    if (name.trim() === '' || !recipe) {
      toast(MISSING_INFORMATION);
      return;
    }
    rememberName(name.trim());
    onStart({ type: 'create', name: name.trim(), recipe });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Start a New Session</CardTitle>
        <CardDescription>You will be the host: everyone follows your steps.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <NameField value={name} onChange={setName} />
          <FormField
            label="Recipe"
            // The hint keeps its line once the recipes are in, so the button below stays put.
            hint={
              catalog === undefined
                ? 'Loading the built-in recipes…'
                : 'Your own recipes and the built-in ones'
            }
          >
            {(control) => (
              <NativeSelect
                {...control}
                value={recipeId}
                onChange={(event) => setRecipeId(event.target.value)}
              >
                <option value="">Select a recipe</option>
                <RecipeGroup label="Your recipes" recipes={own} />
                <RecipeGroup label="Built-in recipes" recipes={catalog} />
              </NativeSelect>
            )}
          </FormField>
          <Button type="submit" className="w-fit">
            <ChefHat aria-hidden />
            Create Session
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function RecipeGroup({
  label,
  recipes,
}: {
  label: string;
  recipes: readonly RecipeChoice[] | undefined;
}) {
  if (!recipes || recipes.length === 0) return null;
  return (
    <optgroup label={label}>
      {recipes.map((recipe) => (
        <option key={recipe.id} value={recipe.id}>
          {recipe.name}
        </option>
      ))}
    </optgroup>
  );
}
