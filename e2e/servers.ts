/**
 * The local servers of the browser tests: one per Playwright worker (e2e/test.ts), each on its own
 * port and inspector port, started by playwright.config.ts.
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);

const firstPort = Number(process.env.E2E_PORT ?? 8850);

export const localServerPort = (index: number) => firstPort + index;
export const localServerOrigin = (index: number) => `http://127.0.0.1:${localServerPort(index)}`;
/**
 * wrangler takes 9229 when it looks free, so servers that start together name their own, following
 * their ports (so a second run on other ports picks other inspector ports too).
 */
export const localInspectorPort = (index: number) => localServerPort(index) + 400;
