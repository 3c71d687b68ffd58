// The baseline: a bare node:http + pg server doing the same SQL as the project for the benchmark's
// scenarios (and the same unavoidable crypto: JWT, argon2id, HMAC), with nothing else: no
// framework, no ORM, no schema validation, no request log. The ratio project/baseline is the cost
// of everything the project adds on top of its queries.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { verify as verifyArgon2 } from "@node-rs/argon2";
import { createSigner, createVerifier } from "fast-jwt";
import pg from "pg";
import { apiPixCharges, pspFromEnv, receivePixNotification } from "./api-pix";
import { HttpError, PAYMENT_COLUMNS, type PaymentRow, paymentJson } from "./payment-row";
import { requestRefund } from "./refunds";
import { createPayment, finishCharge, SANDBOX_CHARGES } from "./writes";

const settings = {
  port: Number(process.env.PORT),
  appUrl: process.env.APP_URL!,
  webhookSecret: process.env.SANDBOX_WEBHOOK_SECRET!,
};
// The project's pool size (DB_POOL_MAX, default 10), so both wait on the database alike.
const signJwt = createSigner({ key: process.env.JWT_SECRET!, algorithm: "HS256", iss: "pix-payments" });
const verifyJwt = createVerifier({ key: process.env.JWT_SECRET!, algorithms: ["HS256"], allowedIss: "pix-payments" });
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
// Started with the project's API Pix settings, charges go to the PSP as the project's do, and its notifications and
// refunds are served.
const psp = process.env.PIX_PROVIDER === "api-pix" ? pspFromEnv(process.env) : null;
const charges = psp ? apiPixCharges(psp, process.env.PIX_RECEIVER_KEY!) : SANDBOX_CHARGES;
const NOTIFICATION_PATH = /^\/api\/v1\/providers\/api-pix\/notifications\/([^/]+)(?:\/pix)?$/;
const REFUNDS_PATH = /^\/api\/v1\/payments\/([^/]+)\/refunds$/;

type User = {
  id: string;
  email: string;
  role: string;
  approved: boolean;
  deletedAt: Date | null;
  sessionsRevokedAt: Date | null;
};

/** The project's session read (lib/auth/queries.ts sessionUser) for a bearer token: the person and their account. */
const SESSION_USER = `
  SELECT u.id, u.email, u.role, u.approved, u."deletedAt", u."sessionsRevokedAt", u."totpEnabledAt" IS NOT NULL AS "totpEnabled",
         m."sellerId", m.role AS "memberRole", m.approved AS "sellerApproved",
         b."userId" AS "sessionUserId", b."endedAt" AS "sessionEndedAt",
         b."keptAt" AS "sessionKeptAt", b."lastSeenAt" AS "sessionLastSeenAt"
  FROM users u
  LEFT JOIN LATERAL (
    SELECT ms."sellerId", ms.role, s.approved
    FROM memberships ms JOIN users s ON s.id = ms."sellerId" AND s."deletedAt" IS NULL
    WHERE ms."userId" = u.id
    ORDER BY ms."sellerId" IS NOT DISTINCT FROM $2::uuid DESC, ms."sellerId" = u.id DESC,
             ms."createdAt", ms."sellerId"
    LIMIT 1
  ) m ON u.role <> 'admin'
  LEFT JOIN browser_sessions b ON b.id = $3::uuid
  WHERE u.id = $1::uuid`;

async function authenticate(req: http.IncomingMessage): Promise<User> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
  if (!token) throw new HttpError(401, "UNAUTHORIZED");
  let claims: { sub?: string; typ?: string; iat?: number };
  try {
    claims = verifyJwt(token);
  } catch {
    throw new HttpError(401, "UNAUTHORIZED");
  }
  if (claims.typ !== "access") throw new HttpError(401, "UNAUTHORIZED");
  const {
    rows: [row],
  } = await pool.query<User & { sellerId: string | null; sellerApproved: boolean | null }>(SESSION_USER, [
    claims.sub,
    null,
    null,
  ]);
  if (
    !row ||
    row.deletedAt ||
    (row.sessionsRevokedAt && (claims.iat ?? 0) * 1000 < row.sessionsRevokedAt.getTime() - 999)
  ) {
    throw new HttpError(401, "UNAUTHORIZED");
  }
  // Acting in the account the session read picked, as the project's Actor does.
  return row.role === "admin" ? row : { ...row, id: row.sellerId ?? row.id, approved: row.sellerApproved === true };
}

async function approvedSeller(req: http.IncomingMessage) {
  const user = await authenticate(req);
  if (user.role !== "seller") throw new HttpError(403, "FORBIDDEN");
  if (!user.approved) throw new HttpError(403, "SELLER_NOT_APPROVED");
  return user;
}

