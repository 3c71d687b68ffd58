import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { z } from "@/lib/zod";
import { Prisma } from "@/lib/db/generated/client";
import { CLIENT_ADDRESS_HEADER, clientAddressOf, clientIp, stampClientAddress } from "./client-ip";
import { AppError, zodDetails } from "./errors";
import { toAppError } from "./error-response";
import { PageQuerySchema, toPage } from "./pagination";

describe("toPage", () => {
  it("computes the envelope", () => {
    expect(toPage(["a"], 41, { page: 3, perPage: 20 })).toEqual({
      data: ["a"],
      totalRecords: 41,
      totalPages: 3,
      currentPage: 3,
      perPage: 20,
    });
    expect(toPage([], 0, { page: 1, perPage: 20 }).totalPages).toBe(0);
  });

  it("defaults and bounds page and perPage", () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, perPage: 20 });
    expect(PageQuerySchema.parse({ page: "2", perPage: "100" })).toEqual({ page: 2, perPage: 100 });
    for (const bad of [{ page: "0" }, { perPage: "101" }, { page: "x" }, { perPage: "2.5" }]) {
      expect(PageQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe("client address", () => {
  const request = (forwardedFor?: string) =>
    ({
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      socket: { remoteAddress: "192.0.2.1" },
    }) as unknown as IncomingMessage;

  it("is the socket's peer with no trusted proxy, and the entry the outermost proxy appended behind N", () => {
    expect(clientAddressOf(request("203.0.113.9"), 0)).toBe("192.0.2.1");
    expect(clientAddressOf(request("6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddressOf(request("6.6.6.6, 203.0.113.9, 10.0.0.2"), 2)).toBe("203.0.113.9");
    // A request that bypassed the proxies: the furthest address known.
    expect(clientAddressOf(request(), 1)).toBe("192.0.2.1");
    expect(clientAddressOf(request("203.0.113.9"), 3)).toBe("203.0.113.9");
  });

  it("is read only from what a server of ours stamped, over the caller's own header", () => {
    const forged = new Headers({ [CLIENT_ADDRESS_HEADER]: "6.6.6.6" });
    // As under `next dev`: nothing stamps, so nothing a caller sends is believed.
    expect(clientIp(forged)).toBe("unknown");
    const incoming = {
      headers: { [CLIENT_ADDRESS_HEADER]: "6.6.6.6" },
      socket: { remoteAddress: "192.0.2.1" },
    } as unknown as IncomingMessage;
    stampClientAddress(incoming, 0);
    expect(clientIp(new Headers(incoming.headers as Record<string, string>))).toBe("192.0.2.1");
  });
});

describe("zodDetails", () => {
  it("names each unknown key as its own detail", () => {
    const result = z.object({ a: z.string() }).strict().safeParse({ a: 1, b: 2, c: 3 });
    const details = zodDetails(result.error!);
    expect(details.map((d) => d.path)).toEqual(["a", "b", "c"]);
    expect(details[1]!.message).toBe("Campo não permitido");
  });
});

describe("toAppError", () => {
  it("maps validation, uniqueness, missing rows and outages to their codes", () => {
    expect(toAppError(new AppError("NOT_FOUND")).code).toBe("NOT_FOUND");
    expect(toAppError(z.string().safeParse(1).error).code).toBe("VALIDATION_FAILED");
    const unique = new Prisma.PrismaClientKnownRequestError("dup", { code: "P2002", clientVersion: "6" });
    expect(toAppError(unique).status).toBe(409);
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(toAppError(new Error("wrapped", { cause: refused })).code).toBe("SERVICE_UNAVAILABLE");
  });

  it("hides anything unknown behind INTERNAL_ERROR", () => {
    const error = toAppError(new Error("secret internals: password=hunter2"));
    expect(error.code).toBe("INTERNAL_ERROR");
    expect(error.message).not.toContain("hunter2");
  });
});
