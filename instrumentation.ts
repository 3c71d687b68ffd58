/** Next.js calls this once when the server starts. */
export async function register() {
  // Next.js also compiles this file for the edge runtime: the condition, inlined there, drops the import.
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("@pix/core/jobs/web-process")).startWebProcess();
}
