import "#server-only";
import { env } from "@/lib/env";

/** What a template says, as data: render() writes both the text and the HTML part from it, escaping every value. */
export type EmailContent = {
  subject: string;
  /** The first line of the body, also the HTML part's heading. */
  heading: string;
  paragraphs: string[];
  /** Label and value lines ("Valor: R$ 10,00"), a table in HTML. */
  details?: [label: string, value: string][];
  /** A link into the app; `path` starts with "/" and is joined to APP_URL. */
  action?: { label: string; path: string };
};

export type RenderedEmail = { subject: string; text: string; html: string };

const PRODUCT = "PIX Pagamentos";
const FOOTER = "Esta é uma mensagem automática: não responda a este e-mail.";

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

function appLink(path: string): string {
  return `${env().APP_URL.replace(/\/+$/, "")}${path}`;
}

function renderText(content: EmailContent): string {
  const lines = [content.heading, "", ...content.paragraphs.flatMap((paragraph) => [paragraph, ""])];
  if (content.details?.length) lines.push(...content.details.map(([label, value]) => `${label}: ${value}`), "");
  if (content.action) lines.push(`${content.action.label}: ${appLink(content.action.path)}`, "");
  lines.push("--", `${PRODUCT}. ${FOOTER}`);
  return `${lines.join("\n")}\n`;
}

// Inline styles and tables: what e-mail clients render alike.
function renderHtml(content: EmailContent): string {
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`)
    .join("");
  const details = content.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(appLink(content.action.path))}" style="display:inline-block;background:#047857;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : "";
  return [
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a;font-size:15px;line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">`,
    `<p style="margin:0 0 16px;font-weight:700;color:#047857">${PRODUCT}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.heading)}</h1>`,
    paragraphs,
    details,
    action,
    `<p style="margin:24px 0 0;font-size:12px;color:#64748b">${FOOTER}</p>`,
    `</div></body></html>`,
  ].join("");
}

export function render(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}
