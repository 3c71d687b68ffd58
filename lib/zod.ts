import { z } from "zod";

// Messages shown to people are in Brazilian Portuguese, in the API and in forms alike.
z.config(z.locales.ptBR());
// Pages forbid eval (their Content Security Policy), and zod's compiled parsers would first probe
// for it with Function(""), a violation the browser reports; the server keeps them.
z.config({ jitless: typeof window !== "undefined" });

export { z };
