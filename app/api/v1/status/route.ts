import { route } from "@pix/core/http/route";
import { StatusSchema, readStatus } from "@pix/core/status/service";

export const GET = route({
  auth: "public",
  summary: "Service status",
  description: "Answers 503 with the same body while the database is unreachable.",
  tags: ["Status"],
  response: StatusSchema,
  errorBodies: { 503: StatusSchema },
  handler: async () => {
    const status = await readStatus();
    return Response.json(status, { status: status.database === "up" ? 200 : 503 });
  },
});
