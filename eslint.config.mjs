// ESLint checks for defects and for line length; Prettier (prettier.config.mjs) owns all other formatting.
// `npm run lint` runs both; `npm run format` rewrites files in Prettier's style.
import js from "@eslint/js";
import stylistic from "@stylistic/eslint-plugin";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier/flat";

const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx", "e2e/**", "**/testing/**", "**/testing.ts"];

export default defineConfig(
  globalIgnores([
    "lib/db/generated/**",
    ".next/**",
    "dist/**",
    "node_modules/**",
    "e2e/artifacts/**",
    "app/api/v1/routes.generated.ts", // written by scripts/gen-route-index.ts, checked by `npm run routes -- --check`
    ".data/**",
    "bench/results/**",
    "docs/screenshots/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
  js.configs.recommended,
  ...nextVitals, // react, react-hooks (with the React Compiler's rules), jsx-a11y, import, @next/next
  ...nextTs, // typescript-eslint's recommended rules

  // Type-aware rules: a promise nobody awaits is a payment step that may silently not happen. These three add
  // about 35 s of CPU to a full run (the TypeScript program is built once); the other type-checked rules stay off.
  {
    files: ["**/*.{ts,tsx,mts}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      // React ignores what an event handler returns, and `onSubmit={form.handleSubmit(save)}` or an async onClick
      // is the react-hook-form / react-query idiom here (30 findings); callbacks given to Node APIs (process.on,
      // server request handlers), where a rejection goes unhandled, are still checked.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },

  {
    rules: {
      // A leading underscore marks a deliberately unused name (`const { secret: _secret, ...rest } = row`).
      // An error rather than next's warning: `eslint .` fails only on errors, and dead code should not pile up.
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      // `catch {}` is the tree's way to say "best effort, failure is fine" (localStorage, polling, /proc reads).
      "no-empty": ["error", { allowEmptyCatch: true }],
      // Only tells where the React Compiler would skip a component (react-hook-form's watch()); the app does not
      // use the React Compiler, so there is nothing to fix.
      "react-hooks/incompatible-library": "off",
      // The app's <img>s are data: and blob: URLs made in the browser (QR codes, upload previews) or images the
      // API draws per request behind the session cookie; next/image has nothing to optimise in either.
      "@next/next/no-img-element": "off",
      // One way of running a transaction (lib/db/transaction.ts): Prisma's interactive transactions cost 40 % of a
      // write request's CPU (docs/PERFORMANCE.md), and two ways would split the helpers that take a `tx`.
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='$transaction']",
          message: "Run transactions with transaction() from lib/db/transaction.ts.",
        },
      ],
    },
  },

  {
    files: TEST_FILES,
    rules: {
      // Tests read JSON answers of many shapes; `any` there is the idiom, not a hole in product types.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    files: ["e2e/**"],
    rules: {
      // Playwright requires the first argument of a fixture to be a destructuring pattern: `async ({}, use) => ...`.
      "no-empty-pattern": "off",
      // A Playwright fixture's callback is named `use`, which the rule takes for React's use().
      "react-hooks/rules-of-hooks": "off",
    },
  },

  {
    // Route handlers run in Next.js's bundle: the domain must come from the one copy the server loads (@pix/core), or
    // `next build` dies on "lib/env was loaded twice". Types are erased, so they may come from anywhere.
    files: ["app/api/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/lib/*"], allowTypeImports: true, message: "Import the domain as @pix/core/… in app/api." },
          ],
        },
      ],
    },
  },

  prettier, // turns off every rule that would fight Prettier; max-len comes back below, on purpose

  {
    plugins: { "@stylistic": stylistic },
    rules: {
      // Lines of at most 120 columns outside string literals: Prettier wraps code at 120 but leaves long strings
      // and comments alone. Comments are checked; `npx tsx scripts/wrap-comments.ts <files>` rewraps them.
      "@stylistic/max-len": [
        "error",
        {
          code: 120,
          tabWidth: 2,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreComments: false,
        },
      ],
    },
  },
);
