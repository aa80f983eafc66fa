// Detects use of a database handle from inside one of its own transactions, which would
// deadlock on PGlite's single connection and escape the transaction on PostgreSQL.
import { AsyncLocalStorage } from 'node:async_hooks';

interface OpenTransaction {
  open: boolean;
}

export class TransactionScope {
  // A flag object rather than `true`: async work started inside a transaction keeps this
  // context after the transaction ends, and must then be allowed to use the database.
  readonly #current = new AsyncLocalStorage<OpenTransaction>();
  #openTransactions = 0;

  assertOutside(operation: string): void {
    if (this.#openTransactions === 0) return;
    if (this.#current.getStore()?.open === true) {
      throw new Error(
        `database.${operation}() called inside one of its own transactions: use the tx argument`,
      );
    }
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const transaction: OpenTransaction = { open: true };
    this.#openTransactions += 1;
    try {
      return await this.#current.run(transaction, fn);
    } finally {
      transaction.open = false;
      this.#openTransactions -= 1;
      // While enabled, an AsyncLocalStorage makes Node track every promise of the process
      // (async_hooks): about 5% of a read served from memory (issue 27). Off while no
      // transaction is open, back on with the next run().
      if (this.#openTransactions === 0) this.#current.disable();
    }
  }
}