async function consumeRateLimit(name: string, key: string, limit: number, windowSeconds: number) {
  const {
    rows: [row],
  } = await pool.query<{ count: number }>(
    `INSERT INTO rate_limit_buckets (key, "windowStart", count, "expiresAt")
     VALUES ($1, now(), 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       "windowStart" = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN now() ELSE rate_limit_buckets."windowStart" END,
       count = CASE WHEN rate_limit_buckets."expiresAt" <= now() THEN 1 ELSE rate_limit_buckets.count + 1 END,
       "expiresAt" = CASE WHEN rate_limit_buckets."expiresAt" <= now()
         THEN now() + make_interval(secs => $2) ELSE rate_limit_buckets."expiresAt" END
     RETURNING count`,
    [`${name}:${key}`, windowSeconds],
  );
  if (row && row.count > limit) throw new HttpError(429, "RATE_LIMITED");
}

const sign = (claims: Record<string, unknown>, subject: string, expiresAt: number) =>
  signJwt({ ...claims, sub: subject, exp: expiresAt });

async function login(req: http.IncomingMessage, body: { email: string; password: string }) {
  const email = body.email.trim().toLowerCase();
  const ip = String(req.headers["x-forwarded-for"] ?? "unknown")
    .split(",")
    .at(-1)!
    .trim();
  await consumeRateLimit("login-ip", ip, 30, 60);
  const failureBuckets: [string, string, number, number][] = [
    ["login-email-ip", `${ip} ${email}`, 10, 15 * 60],
    ["login-email", email, 50, 15 * 60],
    ["login-email-hour", email, 60, 3600],
    ["login-email-day", email, 100, 24 * 3600],
  ];
  for (const bucket of failureBuckets) await consumeRateLimit(...bucket);
  const {
    rows: [user],
  } = await pool.query<User & { passwordHash: string }>(`SELECT * FROM users WHERE email = $1`, [email]);
  if (!user || user.deletedAt || !(await verifyArgon2(user.passwordHash, body.password).catch(() => false)))
    throw new HttpError(401, "INVALID_CREDENTIALS");
  // As the project: a correct password gives back the account's hits.
  await pool.query(
    `UPDATE rate_limit_buckets SET count = count - 1 WHERE key = ANY($1::text[]) AND count > 0 AND "expiresAt" > now()`,
    [failureBuckets.map(([name, key]) => `${name}:${key}`)],
  );
  const now = Math.floor(Date.now() / 1000);
  const jti = randomUUID();
  const familyId = randomUUID();
  const refreshExpires = now + 30 * 24 * 3600;
  const refresh = sign({ fam: familyId, typ: "refresh", jti }, user.id, refreshExpires);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query(`INSERT INTO refresh_tokens (id, "userId", "familyId", "expiresAt") VALUES ($1, $2, $3, $4)`, [
      jti,
      user.id,
      familyId,
      new Date(refreshExpires * 1000),
    ]);
    await client.query("COMMIT");
  } finally {
    client.release();
  }
  const access = sign(
    { email: user.email, role: user.role, approved: user.approved, typ: "access" },
    user.id,
    now + 900,
  );
  return {
    user: { id: user.id, email: user.email, role: user.role, approved: user.approved },
    tokens: { access, refresh },
  };
}

async function getPayment(req: http.IncomingMessage, id: string) {
  const user = await authenticate(req);
  const {
    rows: [payment],
  } = await pool.query<PaymentRow & { documentType: "CPF" | "CNPJ"; documentNumber: string }>({
    // Prepared, as the project's lookups of a payment by key are (lib/payments/queries/rows.ts).
    name: `payment-detail-${user.role}`,
    text: `SELECT ${PAYMENT_COLUMNS}, c."documentType", c."documentNumber"
     FROM payments p JOIN customers c ON c.id = p."customerId" LEFT JOIN payment_links l ON l.id = p."paymentLinkId"
     WHERE (p.id, p."createdAt") IN (SELECT r.id, r."createdAt" FROM payment_refs r WHERE r.id = $1)
       ${user.role === "admin" ? "" : `AND p."sellerId" = $2`}`,
    values: user.role === "admin" ? [id] : [id, user.id],
  });
  if (!payment) throw new HttpError(404, "NOT_FOUND");
  const { documentType: type, documentNumber: number } = payment;
  // As the project's toPaymentDetailJson: a CPF masked to its middle six digits, a CNPJ formatted.
  const shown =
    type === "CPF"
      ? `***.${number.slice(3, 6)}.${number.slice(6, 9)}-**`
      : `${number.slice(0, 2)}.${number.slice(2, 5)}.${number.slice(5, 8)}/${number.slice(8, 12)}-${number.slice(12)}`;
  return { ...paymentJson(payment, settings.appUrl), customerDocument: { type, number: shown } };
}

