import "#server-only";
import { db } from "@/lib/db/client";
import { z } from "@/lib/zod";
import { ping } from "./queries";
import packageJson from "@/package.json" with { type: "json" };

export const StatusSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    version: z.string(),
    uptimeSeconds: z.number().int(),
    database: z.enum(["up", "down"]),
    time: z.iso.datetime(),
  })
  .meta({ id: "Status" });

export type Status = z.infer<typeof StatusSchema>;

const DATABASE_CHECK_TIMEOUT_MS = 2_000;

async function databaseUp(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS);
  });
  const probe = ping(db()).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function readStatus(): Promise<Status> {
  const up = await databaseUp();
  return {
    status: up ? "ok" : "degraded",
    version: packageJson.version,
    uptimeSeconds: Math.floor(process.uptime()),
    database: up ? "up" : "down",
    time: new Date().toISOString(),
  };
}
