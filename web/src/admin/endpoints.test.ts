import { describe, expect, it } from "vitest";
import { withQuery } from "../lib/api";
import * as staff from "./endpoints";

describe("the dashboard's endpoints", () => {
  it("address the API's paths", () => {
    expect([
      staff.inbox,
      staff.message(7),
      staff.updateMessage(7),
      staff.deleteMessage(7),
      staff.releaseMessage(7),
      staff.changeMessages,
      staff.project(3),
      staff.createProject,
      staff.updateProject(3),
      staff.deleteProject(3),
      staff.images,
      staff.uploadImage,
      withQuery(staff.siteFile, { path: "web/src/pages/Home.tsx" }),
      staff.saveSiteFile,
    ]).toEqual([
      "/api/contact",
      "/api/contact/7",
      "/api/contact/7",
      "/api/contact/7",
      "/api/contact/7/release",
      "/api/contact/bulk",
      "/api/projects/3",
      "/api/projects",
      "/api/projects/3",
      "/api/projects/3",
      "/api/admin/images",
      "/api/admin/upload",
      "/api/admin/content?path=web%2Fsrc%2Fpages%2FHome.tsx",
      "/api/admin/content",
    ]);
  });
});
