import "#server-only";
import { z } from "@/lib/zod";
import { isUniqueViolation } from "@/lib/db/errors";
import { Prisma } from "@/lib/db/generated/client";
import { AppError, type ErrorBody, zodDetails } from "./errors";

const DB_UNAVAILABLE_CODES = new Set([
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  "ECONNREFUSED",
  "ECONNRESET",
  "57P01",
  "57P03",
]);
const DB_UNAVAILABLE_MESSAGE =
  /ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|the database system is (shutting down|starting up)|Can't reach database server/i;
// What @prisma/adapter-pg reports (meta.driverAdapterError.cause.kind) when the server is gone.
const DB_UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);

function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause, meta } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: { cause?: { kind?: string } } };
  };
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  if (DB_UNAVAILABLE_KINDS.has(meta?.driverAdapterError?.cause?.kind ?? "")) return true;
  if (typeof code === "string" && DB_UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === "string" && DB_UNAVAILABLE_MESSAGE.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Maps anything thrown below a route to the closed set of AppErrors. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return new AppError("VALIDATION_FAILED", undefined, { details: zodDetails(error) });
  if (isUniqueViolation(error)) return new AppError("CONFLICT");
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") return new AppError("NOT_FOUND");
  if (isDatabaseUnavailable(error))
    return new AppError("SERVICE_UNAVAILABLE", undefined, { headers: { "Retry-After": "5" } });
  return new AppError("INTERNAL_ERROR");
}

export function errorBody(error: AppError, requestId: string): ErrorBody {
  return {
    statusCode: error.status,
    code: error.code,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
    requestId,
  };
}

/** The error shape, with its request id also in the X-Request-Id header (docs/API.md §3), whoever answers. */
export function errorResponse(error: AppError, requestId: string): Response {
  const response = Response.json(errorBody(error, requestId), { status: error.status, headers: error.headers });
  response.headers.set("X-Request-Id", requestId);
  return response;
}
