// Another household, signed in through the API as any client would, that shares recipes with the
// community (POST /api/recipes with isShared): the Browse Community tab of the browser under test
// then has something to find. Each test names its recipes with a tag of its own, so tests that
// share the one server never see each other's recipes in a search.
import { type APIRequestContext, expect } from '@playwright/test';
import { z } from 'zod';

const sessionSchema = z.object({ accessToken: z.string() });
const createdSchema = z.object({ id: z.string(), name: z.string() });

export interface SharedRecipeInput {
  name: string;
  description?: string;
  cuisine?: string;
  difficulty?: 'easy' | 'medium' | 'hard';
  cookTime?: number;
  dietaryTags?: string[];
}

/** A word no other test uses, so a search for it finds only this test's recipes. */
export function uniqueTag(): string {
  return `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export class CommunityKitchen {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly accessToken: string,
  ) {}

  static async signIn(request: APIRequestContext): Promise<CommunityKitchen> {
    const response = await request.post('/api/auth/anonymous');
    expect(response.status()).toBe(201);
    const { accessToken } = sessionSchema.parse(await response.json());
    return new CommunityKitchen(request, accessToken);
  }

  async share(recipe: SharedRecipeInput): Promise<string> {
    const response = await this.request.post('/api/recipes', {
      headers: { authorization: `Bearer ${this.accessToken}` },
      data: {
        cookTime: 20,
        ingredients: [{ name: 'Salt', amount: '1', unit: 'pinch' }],
        instructions: [{ step: 1, instruction: 'Cook it', duration: 10 }],
        ...recipe,
        isShared: true,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return createdSchema.parse(await response.json()).id;
  }
}
