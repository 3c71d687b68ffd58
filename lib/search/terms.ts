import "#server-only";
import { CnpjSchema, CpfSchema } from "@/lib/br/documents";

/** What a search box's text may be, read once: each reading is matched exactly by an indexed column. */
export type SearchTerm = {
  /** Trimmed, inner runs of spaces made one. */
  text: string;
  /** The ILIKE pattern for names, descriptions and e-mails: contained anywhere, or at the start for two characters. */
  pattern: string;
  /** A row's id (payment, link, customer, seller, company), lower case. */
  id: string | null;
  /** A PIX's txid or end-to-end id (26 to 35 letters and digits), as typed: both are case-sensitive. */
  pixId: string | null;
  /** An e-mail, lower case as stored. */
  email: string | null;
  /**
   * A CPF or CNPJ (alphanumeric from July 2026) whose check digits hold, without punctuation and upper case, as stored.
   */
  document: string | null;
  /** Reads as one of the above: matched exactly by them, and not as a part of a name. */
  exact: boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PIX_ID = /^[A-Za-z0-9]{26,35}$/;
/** A whole e-mail: a part of one ("ana@exa") is still a part to find. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
/** A trigram index finds a pattern by its three-letter pieces: two letters make one only at the start of a word. */
const SHORTEST_CONTAINED = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The CPF or CNPJ the text is, as stored. Check digits decide, so a name such as "Loja 2 Centro 42" (14 letters and
 * digits) is not taken for an alphanumeric CNPJ; one of those is read only when typed without spaces.
 */
function documentOf(text: string): string | null {
  const cpf = CpfSchema.safeParse(text);
  if (cpf.success) return cpf.data;
  const cnpj = CnpjSchema.safeParse(text);
  return cnpj.success && (/^\d+$/.test(cnpj.data) || !/\s/.test(text)) ? cnpj.data : null;
}

export function readTerm(typed: string): SearchTerm {
  const text = typed.trim().replace(/\s+/g, " ");
  const literal = escapeLike(text);
  const keys = {
    id: UUID.test(text) ? text.toLowerCase() : null,
    pixId: PIX_ID.test(text) ? text : null,
    email: EMAIL.test(text) ? text.toLowerCase() : null,
    document: documentOf(text),
  };
  return {
    text,
    pattern: text.length < SHORTEST_CONTAINED ? `${literal}%` : `%${literal}%`,
    ...keys,
    exact: Object.values(keys).some((key) => key !== null),
  };
}
