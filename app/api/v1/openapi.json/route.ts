import { z } from "@pix/core/zod";
import { env } from "@pix/core/env";
import { route } from "@pix/core/http/route";
import { buildOpenApiDocument } from "@pix/core/openapi/document";
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
