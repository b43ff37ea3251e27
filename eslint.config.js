import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Features may use the ones others build on (sections, the section types pages are made of, and
// auth, who is signed in; experiments, which variant a lead or click came from) and nothing else
// of each other: routes compose features.
const SHARED_FEATURES = ["sections", "auth", "experiments"];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/", "backups/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "db/**/*.ts"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      "import/resolver": { typescript: true, node: true },
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver()],
      "boundaries/include": ["app/**/*", "server/**/*", "db/**/*"],
      "boundaries/elements": [
        { type: "feature", pattern: "app/features/*", capture: ["feature"] },
        { type: "routes", pattern: "app/routes" },
        { type: "layouts", pattern: "app/layouts" },
        { type: "ui", pattern: "app/ui" },
        { type: "lib", pattern: "app/lib" },
        { type: "access", pattern: "app/access" },
        { type: "app-root", pattern: "app/*", mode: "file" },
        { type: "server", pattern: "server" },
        { type: "db", pattern: "db" },
      ],
    },
    rules: {
      "boundaries/element-types": [
        "error",
        {
          default: "disallow",
          rules: [
            { from: ["lib"], allow: ["lib"] },
            { from: ["ui"], allow: ["ui", "lib"] },
            // Who may read or change a project: built on the signed-in user (auth) and the database, used by every feature and route.
            { from: ["access"], allow: ["access", "lib", "db", ["feature", { feature: "auth" }]] },
            {
              from: ["feature"],
              allow: ["lib", "ui", "access", "db", "app-root", ["feature", { feature: "${from.feature}" }], ...SHARED_FEATURES.map((feature) => ["feature", { feature }])],
            },
            // Features read the server's Config type; they never import server code.
            { from: ["feature"], allow: ["server"], importKind: "type" },
            { from: ["routes", "layouts"], allow: ["routes", "feature", "access", "ui", "lib", "app-root", "db"] },
            { from: ["app-root"], allow: ["app-root", "ui", "lib", "access", "feature", "db", "server"] },
            { from: ["server"], allow: ["server", "db", "lib", "access", "feature", "app-root"] },
            { from: ["db"], allow: ["db", "server"] },
          ],
        },
      ],
      // A cycle makes load order matter and hides which module owns what.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/fixtures/*"], message: "Fixtures are test material: only tests import them, so no build bundles them." }] },
      ],
    },
  },
  {
    // Every body is read under a size limit; reading one whole would let one request fill the memory.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/read-form-data.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='request'][callee.property.name=/^(formData|json|text|arrayBuffer|blob|bytes)$/]",
          message: "Read request bodies with readFormData or parseFormWithin (app/lib/read-form-data.ts), which stop at a size limit.",
        },
      ],
    },
  },
  {
    // Tests drive the whole app (servers, databases) from outside, so any import is fair there, and
    // in the fixtures only tests use.
    files: ["**/*.test.{ts,tsx}", "**/test-fixtures.ts", "tests/**/*.ts", "bench/**/*.ts", "scripts/**/*.mjs"],
    rules: { "no-console": "off", "boundaries/element-types": "off", "no-restricted-imports": "off" },
  },
);
