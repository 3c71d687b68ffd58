import type { Metadata } from "next";
import Link from "next/link";
import { AddDefaultFeeForm } from "@/components/admin-fees/add-default-fee-form";
import { DefaultFeesTable } from "@/components/admin-fees/default-fees-table";
import { FeePreview } from "@/components/admin-fees/fee-preview";
import { PageHeader } from "@/components/seller/page-header";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { db } from "@/lib/db/client";
import { toFeeJson } from "@/lib/fees/serializers";

export const metadata: Metadata = { title: "Tarifas" };

/** Inactive defaults pile up over the years; the newest are enough to read and switch back on. */
const MAX_DEFAULTS = 100;

// The fees API pages through every fee, sellers' included, with no filter for the defaults alone.
async function platformDefaults() {
  const rows = await db().fee.findMany({
    where: { sellerId: null },
    orderBy: [{ isActive: "desc" }, { target: "asc" }, { createdAt: "asc" }],
    take: MAX_DEFAULTS,
  });
  return rows.map(toFeeJson);
}

export default async function FeesPage() {
  const fees = await platformDefaults();
  return (
    <div className="space-y-6">
      <PageHeader title="Tarifas" description="Tarifas padrão da plataforma: valem para todo vendedor sem tarifa própria do mesmo tipo." />
      <Alert tone="info">
        Tarifas próprias de um vendedor ficam na página de cada vendedor, em{" "}
        <Link href="/admin/sellers" className="font-semibold underline">
          Vendedores
        </Link>
        . Uma tarifa própria ativa substitui as tarifas padrão do mesmo tipo (serviço ou gateway).
      </Alert>
      <Card title="Tarifas padrão">
        {fees.length === 0 ? (
          <EmptyState title="Nenhuma tarifa padrão">Sem tarifas padrão, os pagamentos de vendedores sem tarifa própria não têm desconto.</EmptyState>
        ) : (
          <DefaultFeesTable fees={fees} />
        )}
      </Card>
      <Card title="Simulação com as tarifas padrão ativas">
        <FeePreview fees={fees} />
      </Card>
      <Card title="Nova tarifa padrão">
        <AddDefaultFeeForm />
      </Card>
    </div>
  );
}
