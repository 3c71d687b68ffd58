import "#server-only";
// OFX 1.0.2 (SGML), the statement format Brazilian banks export and accounting software imports.

export type OfxTransaction = {
  id: string;
  /** centavos; positive credits the account */
  amount: bigint;
  postedAt: Date;
  type: "CREDIT" | "DEBIT" | "FEE";
  memo: string;
};

export type OfxStatement = {
  /** At most 22 characters (OFX's ACCTID). */
  accountId: string;
  start: Date;
  /** The first instant after the period. */
  end: Date;
  generatedAt: Date;
  /** centavos in the account at `end` */
  closingBalance: bigint;
  transactions: OfxTransaction[];
};

const TIME_ZONE = "America/Sao_Paulo";
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "shortOffset",
});

/** YYYYMMDDHHMMSS.XXX[-3:BRT], São Paulo's local time with its offset, as OFX writes a date and time. */
export function ofxDateTime(date: Date): string {
  const p = Object.fromEntries(parts.formatToParts(date).map((part) => [part.type, part.value]));
  const offset = Number(/GMT([+-]\d+)?/.exec(p.timeZoneName ?? "")?.[1] ?? 0);
  const millis = String(date.getUTCMilliseconds()).padStart(3, "0");
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}.${millis}[${offset}:BRT]`;
}

function decimal(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** SGML text: no markup characters, no line breaks, within Latin-1 (the file is written in CHARSET 1252). */
function text(value: string, max: number): string {
  return value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/[^\x20-\xff]/g, "?")
    .slice(0, max);
}

const HEADER = [
  "OFXHEADER:100",
  "DATA:OFXSGML",
  "VERSION:102",
  "SECURITY:NONE",
  "ENCODING:USASCII",
  "CHARSET:1252",
  "COMPRESSION:NONE",
  "OLDFILEUID:NONE",
  "NEWFILEUID:NONE",
];

/** The statement as an OFX 1.0.2 document; encode it as Latin-1 (what CHARSET:1252 means for these characters). */
export function writeOfxStatement(statement: OfxStatement): string {
  const status = "<STATUS><CODE>0<SEVERITY>INFO</STATUS>";
  const lines = [
    ...HEADER,
    "",
    "<OFX>",
    `<SIGNONMSGSRSV1><SONRS>${status}<DTSERVER>${ofxDateTime(statement.generatedAt)}<LANGUAGE>POR</SONRS></SIGNONMSGSRSV1>`,
    "<BANKMSGSRSV1><STMTTRNRS>",
    `<TRNUID>0${status}`,
    "<STMTRS><CURDEF>BRL",
    // The platform is no bank: there is no routing number to give, only the seller's account with it.
    `<BANKACCTFROM><BANKID>0000<ACCTID>${text(statement.accountId, 22)}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>${ofxDateTime(statement.start)}<DTEND>${ofxDateTime(statement.end)}`,
    ...statement.transactions.map(
      (t) =>
        `<STMTTRN><TRNTYPE>${t.type}<DTPOSTED>${ofxDateTime(t.postedAt)}<TRNAMT>${decimal(t.amount)}<FITID>${text(t.id, 255)}<MEMO>${text(t.memo, 255)}</STMTTRN>`,
    ),
    "</BANKTRANLIST>",
    `<LEDGERBAL><BALAMT>${decimal(statement.closingBalance)}<DTASOF>${ofxDateTime(statement.end)}</LEDGERBAL>`,
    "</STMTRS></STMTTRNRS></BANKMSGSRSV1>",
    "</OFX>",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
