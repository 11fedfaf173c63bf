/**
 * Rows the browser tests' server holds besides the seed, for what cannot be sent through the API
 * (a message's time is the server's clock). Tests find them by their unique names.
 */
import { sqlLiteral } from "#schema/seed/seed-sql.ts";

/** Sent on a March evening in Arizona, which is already the next morning in UTC. */
export const eveningMessage = {
  name: "Evening Caller Fixture",
  email: "evening@example.com",
  service: "web-design",
  message: "We close at 11 PM; please call us back tomorrow about a new website.",
  createdAt: "2026-03-06T06:30:00.000Z",
} as const;

export function fixturesSql(): string {
  const m = eveningMessage;
  return (
    "INSERT INTO contact_messages (name, email, service, message, created_at) VALUES " +
    `(${[m.name, m.email, m.service, m.message, m.createdAt].map(sqlLiteral).join(", ")});\n`
  );
}
