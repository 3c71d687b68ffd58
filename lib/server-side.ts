// `import "#server-only"` marks a module of the server domain. package.json's "imports" resolves it to
// the `server-only` package in a browser bundle, whose import fails Next.js's build there, and to this
// empty module everywhere else (the server's bundles, vitest, tsx), where nothing is to be refused.
export {};
