/**
 * The API's paths, one per endpoint path the site calls (worker/index.ts mounts them), read as
 * `apiPaths.projects` or `apiPaths.projectBySlug(slug)` after `import * as apiPaths`. The site declares
 * its endpoints with them (web/src/lib/api.ts, web/src/admin/endpoints.ts), and a read's path is also
 * the key of the page data the Worker inlines for it (web/src/lib/page-data.tsx). Constants and
 * one-line builders and nothing else, because public pages load them up front. The paths only the
 * staff dashboard calls are in dashboard-api-paths.ts: re-exported here, so there is one module to
 * import, and apart, so that public pages' chunks never carry their builders
 * (docs/decisions/021-one-declaration-per-endpoint.md).
 */
export * from "./dashboard-api-paths";

// Projects (worker/features/projects/routes.ts)
export const projects = "/api/projects";
export const featuredProjects = "/api/projects/featured";
export const projectBySlug = (slug: string) => `/api/projects/slug/${encodeURIComponent(slug)}`;

// Contact messages (worker/features/contact/routes.ts): visitors POST one, staff GET the inbox
export const contact = "/api/contact";

// Recommendations (worker/features/recommendations/routes.ts)
export const recommendations = "/api/recommendations";
export const aiRecommendation = "/api/ai-recommendation";

// Staff sign-in and password reset (worker/features/auth/routes.ts)
export const session = "/api/auth/session";
export const login = "/api/auth/login";
export const loginCode = "/api/auth/login/code";
export const logout = "/api/auth/logout";
export const requestReset = "/api/auth/request-reset";
export const verifyToken = "/api/auth/verify-token";
export const resetPassword = "/api/auth/reset-password";
// Invitations to a staff account (worker/features/staff/routes.ts)
export const invitation = "/api/auth/invitation";
export const acceptInvitation = "/api/auth/accept-invitation";
