import "#server-only";
import { z } from "@/lib/zod";

/** RFC 6749 §5.1; some PSPs send `expires_in` as a string. */
const TokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

// A PSP that leaves out expires_in gets its token reused for this long; a 401 renews it sooner.
const DEFAULT_LIFETIME_MS = 5 * 60_000;

/** Reads a token endpoint's 2xx body; a plain Error (not a ZodError, which the route wrapper would answer as 400). */
export function readTokenAnswer(body: string): { accessToken: string; lifetimeMs: number } {
  let answer: z.infer<typeof TokenAnswerSchema>;
  try {
    answer = TokenAnswerSchema.parse(JSON.parse(body));
  } catch {
    throw new Error("API Pix token URL answered without an access_token");
  }
  return {
    accessToken: answer.access_token,
    lifetimeMs: answer.expires_in ? answer.expires_in * 1000 : DEFAULT_LIFETIME_MS,
  };
}

/**
 * The OAuth2 access token, fetched once and reused until shortly before it expires. Callers that
 * arrive while a fetch is under way wait for that fetch instead of starting their own.
 */
export class OAuthTokens {
  private current?: { value: string; renewAt: number };
  private pending?: Promise<string>;

  constructor(
    private readonly fetchToken: () => Promise<{ accessToken: string; lifetimeMs: number }>,
    private readonly renewBeforeMs: number,
  ) {}

  get(): Promise<string> {
    if (this.current && Date.now() < this.current.renewAt) return Promise.resolve(this.current.value);
    this.pending ??= this.fetchToken()
      .then(({ accessToken, lifetimeMs }) => {
        // Half the lifetime at the most, so a short-lived token is still reused.
        this.current = {
          value: accessToken,
          renewAt: Date.now() + lifetimeMs - Math.min(this.renewBeforeMs, lifetimeMs / 2),
        };
        return accessToken;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /** The PSP refused `token`: the next get() fetches another, unless a newer one is already in hand. */
  invalidate(token: string) {
    if (this.current?.value === token) this.current = undefined;
  }
}
