import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const contentBoundary =
  "src/content imports nothing from components/ or lib/: move the type or value into content.";

const linkPrefetch = {
  selector: 'JSXOpeningElement[name.name="Link"]:not(:has(JSXAttribute[name.name="prefetch"]))',
  message: "Give next/link an explicit prefetch={false} (see eslint.config.mjs).",
};

/** Files whose words all come from src/content: every route and component. */
const copyFreeFiles = ["src/app/**/*.tsx", "src/components/**/*.tsx"];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // Content and data are typed with `satisfies` or zod, never with `as`.
      "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // Prefetching every visible link costs phones data and main-thread time for pages the
      // visitor may never open: links opt out explicitly.
      "no-restricted-syntax": ["error", linkPrefetch],
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
        linkPrefetch,
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
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/consistent-type-assertions": "off" },
  },
  {
    ignores: [
      ".next/",
      "out/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "audit-report/",
      ".scratch/",
      "next-env.d.ts",
      "coverage/",
    ],
  },
];

export default config;
