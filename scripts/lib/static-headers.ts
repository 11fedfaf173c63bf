import { createHash } from "node:crypto";
import { securityHeaders } from "#schema/security-headers.ts";

/**
 * The `_headers` file of the static site: security headers on every page, long caching for hashed
 * assets. The Worker copies these onto the pages it serves itself (project pages).
 * Inline scripts are allowed by hash only; pass every inline script the pages contain.
 */
export function staticHeaders(inlineScripts: string[]): string {
  const hashes = inlineScripts.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  const csp = [
    "default-src 'self'",
    // reCAPTCHA v3 is loaded from Google when a form is about to submit.
    `script-src 'self' ${hashes.join(" ")} https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`,
    // Inline style attributes from components; no inline scripts ride on this.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The Find Us map, and reCAPTCHA's own frame.
    "frame-src https://www.openstreetmap.org https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return `/*
  Content-Security-Policy: ${csp}
${Object.entries(securityHeaders)
  .map(([name, value]) => `  ${name}: ${value}`)
  .join("\n")}

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/reset-password
  Referrer-Policy: no-referrer
`;
}

/** The bodies of <script> elements without a src (JSON data blocks excluded: they never run). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
}
