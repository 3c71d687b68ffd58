import "#server-only";
import PDFDocument from "pdfkit";
import { formatDateTimeBrasilia } from "@/lib/dates";
import { winAnsiText } from "@/lib/printable-text";
import { type Receipt, receiptLines } from "./receipt-lines";
import { TEST_RECEIPT_NOTICE } from "./test-notice";

const MARGIN = 56;

/**
 * The receipt as a PDF, in pdfkit's built-in Helvetica: it ships inside pdfkit, so nothing is fetched at run time,
 * and its WinAnsi encoding covers pt-BR's accents (á, ã, ç, é, ô). What it cannot print (emoji, other scripts) is
 * left out of the values (winAnsiText) instead of coming out as the wrong glyphs.
 */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Comprovante de pagamento ${receipt.paymentId}`, Author: "PIX Pagamentos" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.font("Helvetica-Bold").fontSize(11).fillColor("#047857").text("PIX Pagamentos");
  if (receipt.test) {
    doc.moveDown(0.5).fontSize(14).fillColor("#b91c1c").text(TEST_RECEIPT_NOTICE, { width });
  }
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(20).fillColor("#0f172a").text("Comprovante de pagamento PIX");
  doc.moveDown(0.3).font("Helvetica").fontSize(11).fillColor("#475569").text("Pagamento confirmado pelo banco.");
  doc.moveDown(1);
  for (const [label, value] of receiptLines(receipt)) {
    doc.font("Helvetica").fontSize(9).fillColor("#475569").text(label.toUpperCase(), { width });
    doc
      .font("Helvetica-Bold")
      .fontSize(12)
      .fillColor("#0f172a")
      .text(winAnsiText(value) || "—", { width });
    doc.moveDown(0.6);
  }
  doc
    .moveDown(1)
    .font("Helvetica")
    .fontSize(9)
    .fillColor("#64748b")
    .text(`Emitido em ${formatDateTimeBrasilia(new Date())}.`, { width });
  doc.end();
  return done;
}
