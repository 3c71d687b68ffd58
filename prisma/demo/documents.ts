// Real (tiny) files for the KYC documents: the server decides a document's type by its first
// bytes and the admin's review page shows them, so they are a valid PDF and valid PNGs.
import { crc32, deflateSync } from "node:zlib";

/** A valid one-page PDF (with its cross-reference table), so the admin's embedded viewer can render it. */
export function onePagePdf(text: string) {
  const content = `BT /F1 24 Tf 40 60 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 140] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

type Rgb = readonly [number, number, number];
type Shape = { color: Rgb } & (
  | { rect: readonly [x: number, y: number, width: number, height: number] }
  | { circle: readonly [cx: number, cy: number, r: number] }
);

const covers = (shape: Shape, x: number, y: number) =>
  "rect" in shape
    ? x >= shape.rect[0] && x < shape.rect[0] + shape.rect[2] && y >= shape.rect[1] && y < shape.rect[1] + shape.rect[3]
    : (x - shape.circle[0]) ** 2 + (y - shape.circle[1]) ** 2 <= shape.circle[2] ** 2;

/** An RGB PNG of flat shapes (the last one on top): enough to stand for a photo of a document. */
function drawPng(width: number, height: number, background: Rgb, shapes: Shape[]) {
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height); // each row starts with filter type 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++)
      pixels.set(shapes.findLast((shape) => covers(shape, x, y))?.color ?? background, y * stride + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const CARD: Rgb = [214, 232, 214];
const BAND: Rgb = [46, 110, 70];
const INK: Rgb = [90, 96, 104];
const SKIN: Rgb = [214, 170, 140];
const textLines = (x: number, y: number, widths: number[]): Shape[] =>
  widths.map((width, index) => ({ color: INK, rect: [x, y + index * 22, width, 9] }));

/** An identity card's front: the photo on the left, the lines of text beside it. */
const rgFront = () =>
  drawPng(360, 228, CARD, [
    { color: BAND, rect: [0, 0, 360, 34] },
    { color: [176, 190, 200], rect: [20, 50, 96, 124] },
    { color: SKIN, circle: [68, 98, 28] },
    { color: [60, 70, 90], rect: [34, 134, 68, 40] },
    ...textLines(136, 58, [190, 150, 200, 120, 170]),
  ]);

/** Its back: the lines of text and the thumbprint. */
const rgBack = () =>
  drawPng(360, 228, CARD, [
    { color: BAND, rect: [0, 0, 360, 34] },
    ...textLines(20, 52, [230, 180, 210, 150, 190, 120]),
    { color: [150, 156, 166], rect: [270, 120, 64, 80] },
  ]);

/** The selfie: a face, and the card held up beside it. */
const selfieWithRg = () =>
  drawPng(
    240,
    320,
    [236, 228, 214],
    [
      { color: [52, 84, 140], rect: [40, 190, 160, 130] },
      { color: SKIN, circle: [120, 120, 54] },
      { color: CARD, rect: [138, 210, 88, 56] },
      { color: BAND, rect: [138, 210, 88, 10] },
    ],
  );

/** The four documents of a company, as its seller would upload them. */
export function kycDocuments() {
  return [
    { type: "SOCIAL_CONTRACT", name: "contrato-social.pdf", bytes: onePagePdf("Contrato social") },
    { type: "RG_FRONT", name: "rg-frente.png", bytes: rgFront() },
    { type: "RG_BACK", name: "rg-verso.png", bytes: rgBack() },
    { type: "SELFIE_WITH_RG", name: "selfie-com-rg.png", bytes: selfieWithRg() },
  ] as const;
}
