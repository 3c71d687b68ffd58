import { z } from "zod";

// Messages shown to people are in Brazilian Portuguese, in the API and in forms alike.
z.config(z.locales.ptBR());

export { z };
