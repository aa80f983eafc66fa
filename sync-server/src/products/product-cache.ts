/**
 * The product service's answers, kept for every household (migration 011). A name is kept for
 * 30 days, "not known" for one: the service learns new products from its contributors daily.
 */
import type { PantryCategory } from '@mise/domain/options';
import { PANTRY_CATEGORIES } from '@mise/domain/options';
import type { Queryable } from '../storage/database';
import type { ProductAnswer } from './open-food-facts';

const KEEP_FOUND_MS = 30 * 24 * 60 * 60 * 1000;
const KEEP_NOT_FOUND_MS = 24 * 60 * 60 * 1000;

export interface CachedAnswer {
  answer: ProductAnswer;
  /** Past its time: worth asking again, but still better than nothing if the service is down. */
  stale: boolean;
}

interface Row {
  found: boolean;
  name: string | null;
  brand: string | null;
  quantity: string | null;
  category: string | null;
  looked_up_at: Date | string;
}

export async function cachedAnswer(
  db: Queryable,
  gtin: string,
  now: Date,
): Promise<CachedAnswer | undefined> {
  const [row] = await db.query<Row>(
    'select found, name, brand, quantity, category, looked_up_at from product_lookups where gtin = $1',
    [gtin],
  );
  if (!row) return undefined;
  const age = now.getTime() - new Date(row.looked_up_at).getTime();
  const stale = age > (row.found ? KEEP_FOUND_MS : KEEP_NOT_FOUND_MS);
  if (!row.found || row.name === null) return { answer: { found: false }, stale };
  const product = {
    name: row.name,
    brand: row.brand ?? undefined,
    quantity: row.quantity ?? undefined,
    category: asCategory(row.category),
  };
  return { answer: { found: true, product }, stale };
}

export async function keepAnswer(
  db: Queryable,
  gtin: string,
  answer: ProductAnswer,
  now: Date,
): Promise<void> {
  const product = answer.found ? answer.product : undefined;
  await db.query(
    `insert into product_lookups (gtin, found, name, brand, quantity, category, looked_up_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (gtin) do update set found = excluded.found, name = excluded.name,
       brand = excluded.brand, quantity = excluded.quantity, category = excluded.category,
       looked_up_at = excluded.looked_up_at`,
    [
      gtin,
      answer.found,
      product?.name ?? null,
      product?.brand ?? null,
      product?.quantity ?? null,
      product?.category ?? null,
      now.toISOString(),
    ],
  );
}

function asCategory(text: string | null): PantryCategory {
  return PANTRY_CATEGORIES.find((category) => category === text) ?? 'pantry';
}
