import type { ReactNode } from "react";
import { ApiError } from "#web/lib/errors.ts";

/**
 * The card of the pages a mailed link opens (a password reset, an invitation): alone on the page,
 * titled by its heading.
 */
export function TokenPageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-100 px-4 py-12">
      <section
        aria-labelledby="token-page-heading"
        className="w-full max-w-md rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)]"
      >
        <h1 id="token-page-heading" className="text-2xl font-semibold text-ink">
          {title}
        </h1>
        <div className="mt-4">{children}</div>
      </section>
    </main>
  );
}

/**
 * Asks the server about a mailed link's token: an unusable token is an answer (a 400 with its
 * message), not a failure; anything else that is not ok is thrown as an ApiError.
 */
export async function checkToken<Answer>(url: string): Promise<Answer> {
  const response = await fetch(url, { credentials: "include" });
  if (response.ok || response.status === 400) {
    try {
      return (await response.clone().json()) as Answer;
    } catch {
      // fall through
    }
  }
  throw await ApiError.from(response);
}
