import { route } from "@pix/core/http/route";
import { CredentialsSchema, regenerateCredentials } from "@pix/core/integrations/service";

export const PUT = route({
  auth: "seller",
  summary: "Regenerate your API credentials; the private key is shown only here",
  tags: ["Integrations"],
  response: CredentialsSchema,
  handler: ({ actor }) => regenerateCredentials(actor),
});
