import "#server-only";

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
  /** A CPF (11 digits) or CNPJ (14, alphanumeric from July 2026), without punctuation and upper case, as stored. */
  document: string | null;
  /** Reads as one of the above: matched exactly by them, and not as a part of a name. */
  exact: boolean;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PIX_ID = /^[A-Za-z0-9]{26,35}$/;
/** A whole e-mail: a part of one ("ana@exa") is still a part to find. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
const CPF = /^\d{11}$/;
const CNPJ = /^[0-9A-Z]{12}\d{2}$/;
/** A trigram index finds a pattern by its three-letter pieces: two letters make one only at the start of a word. */
const SHORTEST_CONTAINED = 3;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function readTerm(typed: string): SearchTerm {
  const text = typed.trim().replace(/\s+/g, " ");
  const literal = escapeLike(text);
  const digits = text.replace(/[\s.\-/]/g, "").toUpperCase();
  const keys = {
    id: UUID.test(text) ? text.toLowerCase() : null,
    pixId: PIX_ID.test(text) ? text : null,
    email: EMAIL.test(text) ? text.toLowerCase() : null,
    document: CPF.test(digits) || CNPJ.test(digits) ? digits : null,
  };
  return {
    text,
    pattern: text.length < SHORTEST_CONTAINED ? `${literal}%` : `%${literal}%`,
    ...keys,
    exact: Object.values(keys).some((key) => key !== null),
  };
}
