/**
 * POSTs JSON to a stand-in's control endpoints under `base` (scripts/lib/*-stand-in.ts) and returns its
 * JSON answer; a refused call fails the test at once.
 */
export function standInControl<State>(base: string, service: string) {
  return async (path: string, body: unknown): Promise<State> => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${service} stand-in control ${path} answered ${response.status}`);
    return response.json<State>();
  };
}
