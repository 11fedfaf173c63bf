import { describe, expect, it, vi } from "vitest";
import * as apiPaths from "#schema/api-paths.ts";
import * as staff from "../admin/endpoints";
import * as api from "./api";

function stubFetch(answer: unknown = { success: true, message: "Done" }) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(answer));
}

describe("the reads the Worker inlines into pages", () => {
  // worker/features/pages/routes.ts keys its page data by these paths (its tests name them), and the
  // browser's SWR key is the read itself: the two must be the same string, or hydration asks again.
  it("are their API paths, byte for byte", () => {
    expect(api.featuredProjects).toBe(apiPaths.featuredProjects);
    expect(api.featuredProjects).toBe("/api/projects/featured");
    expect(api.projects).toBe(apiPaths.projects);
    expect(api.projects).toBe("/api/projects");
    expect(api.projectBySlug("casa ocotillo/ñ?")).toBe(apiPaths.projectBySlug("casa ocotillo/ñ?"));
    expect(api.projectBySlug("casa ocotillo/ñ?")).toBe("/api/projects/slug/casa%20ocotillo%2F%C3%B1%3F");
  });

  it("keep the bare path when a query has nothing in it, as the portfolio's first page", () => {
    expect(api.withQuery(api.projects)).toBe("/api/projects");
    expect(api.withQuery(api.projects, { limit: undefined, cursor: null })).toBe("/api/projects");
    expect(api.withQuery(api.projects, { limit: 3, cursor: "9" })).toBe("/api/projects?limit=3&cursor=9");
  });
});

describe("send", () => {
  it("sends a write with its method, its path and its body as JSON, and returns the answer", async () => {
    const fetch = stubFetch({ success: true, message: "Message updated" });
    const answer = await api.send("PATCH", staff.updateMessage(7), { status: "completed", notes: "Called back" });
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/api/contact/7", {
      method: "PATCH",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ status: "completed", notes: "Called back" }),
    });
    expect(answer).toEqual({ success: true, message: "Message updated" });
  });

  it("sends a write declared without a body with none, and no content type", async () => {
    const fetch = stubFetch();
    await api.send("POST", api.logout);
    await api.send("DELETE", staff.deleteProject(3));
    expect(fetch.mock.calls).toEqual([
      ["/api/auth/logout", { method: "POST", credentials: "include", headers: undefined, body: undefined }],
      ["/api/projects/3", { method: "DELETE", credentials: "include", headers: undefined, body: undefined }],
    ]);
  });

  it("throws the error answer of a non-ok response", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({ success: false, message: "Invalid credentials" }, { status: 401 }),
    );
    await expect(api.send("POST", api.login, { username: "a", password: "b" })).rejects.toMatchObject({
      status: 401,
      message: "Invalid credentials",
    });
  });

  it("refuses at compile time a call that does not match its declaration (npx tsc -b)", () => {
    // Never called: without its @ts-expect-error, each line fails the type check.
    const mismatches = () => [
      // @ts-expect-error updateMessage is a PATCH
      api.send("POST", staff.updateMessage(1), { status: "new" }),
      // @ts-expect-error updateMessage takes a body
      api.send("PATCH", staff.updateMessage(1)),
      // @ts-expect-error "lost" is not a status staff give
      api.send("PATCH", staff.updateMessage(1), { status: "lost" }),
      // @ts-expect-error logout takes no body
      api.send("POST", api.logout, {}),
      // @ts-expect-error a read is not sent
      api.send("POST", api.session),
      // @ts-expect-error a write is not read
      api.getJson(api.contact),
      // @ts-expect-error the inbox has no such filter
      api.withQuery(staff.inbox, { colour: "red" }),
      // @ts-expect-error the featured projects take no query
      api.withQuery(api.featuredProjects, { limit: 3 }),
    ];
    expect(mismatches).toBeTypeOf("function");
  });
});

describe("getJson", () => {
  it("GETs a read with its query", async () => {
    const fetch = stubFetch({ data: [], nextCursor: null });
    await api.getJson(api.withQuery(staff.inbox, { status: "held", service: undefined, q: "plan b", cursor: null }));
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/api/contact?status=held&q=plan+b", {
      method: "GET",
      credentials: "include",
      headers: undefined,
      body: undefined,
    });
  });

  it("asks about a reset token at the address the reset link's token was always sent to", () => {
    // Reset tokens are base64url (worker/features/auth/reset-tokens.ts): the query encodes them as
    // encodeURIComponent does.
    const token = "q1W-e2_R3t4Y5u6I7o8P9a0SdFgHjKlZxCvBnM12345";
    expect(api.withQuery(api.resetToken, { token })).toBe(`/api/auth/verify-token?token=${encodeURIComponent(token)}`);
  });
});
