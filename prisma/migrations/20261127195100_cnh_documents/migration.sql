-- AlterEnum
-- The legal representative may prove who they are with a CNH as well as an RG: three more document types. Existing
-- documents keep their types, and a company holds the pictures of one of the two (lib/enterprises/documents.ts).
ALTER TYPE "DocumentType" ADD VALUE 'CNH_FRONT';
ALTER TYPE "DocumentType" ADD VALUE 'CNH_BACK';
ALTER TYPE "DocumentType" ADD VALUE 'SELFIE_WITH_CNH';
