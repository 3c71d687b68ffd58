import { route } from "@pix/core/http/route";
import { exportStatementOfx } from "@pix/core/ledger/statement-ofx";
import { MAX_OFX_DAYS, StatementOfxQuerySchema } from "@pix/core/ledger/statement-ofx-schema";

export const GET = route({
  auth: "approvedSeller",
  integration: true,
  summary: "Your statement as an OFX file, for your accountant",
  description: `OFX 1.0.2 (SGML, CHARSET 1252) of your available balance's movements over inclusive São Paulo days (at most ${MAX_OFX_DAYS}), with the balance at the period's end.`,
  tags: ["Balance"],
  query: StatementOfxQuerySchema,
  errors: [422],
  fileResponse: ["application/x-ofx"],
  handler: async ({ actor, query }) =>
    new Response(await exportStatementOfx(actor, query), {
      headers: {
        "Content-Type": "application/x-ofx; charset=windows-1252",
        "Content-Disposition": `attachment; filename="extrato-${query.startDate}-a-${query.endDate}.ofx"`,
      },
    }),
});
