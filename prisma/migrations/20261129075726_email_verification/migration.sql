-- AlterEnum
ALTER TYPE "AccountTokenKind" ADD VALUE 'EMAIL_VERIFICATION';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "emailVerifiedAt" TIMESTAMPTZ(3);


-- Accounts from before the confirmation link was sent are taken as confirmed: their owners have been receiving the
-- platform's e-mail there, and a company already approved must not lose what it can do.
UPDATE "users" SET "emailVerifiedAt" = "createdAt";
