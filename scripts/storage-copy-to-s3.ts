// `npm run storage:copy-to-s3`: copies the documents the local-disk storage holds (STORAGE_DIR, by default the one
// `npm start` uses) to the bucket the S3_* settings name, key for key, each checked by the SHA-256 of what the bucket
// gives back. Re-running it skips what is already there intact. Exits 1 on any mismatch, which it never overwrites
// (docs/DEPLOYMENT.md, "Document storage").
import path from "node:path";
import { env } from "@/lib/env";
import { s3SettingsOf } from "@/lib/storage";
import { copyDiskToBucket } from "@/lib/storage/copy-to-s3";
import { S3Storage } from "@/lib/storage/s3-storage";
import { exitOnBadSettings } from "./lib/check-settings";
import { DATA_DIR } from "./lib/database";

process.env.STORAGE_DIR ??= path.join(DATA_DIR, "uploads");
exitOnBadSettings();
const settings = s3SettingsOf(env());
if (!settings) {
  console.error("S3_BUCKET is not set: name the bucket to copy to (and S3_REGION, S3_ENDPOINT as the app has them).");
  process.exit(1);
}
const root = path.resolve(env().STORAGE_DIR);
console.log(`copying ${root} to bucket ${settings.bucket}`);
const notes = {
  copied: "copied",
  mismatch: "MISMATCH: the bucket's bytes differ from the disk's",
  skipped: "skipped: not a key",
};
try {
  const report = await copyDiskToBucket(root, new S3Storage(settings), (key, outcome) => {
    if (outcome !== "present") console.log(`${notes[outcome]}  ${key}`);
  });
  console.log(
    `copied ${report.copied.length}, already in the bucket ${report.present.length}, ` +
      `mismatched ${report.mismatch.length}, skipped ${report.skipped.length}`,
  );
  process.exitCode = report.mismatch.length ? 1 : 0;
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
  console.error(`stopped: ${error instanceof Error ? error.message : String(error)}${cause}`);
  process.exitCode = 1;
}
