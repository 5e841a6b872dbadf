import type { Sql } from "postgres";

type Transact = (...args: unknown[]) => unknown;

/**
 * The postgres.js client with every query sent as a named prepared statement, the transactions' and
 * savepoints' too (decision 049). Drizzle sends its SQL through `unsafe`, which postgres.js otherwise
 * parses and plans anew on every call: for the list queries that planning cost more than running
 * them. Each connection prepares a query text once and reuses it; after a migration changes a table,
 * postgres.js prepares it again by itself.
 */
export function alwaysPrepared<T extends Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe")
        return (query: string, parameters?: unknown[], options?: object) =>
          target.unsafe(query, parameters as never, { ...options, prepare: true });
      if (property === "begin" || property === "savepoint") {
        const transact = Reflect.get(target, property, receiver) as Transact;
        return (...args: unknown[]) => {
          const body = args.at(-1) as (client: Sql) => unknown;
          return transact.call(target, ...args.slice(0, -1), (inner: Sql) => body(alwaysPrepared(inner)));
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
