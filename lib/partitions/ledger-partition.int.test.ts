import { beforeAll, expect, it } from "vitest";
import { db, pgPool } from "@/lib/db/client";
import { direct } from "@/lib/db/direct";
import { transaction } from "@/lib/db/transaction";
import { checkLedger } from "@/lib/ledger/integrity";
import { carryEntries } from "@/lib/ledger/queries";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { expectLedgerConsistent, fundSeller } from "@/lib/testing/payments";
import { createUserAndLogin } from "@/lib/testing/users";
import { saoPauloToday } from "@/lib/time/sao-paulo-days";
import { addMonths, formatMonth, type Month, monthOf, monthStart, partitionName } from "./months";
import { archiveMonth, ensurePartitions } from "./partitions";

// ledger_journals and ledger_entries are partitioned by month of "createdAt" (migration partitioned_ledger); an
// archived month of entries leaves its sum per account in ledger_carried_balances.

const THIS_MONTH = monthOf(new Date());
const LAST_MONTH = addMonths(THIS_MONTH, -1);
const TWO_MONTHS_AGO = addMonths(THIS_MONTH, -2);

const sql = async <T>(text: string, values: unknown[] = []) => (await pgPool().query(text, values)).rows as T[];
const lastInstantOf = (month: Month) => new Date(monthStart(addMonths(month, 1)).getTime() - 1);

let api: ApiClient;
let seller: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
  seller = await createUserAndLogin(api, { approved: true });
  await ensurePartitions(TWO_MONTHS_AGO, LAST_MONTH, ["ledger_journals", "ledger_entries"]);
});

/** Posts a manual adjustment of the seller's available balance and dates the journal and its entries at `at`. */
async function adjustAt(cents: number, at: Date) {
  await fundSeller(seller.user.id, cents);
  const [journal] = await sql<{ id: string }>(
    `SELECT id FROM ledger_journals WHERE "sellerId" = $1 ORDER BY "createdAt" DESC LIMIT 1`,
    [seller.user.id],
  );
  await sql(`UPDATE ledger_entries SET "createdAt" = $1 WHERE "journalId" = $2`, [at, journal!.id]);
  await sql(`UPDATE ledger_journals SET "createdAt" = $1 WHERE id = $2`, [at, journal!.id]);
  return journal!.id;
}

const available = async () =>
  db().ledgerAccount.findFirstOrThrow({
    where: { sellerId: seller.user.id, type: "SELLER_AVAILABLE" },
    select: { id: true, balance: true },
  });

const carried = (accountId: string) => db().ledgerCarriedBalance.findUnique({ where: { accountId } });

const totals = (startDate: string, endDate: string) =>
  api.get(`/api/v1/seller-balances/me/statement-totals?${new URLSearchParams({ startDate, endDate })}`, {
    token: seller.access,
  });

it("writes a journal and its entries to the month of their instant, with no foreign key between the months", async () => {
  const journalId = await adjustAt(700, lastInstantOf(LAST_MONTH));
  const partitions = await sql<{ partition: string }>(
    `SELECT tableoid::regclass::text AS partition FROM ledger_journals WHERE id = $1
     UNION ALL SELECT DISTINCT tableoid::regclass::text FROM ledger_entries WHERE "journalId" = $1`,
    [journalId],
  );
  expect(partitions.map((row) => row.partition)).toEqual([
    partitionName("ledger_journals", LAST_MONTH),
    partitionName("ledger_entries", LAST_MONTH),
  ]);
  expect(await sql(`SELECT conname FROM pg_constraint WHERE confrelid = 'ledger_journals'::regclass`)).toEqual([]);
  expect(await sql(`SELECT conname FROM pg_constraint WHERE confrelid = 'ledger_entries'::regclass`)).toEqual([]);
  await expectLedgerConsistent();
});

