// Runs the PSP stand-in on its own: `npx tsx scripts/psp/server.ts [--port 8443] [--host 127.0.0.1]
// [--dir .data/psp] [--client-id ID] [--client-secret SECRET] [--refund-delay-ms 300]`, or the same
// settings from PSP_PORT, PSP_HOST, PSP_STATE_DIR, PSP_CLIENT_ID, PSP_CLIENT_SECRET, PSP_REFUND_DELAY_MS.
// Its certificates and charges stay in the directory, so a restart keeps both.
import path from "node:path";
import { parseArgs } from "node:util";
import { DATA_DIR } from "../lib/database";
import { startPspStandIn } from "./stand-in";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: process.env.PSP_PORT ?? "8443" },
    host: { type: "string", default: process.env.PSP_HOST ?? "127.0.0.1" },
    dir: { type: "string", default: process.env.PSP_STATE_DIR ?? path.join(DATA_DIR, "psp") },
    "client-id": { type: "string", default: process.env.PSP_CLIENT_ID },
    "client-secret": { type: "string", default: process.env.PSP_CLIENT_SECRET },
    "refund-delay-ms": { type: "string", default: process.env.PSP_REFUND_DELAY_MS },
  },
});

const standIn = await startPspStandIn({
  port: Number(values.port),
  host: values.host,
  dir: path.resolve(values.dir),
  clientId: values["client-id"],
  clientSecret: values["client-secret"],
  refundDelayMs: values["refund-delay-ms"] === undefined ? undefined : Number(values["refund-delay-ms"]),
});

console.log(`PSP stand-in listening on ${new URL(standIn.url).origin}`);
console.log(`  API Pix base URL  ${standIn.url}`);
console.log(`  OAuth2 token URL  ${standIn.tokenUrl} (client_id ${standIn.clientId})`);
console.log(`  control           ${standIn.controlUrl}`);
console.log(`  CA certificate    ${standIn.files.ca}`);
console.log(
  `  client cert, key  ${standIn.files.clientCert} ${standIn.files.clientKey} (PKCS#12: ${standIn.files.clientPfx})`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
