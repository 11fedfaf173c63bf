/** A statement the code sent to D1: its SQL, the values bound to it, and whether it ran in a batch. */
export type Sent = { sql: string; params: unknown[] };

/**
 * A D1 binding that runs everything on the real one and records each prepared statement (with its
 * bound values) in `sent` and each batch (its statements) in `batches`.
 */
export function recordingD1(db: D1Database, sent: Sent[], batches: Sent[][] = []): D1Database {
  const bound = <T extends object>(target: T, prop: string | symbol) => {
    const value = Reflect.get(target, prop) as unknown;
    return typeof value === "function" ? value.bind(target) : value;
  };
  const entries = new WeakMap<object, Sent>();
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          batches.push(statements.map((statement) => entries.get(statement) ?? { sql: "?", params: [] }));
          return target.batch(statements);
        };
      }
      if (prop !== "prepare") return bound(target, prop);
      return (sql: string) => {
        const entry: Sent = { sql, params: [] };
        sent.push(entry);
        const statement = target.prepare(sql);
        const recorded: D1PreparedStatement = new Proxy(statement, {
          get(inner, name) {
            if (name !== "bind") return bound(inner, name);
            return (...params: unknown[]) => {
              entry.params = params;
              const boundStatement = inner.bind(...params);
              entries.set(boundStatement, entry);
              return boundStatement;
            };
          },
        });
        entries.set(statement, entry);
        return recorded;
      };
    },
  });
}
