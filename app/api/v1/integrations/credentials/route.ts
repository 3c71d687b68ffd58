import { route } from "@pix/core/http/route";
import { CredentialsSchema, getCredentials, regenerateCredentials } from "@pix/core/integrations/service";

export const GET = route({
  auth: "seller",
  summary: "Your API credentials (private key masked)",
  tags: ["Integrations"],
  response: CredentialsSchema,
  handler: ({ actor }) => getCredentials(actor),
});

export const PATCH = route({
  auth: "seller",
  summary: "Regenerate your API credentials (alias of PUT …/regenerate)",
  tags: ["Integrations"],
  response: CredentialsSchema,
  handler: ({ actor }) => regenerateCredentials(actor),
});
