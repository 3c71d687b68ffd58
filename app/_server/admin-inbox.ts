import { cache } from "react";
import { adminInbox } from "@pix/core/admin-inbox/service";
import type { Actor } from "@pix/core/auth/actor";

/** What waits for the admin, counted once per request: the header's counts and the home page's cards both ask. */
export const pageAdminInbox = cache((actor: Actor) => adminInbox(actor));
