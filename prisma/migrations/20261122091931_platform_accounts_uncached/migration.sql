-- Platform accounts (in nearly every journal) keep no cached balance: their balance is the sum of
-- their entries, and a cached one made every settlement wait for the one before it
-- (docs/PERFORMANCE.md, item 5). postJournal no longer moves it, so zero what earlier ones left.
-- A CHECK constraint pinning it at 0 would crash Prisma 6.19's WebAssembly schema engine on introspection.
UPDATE "ledger_accounts" SET "balance" = 0 WHERE "type" IN ('PROVIDER_CLEARING', 'PLATFORM_FEES', 'GATEWAY_FEES');
