// ESLint flat config: TypeScript with type information, React, hooks, accessibility
// of JSX, and React Router's route-module conventions. Formatting is Prettier's job
// (eslint-config-prettier is not needed: none of the rules below is about layout). Plain JavaScript: as
// TypeScript it would need types for eslint-plugin-jsx-a11y, which ships none.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "public/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `import type` keeps type-only imports out of the bundle (tsconfig has verbatimModuleSyntax).
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Event handlers may start async work (react-hook-form's handleSubmit, the router's
      // navigate); React ignores what they return. Promises elsewhere are still checked.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // React Router's convention: a loader throws a Response (404) for the error boundary.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      // An empty catch says "this failure is expected and harmless" (killing a process that is gone).
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    // Test doubles implement async interfaces (fetch, sleep) without awaiting anything.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "@typescript-eslint/require-await": "off" },
  },
  {
    // The owner's YAML (edited as he edits it) and Lighthouse's report are read as the loose JSON they are.
    files: ["scripts/owner-edits.ts", "scripts/bench.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // Plain JavaScript (this file, the Netlify plugin's entry) is checked without type information.
    files: ["**/*.{js,mjs,cjs}"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [
      react.configs.flat.recommended,
      react.configs.flat["jsx-runtime"],
      reactHooks.configs.flat["recommended-latest"],
      jsxA11y.flatConfigs.strict,
    ],
    settings: { react: { version: "detect" } },
    rules: {
      // Props are typed by TypeScript.
      "react/prop-types": "off",
    },
  },
  {
    // React Router route modules: a default export (the page) plus the exports the
    // framework reads (meta, links, loader...). Anything else breaks hot reload.
    files: ["app/routes/**/*.tsx", "app/root.tsx"],
    plugins: { "react-refresh": reactRefresh },
    rules: {
      "react-refresh/only-export-components": [
        "error",
        {
          allowExportNames: [
            "meta",
            "links",
            "headers",
            "loader",
            "clientLoader",
            "action",
            "clientAction",
            "middleware",
            "handle",
            "shouldRevalidate",
            "ErrorBoundary",
            "HydrateFallback",
            "Layout",
          ],
        },
      ],
    },
  },
);
