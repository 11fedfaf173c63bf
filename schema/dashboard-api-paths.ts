/**
 * The paths only the staff dashboard (web/src/admin/) calls. Import them from api-paths.ts, which
 * re-exports them; they are a module of their own so that the bundler keeps them, builders included,
 * in the dashboard's chunk.
 */

// Projects (worker/features/projects/routes.ts)
export const project = (id: number) => `/api/projects/${id}`;

// Contact messages (worker/features/contact/routes.ts)
export const contactMessage = (id: number) => `/api/contact/${id}`;
export const contactRelease = (id: number) => `/api/contact/${id}/release`;
export const contactBulk = "/api/contact/bulk";

// Images and site files (worker/features/images/routes.ts, worker/features/site-files/routes.ts)
export const images = "/api/admin/images";
export const upload = "/api/admin/upload";
export const siteContent = "/api/admin/content";
