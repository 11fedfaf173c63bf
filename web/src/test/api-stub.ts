import { vi } from "vitest";

/**
 * Answers the app's fetches in component tests, so the real API client and SWR hook run. `answer`
 * resolves to a JSON body (status 200), or throws an Error "<status>: <body>" to answer with that
 * status and body (the client then raises its ApiError). Returns the paths requested, in order.
 */
export function stubApi(answer: (path: string) => Promise<unknown>): string[] {
  const requested: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const path = String(input);
    requested.push(path);
    try {
      return Response.json(await answer(path));
    } catch (error) {
      const match = /^(\d{3}): ([\s\S]*)$/.exec((error as Error).message);
      if (!match) throw error;
      return new Response(match[2], { status: Number(match[1]) });
    }
  });
  return requested;
}
