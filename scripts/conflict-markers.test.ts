/**
 * No tracked file keeps the markers a merge leaves where it could not join two changes: Prettier and
 * the type checker pass over them in Markdown, so a merge that commits them would otherwise land.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
const TEXT = /\.(md|ts|tsx|js|mjs|cjs|json|toml|ya?ml|css|html|sql|sh|txt)$|(^|\/)run$/;
const MARKER = /^(<{7}|>{7})( |$)|^={7}$/m;

it("no tracked text file holds merge conflict markers", () => {
  const files = tracked.filter((path) => TEXT.test(path));
  expect(files).toContain("README.md");
  expect(files.filter((path) => MARKER.test(readFileSync(path, "utf8")))).toEqual([]);
});
