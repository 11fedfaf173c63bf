import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { DEVICE_COOKIE, DEVICE_TTL_SECONDS } from "./device-cookies";
import {
  cookieIsSecure,
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_TTL_SECONDS,
  SESSION_COOKIE,
  SESSION_TTL_SECONDS,
} from "./session";

/**
 * The staff cookies, as the browser gets them: HttpOnly, SameSite=Strict, and Secure wherever the site
 * is served over https, where the session cookie is also `__Host-` (only this origin can set it, for
 * every path) and the device and pending sign-in cookies `__Secure-` (sent to /api/auth only).
 */
const secureFor = (c: Context) => cookieIsSecure(c.req.url);

export function readSessionCookie(c: Context): string | undefined {
  return secureFor(c) ? getCookie(c, SESSION_COOKIE, "host") : getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context, token: string): void {
  const options = { httpOnly: true, sameSite: "Strict", path: "/", maxAge: SESSION_TTL_SECONDS } as const;
  if (secureFor(c)) setCookie(c, SESSION_COOKIE, token, { ...options, secure: true, prefix: "host" });
  else setCookie(c, SESSION_COOKIE, token, options);
}

export function clearSessionCookie(c: Context): void {
  if (secureFor(c)) deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, prefix: "host" });
  else deleteCookie(c, SESSION_COOKIE, { path: "/" });
}

const DEVICE_PATH = "/api/auth";

export function readDeviceCookie(c: Context): string | undefined {
  return secureFor(c) ? getCookie(c, DEVICE_COOKIE, "secure") : getCookie(c, DEVICE_COOKIE);
}

export function setDeviceCookie(c: Context, token: string): void {
  const options = { httpOnly: true, sameSite: "Strict", path: DEVICE_PATH, maxAge: DEVICE_TTL_SECONDS } as const;
  if (secureFor(c)) setCookie(c, DEVICE_COOKIE, token, { ...options, secure: true, prefix: "secure" });
  else setCookie(c, DEVICE_COOKIE, token, options);
}

export function readPendingSignInCookie(c: Context): string | undefined {
  return secureFor(c) ? getCookie(c, PENDING_SIGN_IN_COOKIE, "secure") : getCookie(c, PENDING_SIGN_IN_COOKIE);
}

export function setPendingSignInCookie(c: Context, token: string): void {
  const options = {
    httpOnly: true,
    sameSite: "Strict",
    path: DEVICE_PATH,
    maxAge: PENDING_SIGN_IN_TTL_SECONDS,
  } as const;
  if (secureFor(c)) setCookie(c, PENDING_SIGN_IN_COOKIE, token, { ...options, secure: true, prefix: "secure" });
  else setCookie(c, PENDING_SIGN_IN_COOKIE, token, options);
}

export function clearPendingSignInCookie(c: Context): void {
  if (secureFor(c)) deleteCookie(c, PENDING_SIGN_IN_COOKIE, { path: DEVICE_PATH, secure: true, prefix: "secure" });
  else deleteCookie(c, PENDING_SIGN_IN_COOKIE, { path: DEVICE_PATH });
}
