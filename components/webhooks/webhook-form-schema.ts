import { CreateWebhookSchema } from "@/lib/webhooks/schema";
import { z } from "@/lib/zod";

const { url, events } = CreateWebhookSchema.shape;

/**
 * The API's fields plus the "todos os eventos" choice: the API reads an empty list as every
 * event, so the form needs its own flag to tell "all" from "none chosen yet".
 */
export const WebhookFormSchema = z
  .object({ url: url.min(1, "Informe a URL do endpoint"), allEvents: z.boolean(), events: events.unwrap() })
  .refine((form) => form.allEvents || form.events.length > 0, {
    path: ["events"],
    message: "Escolha pelo menos um evento",
  });

export type WebhookFormValues = z.input<typeof WebhookFormSchema>;

export function toCreateWebhookInput(form: z.output<typeof WebhookFormSchema>): z.input<typeof CreateWebhookSchema> {
  return form.allEvents ? { url: form.url } : { url: form.url, events: form.events };
}
