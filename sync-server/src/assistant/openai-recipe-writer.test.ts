// The optional model against a fake OpenAI-compatible server on loopback: a good answer is
// used (and asked for the right way); bad JSON, a diet-breaking recipe, an error status or a
// slow answer each make generation serve the built-in recipes instead.
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recipeGenerateRequestSchema } from '@mise/domain/api/recipes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openAiRecipeWriter } from './openai-recipe-writer';
import { type GenerationInput, createRecipeGeneration } from './recipe-generation';

type Reply = (response: ServerResponse) => void;

interface Received {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

let server: Server;
let baseUrl: string;
let reply: Reply;
const received: Received[] = [];

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request)
    chunks.push(Buffer.from(z.instanceof(Uint8Array).parse(chunk)));
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      reply(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = z
    .custom<AddressInfo>((value) => typeof value === 'object')
    .parse(server.address());
  baseUrl = `http://127.0.0.1:${port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

/** A chat completion whose message is `content`. */
const completion =
  (content: string): Reply =>
  (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }),
    );
  };

const skillet = {
  name: 'Spinach & Chickpea Skillet',
  description: 'Chickpeas and wilted spinach with garlic and lemon.',
  cookTime: 20,
  difficulty: 'easy',
  cuisine: 'Mediterranean',
  ingredients: [
    { name: 'chickpeas', amount: 1, unit: 'can' },
    { name: 'spinach', amount: '3', unit: 'cups' },
    { name: 'garlic', amount: '2', unit: 'cloves' },
    { name: 'olive oil', amount: '2', unit: 'tbsp' },
  ],
  instructions: [
    { instruction: 'Warm the oil and garlic.', duration: 2 },
    { instruction: 'Add the chickpeas and spinach until wilted.', duration: null },
  ],
};

const input = (filters: object = {}): GenerationInput => ({
  pantry: ['spinach', 'chickpeas', 'penne', 'cherry tomatoes', 'chicken breast', 'onion'].map(
    (name) => ({ name }),
  ),
  request: recipeGenerateRequestSchema.parse(filters),
  today: '2025-03-01',
  now: '2025-03-01T12:00:00.000Z',
  id: 'generated-1',
  seed: 5,
});

function generation(timeoutMs = 2000) {
  const failures: unknown[] = [];
  const generator = createRecipeGeneration({
    writer: openAiRecipeWriter({ baseUrl, model: 'tiny-chef', apiKey: 'secret' }, { timeoutMs }),
    onFallback: (error) => failures.push(error),
  });
  return { generator, failures };
}

describe('a configured model', () => {
  it('is asked for one recipe from the pantry and filters, and its checked answer leads', async () => {
    reply = completion(`Here you go:\n\`\`\`json\n${JSON.stringify(skillet)}\n\`\`\``);
    const { generator, failures } = generation();
    const outcome = await generator.generate(input({ dietaryRestrictions: ['vegan'] }));

    expect(failures).toEqual([]);
    if (!('recipes' in outcome)) throw new Error(outcome.reason);
    expect(outcome.source).toBe('model');
    const [first, ...rest] = outcome.recipes;
    expect(first).toMatchObject({
      id: 'generated-1',
      name: 'Spinach & Chickpea Skillet',
      cuisine: 'mediterranean',
      rating: 4.8,
      createdAt: '2025-03-01T12:00:00.000Z',
      instructions: [
        { step: 1, instruction: 'Warm the oil and garlic.', duration: 2 },
        { step: 2, instruction: 'Add the chickpeas and spinach until wilted.' },
      ],
    });
    expect(first?.ingredients).toContainEqual({ name: 'chickpeas', amount: '1', unit: 'can' });
    expect(first?.dietaryTags).toContain('vegan');
    expect(rest.map((recipe) => recipe.id)).toEqual(
      rest.map((_, index) => `generated-1-${index + 2}`),
    );

    const [request] = received;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer secret');
    const body = z
      .object({
        model: z.string(),
        response_format: z.object({ type: z.string() }),
        messages: z.array(z.object({ role: z.string(), content: z.string() })),
      })
      .parse(request?.body);
    expect(body.model).toBe('tiny-chef');
    expect(body.response_format.type).toBe('json_object');
    const prompt = body.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('Diet: vegan');
    expect(prompt).toContain('- spinach (no expiry date)');
    // The pantry offered is the vegan one: no chicken to be tempted by.
    expect(prompt).not.toContain('chicken');
  });

  it.each([
    ['an answer that is not JSON', completion('I would make a lovely soup!')],
    ['JSON that is not a recipe', completion('{"recipe": "soup"}')],
    [
      'a recipe that breaks the diet',
      completion(
        JSON.stringify({
          ...skillet,
          ingredients: [
            ...skillet.ingredients,
            { name: 'chicken breast', amount: '1', unit: 'lb' },
          ],
        }),
      ),
    ],
    [
      'an ingredient the dictionary cannot prove vegan',
      completion(
        JSON.stringify({
          ...skillet,
          ingredients: [
            ...skillet.ingredients,
            { name: 'mystery crumble', amount: '1', unit: 'cup' },
          ],
        }),
      ),
    ],
    [
      'an error status',
      (response: ServerResponse) => {
        response.writeHead(500).end('overloaded');
      },
    ],
  ])('is passed over for %s: the built-in recipes are served', async (_case, answer) => {
    reply = answer;
    const { generator, failures } = generation();
    const outcome = await generator.generate(input({ dietaryRestrictions: ['vegan'] }));
    if (!('recipes' in outcome)) throw new Error(outcome.reason);
    expect(outcome.source).toBe('built-in');
    expect(outcome.recipes[0]?.name).not.toBe(skillet.name);
    for (const recipe of outcome.recipes) expect(recipe.dietaryTags).toContain('vegan');
    expect(failures).toHaveLength(1);
    expect(received).toHaveLength(1);
  });

  it('is given up on after the timeout', async () => {
    reply = () => {
      // Never answers: the writer's timeout must end the wait.
    };
    const { generator, failures } = generation(150);
    const started = performance.now();
    const outcome = await generator.generate(input());
    expect(performance.now() - started).toBeLessThan(1500);
    expect('recipes' in outcome && outcome.source).toBe('built-in');
    expect(failures).toHaveLength(1);
  });

  it('is not asked when nothing in the pantry may be used', async () => {
    reply = completion(JSON.stringify(skillet));
    const { generator } = generation();
    const outcome = await generator.generate({
      ...input(),
      pantry: [{ name: 'salmon' }],
      request: recipeGenerateRequestSchema.parse({ dietaryRestrictions: ['vegan'] }),
    });
    expect(outcome).toEqual({
      reason: 'None of the pantry items can be used under these filters.',
    });
    expect(received).toEqual([]);
  });
});
