/**
 * The paths only the staff dashboard (web/src/admin/) calls. Import them from api-paths.ts, which
 * re-exports them; they are a module of their own so that the bundler keeps them, builders included,
 * in the dashboard's chunk.
 */

// Projects (worker/features/projects/routes.ts): every project for staff, drafts included; one, its
// publishing, its versions and its preview links
export const allProjects = "/api/projects/all";
export const project = (id: number) => `/api/projects/${id}`;
export const projectPublish = (id: number) => `/api/projects/${id}/publish`;
export const projectUnpublish = (id: number) => `/api/projects/${id}/unpublish`;
export const projectSchedule = (id: number) => `/api/projects/${id}/schedule`;
export const projectVersions = (id: number) => `/api/projects/${id}/versions`;
export const projectVersion = (id: number, number: number) => `/api/projects/${id}/versions/${number}`;
export const projectRestore = (id: number, number: number) => `/api/projects/${id}/versions/${number}/restore`;
export const projectPreviews = (id: number) => `/api/projects/${id}/previews`;
export const projectPreview = (id: number, link: number) => `/api/projects/${id}/previews/${link}`;

// Contact messages (worker/features/contact/routes.ts)
export const contactMessage = (id: number) => `/api/contact/${id}`;
export const contactRelease = (id: number) => `/api/contact/${id}/release`;
export const contactBulk = "/api/contact/bulk";

// Images and site files (worker/features/images/routes.ts, worker/features/site-files/routes.ts)
export const images = "/api/admin/images";
export const upload = "/api/admin/upload";
export const siteContent = "/api/admin/content";

// Staff accounts and the activity log, owners only (worker/features/staff/routes.ts, worker/features/activity/routes.ts)
export const staff = "/api/admin/staff";
export const staffAccount = (id: number) => `/api/admin/staff/${id}`;
export const staffInvitations = "/api/admin/staff/invitations";
export const staffInvitation = (id: number) => `/api/admin/staff/invitations/${id}`;
export const twoFactorPolicy = "/api/admin/staff/two-factor-policy";
export const activity = "/api/admin/activity";

// Each person's own account (worker/features/account/routes.ts)
export const accountSessions = "/api/account/sessions";
export const accountSession = (id: string) => `/api/account/sessions/${encodeURIComponent(id)}`;
export const endAllSessions = "/api/account/sessions/end-all";
export const accountPassword = "/api/account/password";
export const accountEmail = "/api/account/email";
export const twoFactorSetup = "/api/account/two-factor/setup";
export const twoFactorConfirm = "/api/account/two-factor/confirm";
export const twoFactorDisable = "/api/account/two-factor/disable";
