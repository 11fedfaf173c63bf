import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientDir } from "./bundle";
import { liftedRateLimits, offlineServices, startDevServer } from "./dev-server";
import { floorPage } from "./floor-pages";

/**
 * The built site under `wrangler dev` with fresh seeded state, serving a copy of the assets with the
 * floor page (`/floor`) added, so dist/ stays what gets deployed: what `npm run bench` and
 * `npm run trace` measure.
 */
export async function startFloorServer(port: number) {
  const assets = mkdtempSync(join(tmpdir(), "saguaro-bench-assets-"));
  cpSync(clientDir, assets, { recursive: true });
  writeFileSync(join(assets, "floor.html"), floorPage(readFileSync(join(clientDir, "index.html"), "utf8")));
  const server = await startDevServer({
    port,
    inspectorPort: port + 1,
    assets,
    vars: { ...offlineServices, ...liftedRateLimits },
    folderPrefix: "saguaro-bench-",
  });
  return {
    assets,
    async stop() {
      await server.stop();
      rmSync(assets, { recursive: true, force: true });
      rmSync(server.folder, { recursive: true, force: true });
    },
  };
}
