import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { storage } from "@/lib/storage";
import { S3Storage } from "@/lib/storage/s3-storage";
import { storeThenRecord } from "@/lib/storage/uploaded-file";
import { allDocumentsForm, auditActions, fileForm, PDF, PNG, validEnterpriseInput } from "@/lib/testing/enterprises";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { startS3Server } from "@/lib/testing/s3";
import { createUserAndLogin } from "@/lib/testing/users";

let api: ApiClient;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let admin: Awaited<ReturnType<typeof createUserAndLogin>>;

beforeAll(async () => {
  s3 = await startS3Server();
  // Before anything reads the settings: this file's app keeps its documents in s3rver's bucket.
  Object.assign(process.env, s3.env);
  api = apiClient((await startApiServer()).baseUrl);
  admin = await createUserAndLogin(api, { role: "admin" });
});

async function sellerWithEnterprise() {
  const seller = await createUserAndLogin(api);
  const created = await api.post("/api/v1/enterprises", { token: seller.access, body: validEnterpriseInput() });
  expect(created.status).toBe(201);
  return { access: seller.access, id: created.body.id as string };
}

async function keyOf(enterpriseId: string, type: string) {
  return (await db().enterpriseDocument.findFirstOrThrow({ where: { enterpriseId, type: type as never } })).storageKey;
}

/** The keys the bucket holds under an enterprise's documents. */
async function bucketKeys(enterpriseId: string) {
  const listing = await s3.client.send(
    new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: `enterprises/${enterpriseId}/` }),
  );
  return (listing.Contents ?? []).map((object) => object.Key!).sort();
}

function head(key: string) {
  return s3.client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
}

it("uses the bucket when S3_BUCKET is set", () => {
  expect(storage()).toBeInstanceOf(S3Storage);
});

describe("documents in the bucket", () => {
  it("stores an upload with the type read from its bytes, and streams it to its owner and admins only", async () => {
    const { access, id } = await sellerWithEnterprise();
    const path = `/api/v1/enterprises/${id}/documents/SOCIAL_CONTRACT`;
    // The sender's name says PNG; the bytes are a PDF, and that is what the bucket is told.
    expect((await api.post(path, { token: access, form: fileForm("file", PDF, "contrato.png") })).status).toBe(201);
    const key = await keyOf(id, "SOCIAL_CONTRACT");
    expect(await bucketKeys(id)).toEqual([key]);
    expect(await head(key)).toMatchObject({ ContentType: "application/pdf", ContentLength: PDF.length });

    for (const token of [access, admin.access]) {
      const download = await api.get(path, { token });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("application/pdf");
      expect(download.headers.get("content-length")).toBe(String(PDF.length));
      expect(Buffer.compare(download.body, PDF)).toBe(0);
    }
    const stranger = await createUserAndLogin(api);
    expect((await api.get(path, { token: stranger.access })).status).toBe(404);
    expect((await api.get(path)).status).toBe(401);
  });

  it("removes the replaced object from the bucket once the replacement is recorded", async () => {
    const { access, id } = await sellerWithEnterprise();
    const path = `/api/v1/enterprises/${id}/documents/RG_FRONT`;
    await api.post(path, { token: access, form: fileForm("file", PNG) });
    const first = await keyOf(id, "RG_FRONT");
    expect((await api.patch(path, { token: access, form: fileForm("file", PNG) })).status).toBe(200);
    const second = await keyOf(id, "RG_FRONT");
    expect(second).not.toBe(first);
    expect(await bucketKeys(id)).toEqual([second]);
  });

  it("answers 404 for a document whose object is missing from the bucket", async () => {
    const { access, id } = await sellerWithEnterprise();
    const path = `/api/v1/enterprises/${id}/documents/RG_FRONT`;
    await api.post(path, { token: access, form: fileForm("file", PNG) });
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: await keyOf(id, "RG_FRONT") }));
    const download = await api.get(path, { token: admin.access });
    expect(download.status).toBe(404);
    expect(download.body.code).toBe("NOT_FOUND");
  });

  it("removes the objects it stored when recording them fails", async () => {
    const { access, id } = await sellerWithEnterprise();
    await db().enterprise.update({ where: { id }, data: { status: "APPROVED" } });
    const refused = await api.post(`/api/v1/enterprises/${id}/documents`, { token: access, form: allDocumentsForm() });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe("ENTERPRISE_LOCKED");
    expect(await bucketKeys(id)).toEqual([]);
  });

  it("removes the files already stored when a later one cannot be", async () => {
    const files = [
      { storageKey: "partial/first", bytes: PNG, contentType: "image/png" },
      { storageKey: "partial/../second", bytes: PNG, contentType: "image/png" },
    ];
    let recorded = false;
    await expect(storeThenRecord(files, async () => (recorded = true))).rejects.toThrow("invalid storage key");
    expect(recorded).toBe(false);
    expect(await storage().get("partial/first")).toBeNull();
  });
});

describe("with the store down", () => {
  it("answers 503 STORAGE_UNAVAILABLE, writes nothing in the database, and works again once it is back", async () => {
    const { access, id } = await sellerWithEnterprise();
    const base = `/api/v1/enterprises/${id}/documents`;
    expect((await api.post(`${base}/RG_FRONT`, { token: access, form: fileForm("file", PNG) })).status).toBe(201);
    const before = {
      enterprise: await db().enterprise.findUniqueOrThrow({ where: { id } }),
      documents: await db().enterpriseDocument.findMany({ where: { enterpriseId: id } }),
      audit: await auditActions(id),
    };
    await s3.stop();
    try {
      for (const upload of [
        () => api.post(`${base}/RG_BACK`, { token: access, form: fileForm("file", PNG) }),
        () => api.patch(`${base}/RG_FRONT`, { token: access, form: fileForm("file", PNG) }),
        () => api.post(base, { token: access, form: allDocumentsForm() }),
      ]) {
        const answer = await upload();
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("5");
        expect(answer.body).toEqual({
          statusCode: 503,
          code: "STORAGE_UNAVAILABLE",
          message: "O armazenamento de documentos está temporariamente indisponível. Tente novamente em instantes.",
          requestId: expect.any(String),
        });
      }
      expect((await api.get(`${base}/RG_FRONT`, { token: admin.access })).status).toBe(503);
      expect(await db().enterprise.findUniqueOrThrow({ where: { id } })).toEqual(before.enterprise);
      expect(await db().enterpriseDocument.findMany({ where: { enterpriseId: id } })).toEqual(before.documents);
      expect(await auditActions(id)).toEqual(before.audit);
    } finally {
      await s3.start();
    }
    expect((await api.post(base, { token: access, form: allDocumentsForm() })).status).toBe(201);
    expect(await bucketKeys(id)).toHaveLength(4);
  });
});
