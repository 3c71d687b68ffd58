import { route } from "@pix/core/http/route";
import { receivePixNotification } from "@pix/core/payments/provider-facts";
import {
  checkNotificationSecret,
  PixNotificationResultSchema,
  PixNotificationSchema,
} from "@pix/core/pix/api-pix/notifications";
import { z } from "@pix/core/zod";

export const POST = route({
  auth: "public",
  summary: "PIX received (and, with Efí, PIX sent), notified by an API Pix PSP (registered by npm run pix:webhook)",
  description:
    "Each PIX is read back from the PSP before anything is credited or a withdrawal settled: a received one by its end-to-end id, a sent one (gnExtras.idEnvio) by its idEnvio; a repeat changes nothing. PSPs that append /pix to the registered URL reach the route below.",
  tags: ["Providers"],
  params: z.object({ secret: z.string().max(200) }),
  body: PixNotificationSchema,
  response: PixNotificationResultSchema,
  errors: [401, 404, 502, 503],
  // A wrong secret is refused before the body is read: an unauthenticated sender cannot make us buffer or wait.
  before: ({ params }) => checkNotificationSecret(params.secret),
  handler: ({ params, body }) => receivePixNotification(params.secret, body),
});
