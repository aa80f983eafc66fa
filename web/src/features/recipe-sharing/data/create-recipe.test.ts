import { describe, expect, it, vi } from 'vitest';
import { recipeCreateRequestSchema } from '@mise/domain/api/recipes';
import { useToastStore } from '../../../components/ui/use-toast';
import { MutationRejected, type mutate } from '../../../sync/mutate';
import { createRecipe } from './create-recipe';

const request = recipeCreateRequestSchema.parse({
  name: 'Lemon pasta',
  cookTime: 20,
  ingredients: [{ name: 'Spaghetti', amount: '200', unit: 'g' }],
  instructions: [{ step: 1, instruction: 'Boil the pasta', duration: 10 }],
  isShared: true,
});

const lastToast = () => useToastStore.getState().toasts[0];

describe('createRecipe', () => {
  it('writes recipe.create with a new id and says "Recipe created successfully!"', async () => {
    const write = vi.fn<typeof mutate>((name, args) => Promise.resolve({ id: 7, name, args }));
    const created = await createRecipe(request, write);
    expect(write).toHaveBeenCalledOnce();
    const [name, recipe] = write.mock.calls[0] ?? [];
    expect(name).toBe('recipe.create');
    expect(recipe).toMatchObject({ name: 'Lemon pasta', isShared: true });
    expect(created).toEqual({ id: expect.any(String) as string, isShared: true, mutationId: 7 });
    expect(lastToast()).toMatchObject({
      title: 'Success',
      description: 'Recipe created successfully!',
    });
  });

  it('says "Failed to create recipe. Please try again." when the device refuses it', async () => {
    const write = vi.fn<typeof mutate>(() => Promise.reject(new MutationRejected('Storage full')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await createRecipe(request, write)).toBeUndefined();
    expect(lastToast()).toMatchObject({
      variant: 'destructive',
      title: 'Error',
      description: 'Failed to create recipe. Please try again.',
    });
  });
});
