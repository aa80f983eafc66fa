/** For tests: a device transaction that logs each row write it passes on ("put id", "delete id", "clear"). */
import type { LocalTx } from './local-store';

export function loggedTx(tx: LocalTx, log: string[]): LocalTx {
  return {
    ...tx,
    put: (collection, value) => {
      log.push(`put ${value.id}`);
      return tx.put(collection, value);
    },
    delete: (collection, id) => {
      log.push(`delete ${id}`);
      return tx.delete(collection, id);
    },
    bulkPut: (collection, values) => {
      for (const value of values) log.push(`put ${value.id}`);
      return tx.bulkPut(collection, values);
    },
    bulkDelete: (collection, ids) => {
      for (const id of ids) log.push(`delete ${id}`);
      return tx.bulkDelete(collection, ids);
    },
    clearRows: () => {
      log.push('clear');
      return tx.clearRows();
    },
  };
}
