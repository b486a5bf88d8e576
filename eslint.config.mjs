import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {},
  },
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
  },
  {
    ignores: [
      ".next/",
      "out/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "next-env.d.ts",
      "coverage/",
    ],
  },
];

export default config;
