import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const contentBoundary =
  "src/content imports nothing from components/ or lib/: move the type or value into content.";

const serverBoundary =
  "server/ imports from src/ only under src/shared/ (what the browser and the server both read: src/shared/README.md).";
const sharedBoundary =
  "src/shared is a leaf: it imports only src/shared (relative paths) and npm packages, never src/content, src/lib, src/components, React or server/ (src/shared/README.md).";

/**
 * The imports a file `depth` folders below src/shared may not write: any relative path that
 * climbs out of src/shared (so src/content, src/lib, server/… all fail), an `@/` path other
 * than `@/shared`, React, and Node's built-ins (the browser runs these modules too).
 */
const sharedLeafRule = (depth) => ({
  files: [`src/shared/${"*/".repeat(depth)}*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { regex: `^(\\.\\./){${depth + 1},}`, message: sharedBoundary },
          { regex: "^@/(?!shared(/|$))", message: sharedBoundary },
          { regex: "^(react|react-dom)(/|$)", message: sharedBoundary },
          { regex: "^node:", message: sharedBoundary },
        ],
      },
    ],
    "no-restricted-globals": [
      "error",
      { name: "Buffer", message: sharedBoundary },
      { name: "process", message: sharedBoundary },
    ],
  },
});

/** Files whose words all come from src/content: every component (.astro pages are thin). */
const copyFreeFiles = ["src/components/**/*.tsx"];

const config = [
  ...tseslint.configs.recommended,
  { files: ["**/*.{ts,tsx}"], ...react.configs.flat.recommended },
  { files: ["**/*.{ts,tsx}"], ...react.configs.flat["jsx-runtime"] },
  {
    files: ["**/*.{ts,tsx}"],
    settings: { react: { version: "detect" } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  reactHooks.configs.flat["recommended-latest"],
  { files: ["**/*.{ts,tsx}"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // Content and data are typed with `satisfies` or zod, never with `as`.
      "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Copy lives in src/content: no words written in these components' JSX or labels.
    files: copyFreeFiles,
    ignores: ["**/*.test.tsx"],
    rules: {
      "react/jsx-no-literals": [
        "error",
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: [":", "@", "(", ")", ",", ".", "·", "#"],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|title|alt|placeholder)$/] :matches(Literal[value=/\\w/], TemplateElement[value.raw=/\\w/])",
          message: "Put this label in src/content (see src/content/layout.ts and ui.ts).",
        },
      ],
    },
  },
  {
    // Content is data and copy: components and lib import it, never the other way round.
    files: ["src/content/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/components", "@/components/*", "@/lib", "@/lib/*"],
              message: contentBoundary,
            },
            {
              regex: "^(\\.\\./)+(components|lib)(/|$)",
              message: contentBoundary,
            },
          ],
        },
      ],
    },
  },
  {
    // The seam: the server reads src/ only through src/shared.
    files: ["server/**/*.ts"],
    // Tests the page's own intake client (src/lib/intake) against the real server.
    ignores: ["server/api/client.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(\\.\\./)+src/(?!shared(/|$))", message: serverBoundary },
            { regex: "^@/(?!shared(/|$))", message: serverBoundary },
          ],
        },
      ],
    },
  },
  sharedLeafRule(0),
  sharedLeafRule(1),
  sharedLeafRule(2),
  {
    files: ["**/*.test.{ts,tsx}", "test/**/*.ts", "e2e/**/*.ts"],
    rules: {
      "@typescript-eslint/consistent-type-assertions": "off",
      // Vitest's `vi.waitFor` and `vi.waitUntil` give up after 1 s unless told otherwise
      // (Testing Library's `waitFor` and `findBy…` wait 20 s here, vitest.setup.ts): on a busy
      // machine a state that came later failed CI (keys-view.test.tsx, a key made and sealed).
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/][arguments.length<2]",
          message:
            "Give vi.waitFor and vi.waitUntil a timeout ({ timeout: 20_000 }, as vitest.setup.ts gives Testing Library), or use Testing Library's waitFor.",
        },
      ],
    },
  },
  {
    ignores: [
      ".astro/",
      // The Spanish build's folder while a build runs (.ci/run lints beside the smoke's build).
      ".es-build/",
      "out/",
      "out.builds/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "audit-report/",
      ".scratch/",
      "coverage/",
    ],
  },
];

export default config;
