import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";

// The CLI refuses to start without a URL, even for `prisma generate`; a placeholder is enough there.
process.env.DATABASE_URL ??= "postgresql://placeholder@localhost:5432/placeholder";

// Workaround for prisma/orm#27403: adapter-pg 6.19 cannot map pg_catalog's `"char"` (oid 18)
// and `name` (oid 19) columns that introspection reads; report them as text (oid 25).
const TEXT_OID = 25;
class IntrospectionSafeClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's overloads cannot be expressed without `any`.
  override query(...args: any[]): any {
    const relabel = (res: pg.QueryResult | undefined) => {
      for (const field of res?.fields ?? []) {
        if (field.dataTypeID === 18 || field.dataTypeID === 19) field.dataTypeID = TEXT_OID;
      }
      return res;
    };
    const last = args.at(-1);
    if (typeof last === "function") {
      // pg.Pool#query calls the client in callback style.
      args[args.length - 1] = (err: Error | null, res: pg.QueryResult) => last(err, relabel(res));
      return super.query(...(args as Parameters<pg.Client["query"]>));
    }
    const result = super.query(...(args as Parameters<pg.Client["query"]>)) as unknown;
    return result instanceof Promise ? result.then(relabel) : result;
  }
}

type CliAdapter = Awaited<ReturnType<PrismaPg["connect"]>>;

// adapter-pg 6.19 splits a migration at every ";" and runs the pieces one by one: a migration was not atomic, and no
// function body could be written in one. Sent whole, as one simple query, it is one implicit transaction, as Prisma's
// native schema engine sends it.
function runScriptsWhole(adapter: CliAdapter): CliAdapter {
  adapter.executeScript = async (script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (error) {
      // The adapter's own translation into the errors the schema engine reads.
      (adapter as unknown as { onError(error: unknown): never }).onError(error);
    }
  };
  return adapter;
}

// adapter-pg drops the shadow database while its own pool still holds a connection to it
// ("is being accessed by other users"): close the pool first, then drop.
class CliPrismaPg extends PrismaPg {
  override async connect() {
    return runScriptsWhole(await super.connect());
  }

  override async connectToShadowDb() {
    const admin = await this.connect();
    const database = `prisma_migrate_shadow_db_${globalThis.crypto.randomUUID().replaceAll("-", "")}`;
    await admin.executeScript(`CREATE DATABASE "${database}"`);
    const pool = newCliPool(process.env.DATABASE_URL!, database);
    const shadow = runScriptsWhole(await new PrismaPg(pool).connect());
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      await pool.end();
      await admin.executeScript(`DROP DATABASE "${database}"`);
      await admin.dispose();
    };
    return shadow;
  }
}

function newCliPool(connectionString: string, database?: string) {
  const url = new URL(connectionString);
  // pg lets the connection string's database win over a `database` option, so rewrite the URL.
  if (database) url.pathname = `/${database}`;
  // allowExitOnIdle: otherwise each CLI command lingers ~10 s on idle connections.
  return new pg.Pool({ connectionString: url.toString(), allowExitOnIdle: true, Client: IntrospectionSafeClient });
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  async adapter() {
    return new CliPrismaPg(newCliPool(process.env.DATABASE_URL!));
  },
});