async function listPayments(req: http.IncomingMessage, url: URL) {
  const user = await approvedSeller(req);
  const page = Number(url.searchParams.get("page") ?? 1);
  const perPage = Number(url.searchParams.get("perPage") ?? 20);
  // As the project: the daily totals give the total and the day the page starts in.
  const offset = (page - 1) * perPage;
  const {
    rows: [start],
  } = await pool.query<{ total: string; day: string | null; newer: string | null }>({
    // Prepared, as the project's are (lib/payments/queries/listing.ts).
    name: "payment-page-start",
    text: `WITH days AS (
       SELECT day, sum(count)::int AS count FROM (
         SELECT day, count FROM payment_daily_totals WHERE "sellerId" = $1 UNION ALL SELECT day, count FROM payment_stat_deltas WHERE "sellerId" = $1) totals
       GROUP BY day HAVING sum(count) <> 0),
     running AS (SELECT day, sum(count) OVER (ORDER BY day DESC) - count AS newer FROM days),
     start AS (SELECT day, newer FROM running WHERE newer <= $2::bigint ORDER BY day LIMIT 1)
     SELECT (SELECT coalesce(sum(count), 0) FROM days)::bigint AS total, to_char(start.day, 'YYYY-MM-DD') AS day, start.newer
     FROM (SELECT 1) one LEFT JOIN start ON true`,
    values: [user.id, offset],
  });
  const total = Number(start!.total);
  const bounded = Boolean(start!.day && Number(start!.newer) > 0);
  const { rows: ids } = await pool.query<{ id: string }>({
    name: bounded ? "payment-page-ids-bounded" : "payment-page-ids",
    text: `SELECT id FROM payments WHERE "sellerId" = $1 ${bounded ? `AND "createdAt" < (($4::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')` : ""}
     ORDER BY "createdAt" DESC, id DESC LIMIT $2 OFFSET $3`,
    values: bounded ? [user.id, perPage, offset - Number(start!.newer), start!.day] : [user.id, perPage, offset],
  });
  const { rows } = await pool.query<PaymentRow>({
    // Prepared, as the project's lookups of payments by key are (lib/payments/queries/rows.ts).
    name: "payments-by-ids",
    text: `SELECT ${PAYMENT_COLUMNS} FROM payments p LEFT JOIN payment_links l ON l.id = p."paymentLinkId"
     WHERE (p.id, p."createdAt") IN (SELECT r.id, r."createdAt" FROM payment_refs r WHERE r.id = ANY($1::uuid[]))
     ORDER BY p."createdAt" DESC, p.id DESC`,
    values: [ids.map((row) => row.id)],
  });
  return {
    data: rows.map((row) => paymentJson(row, settings.appUrl)),
    totalRecords: total,
    totalPages: Math.ceil(total / perPage),
    currentPage: page,
    perPage,
  };
}

async function balance(req: http.IncomingMessage) {
  const user = await approvedSeller(req);
  const { rows } = await pool.query<{ type: string; balance: string; updatedAt: Date }>(
    `SELECT type, balance, "updatedAt" FROM ledger_accounts WHERE "sellerId" = $1`,
    [user.id],
  );
  const of = (type: string) => Number(rows.find((row) => row.type === type)?.balance ?? 0) / 100;
  const updatedAt = rows.reduce((latest, row) => (row.updatedAt > latest ? row.updatedAt : latest), new Date(0));
  return {
    sellerId: user.id,
    availableBalance: of("SELLER_AVAILABLE"),
    pendingBalance: of("SELLER_PENDING_WITHDRAWAL"),
    reservedBalance: of("SELLER_RESERVED"),
    heldBalance: of("SELLER_HELD"),
    updatedAt: (rows.length ? updatedAt : new Date()).toISOString(),
  };
}

async function overview(req: http.IncomingMessage, url: URL) {
  const user = await approvedSeller(req);
  const end =
    url.searchParams.get("endDate") ?? new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
  const start =
    url.searchParams.get("startDate") ??
    new Date(Date.parse(`${end}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const { rows } = await pool.query<{ status: string; count: string; amount: string }>(
    `SELECT status, sum(count)::bigint AS count, sum(amount)::bigint AS amount FROM (
       SELECT status, count, amount FROM payment_daily_totals WHERE day BETWEEN $1::date AND $2::date AND "sellerId" = $3::uuid
       UNION ALL
       SELECT status, count, amount FROM payment_stat_deltas WHERE day BETWEEN $1::date AND $2::date AND "sellerId" = $3::uuid
     ) totals GROUP BY status`,
    [start, end, user.id],
  );
  const of = (statuses: string[], pick: "count" | "amount") =>
    rows.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + Number(row[pick]), 0);
  const paid = of(["FINISHED"], "count");
  const revenue = of(["FINISHED"], "amount");
  const all = of(["CREATED", "PENDING", "FINISHED", "CANCELLED", "REFUNDED"], "count");
  return {
    totalRevenue: revenue / 100,
    averageTicket: paid ? Math.round(revenue / paid) / 100 : 0,
    qtdPaidOrders: paid,
    qtdRefunds: of(["REFUNDED"], "count"),
    qtdPendingOrders: of(["CREATED", "PENDING"], "count"),
    conversionRate: all ? Math.round(((paid + of(["REFUNDED"], "count")) / all) * 10_000) / 100 : 0,
  };
}

async function billing(req: http.IncomingMessage) {
  if ((await authenticate(req)).role !== "admin") throw new HttpError(403, "FORBIDDEN");
  const { rows } = await pool.query<{ status: string; count: number; amount: string; gatewayFee: string }>(
    `SELECT status, sum(count)::int AS count, sum(amount)::bigint AS amount, sum("gatewayFee")::bigint AS "gatewayFee" FROM (
       SELECT status, count, amount, "gatewayFee" FROM payment_platform_daily_totals
       UNION ALL
       SELECT status, count, amount, "gatewayFee" FROM payment_stat_deltas
     ) totals GROUP BY status`,
  );
  const of = (status: string) => rows.find((row) => row.status === status);
  const finished = of("FINISHED");
  return {
    totalAmountWithFeesGateway: finished ? (Number(finished.amount) - Number(finished.gatewayFee)) / 100 : 0,
    totalFinishedPayments: finished?.count ?? 0,
    totalPendingPayments: (of("CREATED")?.count ?? 0) + (of("PENDING")?.count ?? 0),
    totalAmountCancelled: Number(of("CANCELLED")?.amount ?? 0) / 100,
  };
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function dispatch(req: http.IncomingMessage, url: URL): Promise<[number, unknown]> {
  const path = url.pathname;
  if (req.method === "GET") {
    if (path === "/api/v1/status") return [200, { status: "ok" }];
    if (path === "/api/v1/payments") return [200, await listPayments(req, url)];
    if (path.startsWith("/api/v1/payments/"))
      return [200, await getPayment(req, path.slice("/api/v1/payments/".length))];
    if (path === "/api/v1/seller-balances/me") return [200, await balance(req)];
    if (path === "/api/v1/dashboard/overview") return [200, await overview(req, url)];
    if (path === "/api/v1/admin/payments/billing") return [200, await billing(req)];
  }
  if (req.method === "POST") {
    const raw = await readBody(req);
    if (path === "/api/v1/auth/login") return [200, await login(req, JSON.parse(raw))];
    if (path === "/api/v1/payments") {
      const user = await approvedSeller(req);
      return [201, await createPayment(pool, settings.appUrl, charges, user.id, JSON.parse(raw))];
    }
    const refunded = REFUNDS_PATH.exec(path);
    if (psp && refunded) {
      const user = await approvedSeller(req);
      return [201, await requestRefund(pool, psp, user.id, refunded[1]!, JSON.parse(raw))];
    }
    const notified = NOTIFICATION_PATH.exec(path);
    if (psp && notified) {
      const secrets = { given: notified[1]!, expected: process.env.PIX_WEBHOOK_SECRET! };
      return [200, await receivePixNotification(pool, settings.appUrl, psp, secrets, raw)];
    }
    if (path === "/api/v1/providers/sandbox/webhook") {
      return [
        200,
        await finishCharge(
          pool,
          settings.appUrl,
          settings.webhookSecret,
          raw,
          String(req.headers["x-sandbox-signature"] ?? ""),
        ),
      ];
    }
  }
  throw new HttpError(404, "NOT_FOUND");
}

http
  .createServer((req, res) => {
    const requestId = randomUUID();
    dispatch(req, new URL(req.url ?? "/", "http://baseline"))
      .catch((error: unknown): [number, unknown] => {
        if (error instanceof HttpError) return [error.status, { error: { code: error.code, requestId } }];
        console.error(error);
        return [500, { error: { code: "INTERNAL_ERROR", requestId } }];
      })
      .then(([status, body]) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "cache-control": "no-store",
          "x-request-id": requestId,
        });
        res.end(JSON.stringify(body));
      })
      .catch(() => res.destroy());
  })
  .listen(settings.port, "127.0.0.1", () => console.log(`baseline listening on ${settings.port}`));

// An exit rather than the signal's default death, so that a run under --cpu-prof writes its profile.
process.on("SIGTERM", () => process.exit(0));
