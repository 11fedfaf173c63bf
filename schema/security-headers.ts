/**
 * The security headers every answer carries, static pages, Worker-rendered pages, media and API
 * alike. One home for the build's `_headers` file (scripts/lib/static-headers.ts) and the Worker's
 * middleware (worker/index.ts); the Content-Security-Policy differs by kind and lives with each.
 */
export const securityHeaders = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
} as const;
