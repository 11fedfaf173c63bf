/**
 * What every local stand-in of an outside service shares (scripts/lib/*-stand-in.ts): an HTTP server
 * on 127.0.0.1 whose handler errors answer 500, and the vitest globalSetup that runs one for the Worker
 * tests and hands them its address (`inject(name)`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { TestProject } from "vitest/node";

export type StandIn = { url: string; server: Server };
type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** Listens on 127.0.0.1 (`port` 0: any free port). */
export async function startStandIn(handle: Handler, port = 0): Promise<StandIn> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.destroyed) return;
      response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`, server };
}

type StandInName = "githubStandIn" | "mailStandIn" | "chatStandIn" | "recaptchaStandIn";

/** A vitest globalSetup: one stand-in for the run, its address provided to the tests as `name`. */
export function standInSetup(name: StandInName, start: () => Promise<StandIn>) {
  return async (project: TestProject) => {
    const { url, server } = await start();
    project.provide(name, url);
    return () =>
      new Promise<void>((resolve) => {
        // Calls held open by a "slow" fault would keep the server from closing.
        server.closeAllConnections();
        server.close(() => resolve());
      });
  };
}

/**
 * Resolves when the caller hangs up (it stopped waiting: a timeout); `hungUp()` says whether it has.
 * A stand-in holding a call open (a "slow" fault) waits for this rather than answering nobody.
 */
export function callerGone(response: ServerResponse): { gone: Promise<void>; hungUp: () => boolean } {
  let hungUp = false;
  const gone = new Promise<void>((resolve) => {
    const hangUp = () => {
      hungUp = true;
      resolve();
    };
    // The caller may have hung up while its body was read.
    if (!response.socket || response.socket.destroyed) hangUp();
    else response.once("close", hangUp);
  });
  return { gone, hungUp: () => hungUp };
}
