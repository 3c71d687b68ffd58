// `npm run e2e` runs the specs in shards at once (scripts/e2e.ts), each against its own demo server with its own
// port, database and artifacts; E2E_INSTANCE names the shard. Without it (a file run by hand) there is one instance:
// port E2E_PORT (3100), `.data/e2e`, `e2e/artifacts`.
const instance = process.env.E2E_INSTANCE ?? "";

/** Where the demo server of this instance keeps its database, secrets and the PSP stand-in's files. */
export const E2E_DATA_DIR = instance ? `.data/e2e-${instance}` : ".data/e2e";
/** E2E_PORT lets two checkouts of the project run their browser tests at once (each shard adds its number). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100) + Number(instance || 0);
export const E2E_ARTIFACTS = instance ? `e2e/artifacts/shard-${instance}` : "e2e/artifacts";
