import { z } from "@/lib/zod";
import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { ROUTES } from "../routes.generated";

let cached: unknown;

export const GET = route({
  auth: "public",
  summary: "This API's OpenAPI 3.1 document",
  tags: ["Status"],
  response: z.object({ openapi: z.string() }).loose(),
  handler: async () => {
    cached ??= buildOpenApiDocument(ROUTES, env().APP_URL);
    return Response.json(cached, { headers: { "Cache-Control": "public, max-age=60" } });
  },
});
