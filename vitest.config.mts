import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Tests load the domain once, from its sources, under either name.
  resolve: { alias: { "@pix/core": path.resolve(import.meta.dirname, "lib"), "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["{lib,app,prisma,scripts}/**/*.test.ts", "components/**/*.test.{ts,tsx}"],
    globalSetup: ["lib/testing/global-setup.ts"],
    setupFiles: ["lib/testing/database-per-file.ts"],
    pool: "forks",
    // vitest's default is one worker less than the CPUs: one file at a time on CI's 2 cores, while most of a file's
    // time is spent waiting on PostgreSQL, child servers and sockets. Three at once took the suite from 8.4 to 5.4 min.
    maxWorkers: 3,
    // Tests run their webhook receivers on 127.0.0.1, which production refuses (SSRF guard).
    // The tests' HTTP client stands in for one proxy: the X-Forwarded-For it sends names the caller.
    env: {
      NODE_ENV: "test",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
      WEBHOOK_ALLOWED_HOSTS: "127.0.0.1",
      TRUSTED_PROXY_HOPS: "1",
    },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
