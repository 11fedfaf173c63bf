import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Imports that climb two folders or more, or leave their top-level folder, use the package's import
 * aliases (#schema/, #web/, #worker/, #scripts/ in package.json) with the file's extension
 * (docs/decisions/020-import-aliases.md).
 */
const climbing = {
  group: ["../../*"],
  message: "Import through #schema/, #web/, #worker/ or #scripts/ instead of climbing folders.",
};

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
    files: ["schema/**/*.ts", "scripts/**/*.ts", "e2e/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [climbing] }] },
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
            climbing,
            {
              group: ["**/web/**", "#web/*"],
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
            climbing,
            { group: ["**/web/**", "#web/*"], message: "The Worker imports the site only through #app/render." },
            {
              group: ["**/features/**", "#worker/features/*"],
              message: "The platform layer imports no feature; features import it.",
            },
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
            climbing,
            {
              group: ["**/worker/**", "#worker/*"],
              message: "The site talks to the Worker over HTTP; shared types live in schema/.",
            },
          ],
        },
      ],
    },
  },
);
