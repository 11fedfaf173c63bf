import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteFileCategories } from "#schema/site/site-files.ts";
import { FormatError, formatSource } from "./format-source";

const editablePaths = siteFileCategories.flatMap((category) => category.files.map((file) => file.path));

describe("formatSource (Code Editor saves)", () => {
  it("agrees with the repository's format check: every editable file comes back unchanged", async () => {
    expect(editablePaths.length).toBeGreaterThan(10);
    for (const path of editablePaths) {
      const text = readFileSync(path, "utf8");
      expect(await formatSource(path, text), path).toBe(text);
    }
  });

  it("formats TypeScript, TSX, CSS and JSON with the repository's options", async () => {
    expect(await formatSource("schema/site/company.ts", "export const a = {b:1,\n  c:'two'}")).toBe(
      'export const a = { b: 1, c: "two" };\n',
    );
    expect(await formatSource("web/src/pages/Home.tsx", "export default () => <p   className='x'>Hi</p>")).toBe(
      'export default () => <p className="x">Hi</p>;\n',
    );
    expect(await formatSource("web/src/styles/index.css", "a{color:red}")).toBe("a {\n  color: red;\n}\n");
    expect(await formatSource("schema/site/theme.json", '{"a":[1,2]}')).toBe('{ "a": [1, 2] }\n');
    // printWidth 120 from .prettierrc.json: this line has 102 characters and stays whole.
    const long = `export const list = [${Array.from({ length: 9 }, (_, i) => `"item${i}"`).join(", ")}];\n`;
    expect(await formatSource("schema/site/company.ts", long)).toBe(long);
  });

  it("says where a file does not parse", async () => {
    const failure = await formatSource("schema/site/company.ts", "export const a = {\n  b: 1,,\n};").catch((e) => e);
    expect(failure).toBeInstanceOf(FormatError);
    expect(failure.message).toMatch(/^Line 2, column \d+: /);
  });
});