it("archives the ledger month by month, oldest first, carrying each account's sum: balances and checks unchanged", async () => {
  await adjustAt(10_000, lastInstantOf(TWO_MONTHS_AGO));
  await adjustAt(2_500, new Date(monthStart(LAST_MONTH).getTime() + 86_400_000));
  await fundSeller(seller.user.id, -1_000);
  const account = await available();
  // 700 from the first test, last month.
  expect(account.balance).toBe(12_200n);

  await expect(archiveMonth("ledger_entries", LAST_MONTH)).rejects.toThrow(
    `ledger_entries ${formatMonth(TWO_MONTHS_AGO)} first`,
  );
  await expect(archiveMonth("ledger_journals", TWO_MONTHS_AGO)).rejects.toThrow(
    `ledger_entries ${formatMonth(TWO_MONTHS_AGO)} first`,
  );

  expect(await archiveMonth("ledger_entries", TWO_MONTHS_AGO)).toBe("archived");
  expect(await carried(account.id)).toMatchObject({ amount: 10_000n, through: monthStart(LAST_MONTH) });
  expect(await available()).toEqual(account);
  await expectLedgerConsistent();
  expect(await archiveMonth("ledger_journals", TWO_MONTHS_AGO)).toBe("archived");
  await expectLedgerConsistent();
  const [archived] = await sql<{ sum: string }>(
    `SELECT sum(amount)::text AS sum FROM archive.${partitionName("ledger_entries", TWO_MONTHS_AGO)} WHERE "accountId" = $1`,
    [account.id],
  );
  expect(archived).toEqual({ sum: "10000" });

  // A statement period that begins among the archived entries would miss them: refused, with the first day offered.
  const today = saoPauloToday();
  const refused = await totals(saoPauloToday(lastInstantOf(TWO_MONTHS_AGO)), today);
  expect(refused.status).toBe(400);
  expect(refused.body.message).toMatch(/^As movimentações anteriores a \d{2}\/\d{2}\/\d{4} foram arquivadas/);
  const archivedPeriod = new URLSearchParams({
    startDate: saoPauloToday(lastInstantOf(TWO_MONTHS_AGO)),
    endDate: today,
  });
  for (const file of ["csv", "ofx"]) {
    const exported = await api.get(`/api/v1/seller-balances/me/${file}?${archivedPeriod}`, { token: seller.access });
    expect(exported).toMatchObject({ status: 400, body: { message: refused.body.message } });
  }
  const firstDay = /a (\d{2})\/(\d{2})\/(\d{4})/.exec(refused.body.message)!;
  const from = `${firstDay[3]}-${firstDay[2]}-${firstDay[1]}`;
  const response = await totals(from, today);
  expect(response.status).toBe(200);
  // The period holds last month's 700 and 2,500 and today's -1,000: it opened on the carried 10,000.
  expect(response.body).toMatchObject({ openingBalance: 100, credits: 32, debits: 10, closingBalance: 122 });
});

it("carries a month once when an archive stopped between carrying it and detaching it, and once when run again", async () => {
  const account = await available();
  // What a run that stopped after its carrying transaction left: the month carried, still attached.
  await transaction((tx) => carryEntries(tx, monthStart(LAST_MONTH), monthStart(THIS_MONTH)));
  expect(await carried(account.id)).toMatchObject({ amount: 13_200n, through: monthStart(THIS_MONTH) });

  expect(await archiveMonth("ledger_entries", LAST_MONTH)).toBe("archived");
  expect(await archiveMonth("ledger_entries", LAST_MONTH)).toBe("already archived");
  expect(await carried(account.id)).toMatchObject({ amount: 13_200n, through: monthStart(THIS_MONTH) });
  expect(await available()).toEqual(account);
  await expectLedgerConsistent();
});

it("reports an entry whose journal is not in its month", async () => {
  const journalId = await adjustAt(100, new Date());
  await sql(`UPDATE ledger_journals SET "createdAt" = "createdAt" - interval '1 second' WHERE id = $1`, [journalId]);
  const problems = await checkLedger(direct);
  const [seller, platform] = await sql<{ id: string }>(
    `SELECT id FROM ledger_entries WHERE "journalId" = $1 ORDER BY "sellerId" NULLS LAST`,
    [journalId],
  );
  expect(problems.entriesWithoutJournal.sort()).toEqual([seller!.id, platform!.id].sort());
  await sql(`UPDATE ledger_journals SET "createdAt" = "createdAt" + interval '1 second' WHERE id = $1`, [journalId]);
  await expectLedgerConsistent();
});
