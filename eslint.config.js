import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", ".wrangler", "node_modules", "test-results", "playwright-report", "bench-results"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["scripts/**/*.ts", "e2e/**/*.ts", "*.config.{ts,js}"],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // The two halves meet only in schema/ (tables, validation, types, site facts) and through the
  // Worker's `#app/render` seam (docs/decisions/007-pages-rendered-in-the-worker.md).
  {
    files: ["worker/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/web/**"],
              message: "The Worker imports the site only through #app/render; shared facts live in schema/.",
            },
          ],
        },
      ],
    },
  },
  // The Worker's platform layer (env, settings, errors, storage helpers) serves every feature and
  // knows none of them (docs/decisions/019-the-worker-by-feature.md).
  {
    files: ["worker/platform/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/web/**"], message: "The Worker imports the site only through #app/render." },
            { group: ["**/features/**"], message: "The platform layer imports no feature; features import it." },
          ],
        },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/worker/**"],
              message: "The site talks to the Worker over HTTP; shared types live in schema/.",
            },
          ],
        },
      ],
    },
  },
);
