"use client";

import { useCan } from "@/components/seller/member-role";
import { Button, buttonClass } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Table, Td, Th, bodyRowClass, headRowClass } from "@/components/ui/table";
import { formatReais, reaisToCents } from "@/components/browser/reais";
import { formatDateTime } from "@/lib/dates";
import { type PaymentLinkJson, QR_CODE_FORMATS } from "@/lib/payment-links/schema";
import { whatsappShareUrl } from "@/lib/payment-links/share";
import { linkExpiryLabel } from "./link-expiry";
import { PaymentLinkStatusBadge } from "./payment-link-status-badge";

type LinkAction = (link: PaymentLinkJson) => void;

export function PaymentLinksTable({
  links,
  onEdit,
  onDeactivate,
  onReactivate,
}: {
  links: PaymentLinkJson[];
  onEdit: LinkAction;
  onDeactivate: LinkAction;
  onReactivate: LinkAction;
}) {
  const canSell = useCan("sell");
  return (
    <Table caption="Links de pagamento">
      <thead>
        <tr className={headRowClass}>
          <Th>Descrição</Th>
          <Th numeric>Valor</Th>
          <Th numeric>Pagamentos</Th>
          <Th>Status</Th>
          <Th>Criado em</Th>
          <Th>
            <span className="sr-only">Ações</span>
          </Th>
        </tr>
      </thead>
      <tbody>
        {links.map((link) => (
          <tr key={link.id} className={bodyRowClass}>
            <Td className="max-w-72">
              <p className="font-medium">{link.description}</p>
              {link.expiresAt && <p className="text-xs text-slate-600">Válido {linkExpiryLabel(link.expiresAt)}</p>}
              <p className="truncate font-mono text-xs text-slate-500" title={link.url}>
                {link.url}
              </p>
            </Td>
            <Td numeric>{formatReais(link.amount)}</Td>
            <Td numeric>
              {link.maxPayments === null ? link.qtdPayments : `${link.qtdPayments} de ${link.maxPayments}`}
            </Td>
            <Td>
              <PaymentLinkStatusBadge status={link.status} />
            </Td>
            <Td className="whitespace-nowrap">{formatDateTime(link.createdAt)}</Td>
            <Td>
              <div className="flex flex-wrap items-center justify-end gap-2">
                {link.status === "ACTIVE" && (
                  <>
                    <CopyButton text={link.url} label={link.description}>
                      Copiar link
                    </CopyButton>
                    <a
                      href={whatsappShareUrl({
                        description: link.description,
                        amountCents: reaisToCents(link.amount),
                        url: link.url,
                      })}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={buttonClass("ghost", { size: "sm" })}
                    >
                      WhatsApp<span className="sr-only"> (compartilhar {link.description}, nova aba)</span>
                    </a>
                    {QR_CODE_FORMATS.map((format) => (
                      <a
                        key={format}
                        href={`/api/v1/payment-links/${link.id}/qrcode?format=${format}`}
                        download
                        className={buttonClass("ghost", { size: "sm" })}
                      >
                        QR {format.toUpperCase()}
                        <span className="sr-only"> (baixar o QR Code de {link.description})</span>
                      </a>
                    ))}
                    <a href={`/seller/links/${link.id}/card`} className={buttonClass("ghost", { size: "sm" })}>
                      Cartão<span className="sr-only"> para imprimir de {link.description}</span>
                    </a>
                  </>
                )}
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass("ghost", { size: "sm" })}
                >
                  Abrir<span className="sr-only"> o checkout de {link.description} (nova aba)</span>
                </a>
                {canSell && link.status === "ACTIVE" && (
                  <Button type="button" variant="ghost" onClick={() => onEdit(link)} size="sm">
                    Editar<span className="sr-only"> {link.description}</span>
                  </Button>
                )}
                {canSell && link.status === "ACTIVE" && (
                  <Button type="button" variant="ghost" onClick={() => onDeactivate(link)} size="sm">
                    Desativar<span className="sr-only"> {link.description}</span>
                  </Button>
                )}
                {canSell && link.status === "INACTIVE" && (
                  <Button type="button" variant="ghost" onClick={() => onReactivate(link)} size="sm">
                    Reativar<span className="sr-only"> {link.description}</span>
                  </Button>
                )}
              </div>
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
