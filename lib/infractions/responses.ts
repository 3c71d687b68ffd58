import "#server-only";
import { randomUUID } from "node:crypto";
import type { Actor } from "@/lib/auth/actor";
import { assertCan } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { Infraction } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { storage } from "@/lib/storage";
import { type CheckedFile, checkUploadedFile, storeThenRecord, storedFileResponse } from "@/lib/storage/uploaded-file";
import { z } from "@/lib/zod";
import {
  countInfractionResponses,
  insertInfractionResponse,
  insertInfractionResponseFiles,
  lockInfractionRow,
} from "./queries";
import {
  INFRACTION_FILE_DOWNLOAD_TYPES,
  INFRACTION_FILE_MAX_BYTES,
  INFRACTION_FILE_TYPES,
  INFRACTION_FILES_MAX,
  INFRACTION_RESPONSES_MAX,
  type InfractionResponseJson,
  InfractionResponseTextSchema,
  type InfractionWithResponsesJson,
} from "./schema";
import { toInfractionJson, toInfractionResponseJson } from "./serializers";

const FORM_FIELDS = new Set(["text", "files"]);
const TextFieldSchema = z.object({ text: InfractionResponseTextSchema });

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_FAILED", undefined, { details: [{ path, message }] });

/** The answer's text and files as sent, checked for shape; the files' contents are checked later. */
function readAnswerForm(form: FormData) {
  const extra = [...new Set(form.keys())].filter((key) => !FORM_FIELDS.has(key));
  if (extra.length)
    throw new AppError("VALIDATION_FAILED", undefined, {
      details: extra.map((path) => ({ path, message: "Campo não permitido" })),
    });
  const texts = form.getAll("text");
  if (texts.length > 1) throw invalid("text", "Envie um só texto");
  const { text } = TextFieldSchema.parse({ text: texts[0] });
  const files = form.getAll("files");
  if (files.length > INFRACTION_FILES_MAX) throw invalid("files", `Envie no máximo ${INFRACTION_FILES_MAX} arquivos`);
  return { text, files };
}

function assertAnswerable(infraction: Pick<Infraction, "status">, answers: number) {
  if (infraction.status !== "OPEN")
    throw new AppError("INVALID_STATUS_TRANSITION", "Esta infração já foi resolvida: não recebe mais respostas.");
  if (answers >= INFRACTION_RESPONSES_MAX)
    throw new AppError("LIMIT_EXCEEDED", `Esta infração já tem ${INFRACTION_RESPONSES_MAX} respostas, o máximo.`);
}

const checkFile = (file: FormDataEntryValue) =>
  checkUploadedFile(file, {
    field: "files",
    maxBytes: INFRACTION_FILE_MAX_BYTES,
    accepted: INFRACTION_FILE_TYPES,
    tooLarge: "Cada arquivo pode ter no máximo 10 MiB.",
    refused: (names) => `Os arquivos da resposta podem ser apenas ${names}.`,
  });

/**
 * The seller's answer to an open infraction: text and up to 5 files, each a PDF, JPEG or PNG by its bytes. The files
 * are stored first and recorded with the answer in one transaction, under the infraction's row lock (so racing answers
 * cannot pass the limit, nor one land on an infraction being decided); a failed transaction removes them.
 */
export async function answerInfraction(actor: Actor, id: string, form: FormData): Promise<InfractionResponseJson> {
  assertCan(actor, "disputes");
  const { text, files } = readAnswerForm(form);
  // Found, the caller's and open before its files are read and stored; checked again under the lock.
  const found = await db().infraction.findFirst({
    where: { id, sellerId: actor.sellerId },
    select: { status: true, _count: { select: { responses: true } } },
  });
  if (!found) throw new AppError("NOT_FOUND");
  assertAnswerable(found, found._count.responses);
  const checked: CheckedFile[] = [];
  for (const file of files) checked.push(await checkFile(file));

  const stored = checked.map((file) => ({ ...file, storageKey: `infractions/${id}/${randomUUID()}` }));
  return storeThenRecord(stored, () =>
    transaction(async (tx) => {
      const [infraction] = await lockInfractionRow(tx, id);
      if (!infraction || infraction.sellerId !== actor.sellerId) throw new AppError("NOT_FOUND");
      const [answers] = await countInfractionResponses(tx, id);
      assertAnswerable(infraction, Number(answers!.count));
      const row = (
        await insertInfractionResponse(tx, {
          infractionId: id,
          sellerId: infraction.sellerId,
          authorId: actor.userId,
          text,
        })
      )[0]!;
      const files = stored.length
        ? await insertInfractionResponseFiles(
            tx,
            row,
            stored.map((file, position) => ({
              position,
              storageKey: file.storageKey,
              contentType: file.contentType,
              sizeBytes: file.bytes.byteLength,
              sha256: file.sha256,
              originalName: file.originalName,
            })),
          )
        : [];
      const response = { ...row, files };
      await recordAudit(tx, actor, {
        action: "infraction.answered",
        entityType: "infraction",
        entityId: id,
        after: {
          responseId: response.id,
          files: response.files.map(({ contentType, sizeBytes, sha256 }) => ({ contentType, sizeBytes, sha256 })),
        },
      });
      return toInfractionResponseJson(response, actor.email);
    }),
  );
}

/** Each infraction's answers, oldest first, with their files and who wrote them. */
export async function responsesOf(infractionIds: string[]): Promise<Map<string, InfractionResponseJson[]>> {
  const byInfraction = new Map<string, InfractionResponseJson[]>(infractionIds.map((id) => [id, []]));
  if (!infractionIds.length) return byInfraction;
  const rows = await db().infractionResponse.findMany({
    where: { infractionId: { in: infractionIds } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { files: { orderBy: { position: "asc" } } },
  });
  const authors = await db().user.findMany({
    where: { id: { in: [...new Set(rows.map((row) => row.authorId))] } },
    select: { id: true, email: true },
  });
  const emailOf = new Map(authors.map((author) => [author.id, author.email]));
  for (const row of rows)
    byInfraction.get(row.infractionId)!.push(toInfractionResponseJson(row, emailOf.get(row.authorId) ?? ""));
  return byInfraction;
}

/** Infractions with their answers. */
export async function withResponses(rows: Infraction[]): Promise<InfractionWithResponsesJson[]> {
  const responses = await responsesOf(rows.map((row) => row.id));
  return rows.map((row) => ({ ...toInfractionJson(row), responses: responses.get(row.id)! }));
}

/**
 * A file of an answer, for the seller's team (any member reads) or an admin: the same rule as a company's documents.
 * Another seller's, or one under another infraction's path, is not found.
 */
export async function downloadInfractionFile(actor: Actor, infractionId: string, fileId: string, preview = false) {
  const file = await db().infractionResponseFile.findFirst({
    where: {
      id: fileId,
      response: { infractionId, ...(actor.role !== "admin" && { sellerId: actor.sellerId }) },
    },
  });
  const stored = file && (await storage().open(file.storageKey));
  if (!file || !stored) throw new AppError("NOT_FOUND");
  return storedFileResponse(stored, {
    contentType: file.contentType,
    accepted: INFRACTION_FILE_DOWNLOAD_TYPES,
    name: `resposta-${file.id.slice(0, 8)}`,
    preview,
  });
}
