import "#server-only";
// The domain is one module instance per process (docs/ARCHITECTURE.md): a second copy would hold its
// own error classes, pools, clients and job timers, and `instanceof AppError` would fail across copies.
// The build checks that Next.js's output holds none of lib/ (scripts/check-build.ts); this stops a
// process that loads it twice anyway. On globalThis because that is the one thing two copies share.
const LOADED = Symbol.for("pix.core:loaded-modules");

/** Called once at the top of the domain's stateful modules; evaluating one of them again ends the process. */
export function claimSingleCopy(module: string): void {
  const loaded = ((globalThis as { [LOADED]?: Set<string> })[LOADED] ??= new Set());
  if (loaded.has(module)) {
    process.stderr.write(
      `FATAL ${module} was loaded twice in this process: import the domain as @pix/core, never bundle lib/\n`,
    );
    process.exit(70);
  }
  loaded.add(module);
}
