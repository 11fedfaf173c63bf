import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { ErrorResponse } from "../schema/types";
import type { AppEnv } from "./env";
import { HttpError } from "./http-error";
import { projectRoutes } from "./routes/projects";

const app = new Hono<AppEnv>();

app.use("/api/*", secureHeaders());
// API answers are per-request unless a route says otherwise.
app.use("/api/*", async (c, next) => {
  await next();
  if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
});

app.route("/api/projects", projectRoutes);

app.notFound((c) => c.json<ErrorResponse>({ success: false, message: "Not found" }, 404));

app.onError((err, c) => {
  if (err instanceof HttpError) {
    return c.json<ErrorResponse>(
      { success: false, message: err.message, ...(err.errors && { errors: err.errors }) },
      err.status,
    );
  }
  if (err instanceof HTTPException) {
    return c.json<ErrorResponse>({ success: false, message: err.message || "Request failed" }, err.status);
  }
  // Details go to the log, never to the client.
  console.error(`${c.req.method} ${c.req.path} failed:`, err);
  return c.json<ErrorResponse>({ success: false, message: "Something went wrong on our side." }, 500);
});

export default app;
