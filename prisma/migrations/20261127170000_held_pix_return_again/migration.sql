-- AlterTable
-- The devolução ids of a held PIX's earlier returns, which the PSP ended NAO_REALIZADO or refused: a return asked again
-- goes under a new id, and these stay known as ours. Existing rows have none: a RETURN_FAILED one asked again moves its
-- current id here then.
ALTER TABLE "unmatched_pix" ADD COLUMN     "failedDevolucaoIds" TEXT[] DEFAULT ARRAY[]::TEXT[];
