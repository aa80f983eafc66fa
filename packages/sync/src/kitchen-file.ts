/**
 * "Your data": a household's kitchen as one JSON file (Settings → Export my kitchen), and reading
 * such a file back (Import), every record checked against its entity's schema. What cannot be
 * imported is reported with the reason, never dropped silently; nothing already in the kitchen is
 * overwritten (the rows are restored with `rows.restore`, which keeps what the household has).
 */
import { z } from 'zod';
import { plainText } from '@mise/domain/fields';
import {
  COLLECTION_NAMES,
  type CollectionName,
  type Collections,
  collectionSchemas,
} from './collections';
import { firstMessage } from './patch';

export const KITCHEN_FILE_FORMAT = 'mise-kitchen';
/** Raised when the file's shape changes; a file from a newer app is refused, not misread. */
export const KITCHEN_FILE_VERSION = 1;

export type KitchenRows = { [Name in CollectionName]: readonly Collections[Name][] };

export interface KitchenFile {
  format: typeof KITCHEN_FILE_FORMAT;
  version: number;
  exportedAt: string;
  collections: KitchenRows;
}

export function kitchenFile(rows: KitchenRows, exportedAt: string): KitchenFile {
  return {
    format: KITCHEN_FILE_FORMAT,
    version: KITCHEN_FILE_VERSION,
    exportedAt,
    collections: rows,
  };
}

export interface SkippedRecord {
  /** The collection as the file names it. */
  collection: string;
  /** The record's place in its collection, from 1. */
  position: number;
  reason: string;
}

export interface RowToRestore<Name extends CollectionName = CollectionName> {
  collection: Name;
  /** Its place in its collection in the file, from 1: how a skipped record is named. */
  position: number;
  row: Collections[Name];
}

export type KitchenImport =
  { ok: true; rows: RowToRestore[]; skipped: SkippedRecord[] } | { ok: false; message: string };

export const NOT_A_KITCHEN_FILE = 'This file is not a Mise kitchen export.';
export const NEWER_KITCHEN_FILE =
  'This file comes from a newer version of Mise. Update the app, then import it again.';

const fileSchema = z.object({
  format: z.literal(KITCHEN_FILE_FORMAT),
  version: z.int().positive(),
  collections: z.record(plainText('Collection'), z.array(z.unknown())),
});

const isCollection = (name: string): name is CollectionName =>
  (COLLECTION_NAMES as readonly string[]).includes(name);

/**
 * The records of a kitchen file that can be restored, and the others with why not. `has` says
 * whether the kitchen already holds a row (it is kept, and the file's copy skipped).
 */
export function readKitchenFile(
  text: string,
  has: (collection: CollectionName, id: string) => boolean,
): KitchenImport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_A_KITCHEN_FILE };
  }
  const file = fileSchema.safeParse(json);
  if (!file.success) return { ok: false, message: NOT_A_KITCHEN_FILE };
  if (file.data.version > KITCHEN_FILE_VERSION) return { ok: false, message: NEWER_KITCHEN_FILE };

  const rows: RowToRestore[] = [];
  const skipped: SkippedRecord[] = [];
  for (const [collection, records] of Object.entries(file.data.collections)) {
    const seen = new Set<string>();
    records.forEach((record, index) => {
      const skip = (reason: string) => skipped.push({ collection, position: index + 1, reason });
      if (!isCollection(collection)) return skip('Mise keeps no data of this kind.');
      const parsed = collectionSchemas[collection].safeParse(record);
      if (!parsed.success) return skip(firstMessage(parsed.error));
      const { id } = parsed.data;
      if (seen.has(id)) return skip('It is in the file twice; the first one is imported.');
      seen.add(id);
      if (has(collection, id)) return skip('This kitchen already has it; it is kept as it is.');
      rows.push({ collection, position: index + 1, row: parsed.data });
    });
  }
  return { ok: true, rows, skipped };
}
