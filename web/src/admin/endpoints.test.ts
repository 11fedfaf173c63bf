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
      withQuery(staff.allProjectRows, { limit: 50, cursor: "12" }),
      staff.project(3),
      staff.createProject,
      staff.updateProject(3),
      staff.deleteProject(3),
      staff.publishProject(3),
      staff.unpublishProject(3),
      staff.unscheduleProject(3),
      staff.projectVersionList(3),
      staff.projectVersionContent(3, 2),
      staff.restoreVersion(3, 2),
      staff.previewLinks(3),
      staff.createPreviewLink(3),
      staff.revokePreviewLink(3, 9),
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
      "/api/projects/all?limit=50&cursor=12",
      "/api/projects/3",
      "/api/projects",
      "/api/projects/3",
      "/api/projects/3",
      "/api/projects/3/publish",
      "/api/projects/3/unpublish",
      "/api/projects/3/schedule",
      "/api/projects/3/versions",
      "/api/projects/3/versions/2",
      "/api/projects/3/versions/2/restore",
      "/api/projects/3/previews",
      "/api/projects/3/previews",
      "/api/projects/3/previews/9",
      "/api/admin/images",
      "/api/admin/upload",
      "/api/admin/content?path=web%2Fsrc%2Fpages%2FHome.tsx",
      "/api/admin/content",
    ]);
  });
});
