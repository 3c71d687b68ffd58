import { hashPassword } from "@/lib/auth/passwords";
import { PaymentCustomerSchema as CustomerSchema } from "@/lib/customers/schema";
import { db } from "@/lib/db/client";

export const DEMO_PASSWORD = "demo12345";

export const DEMO_ACCOUNTS = [
  { email: "admin@demo.pix.br", role: "admin", approved: true, companyName: "Plataforma PIX", label: "administrador" },
  { email: "vendedor@demo.pix.br", role: "seller", approved: true, companyName: "Loja Aurora Ltda", label: "vendedor aprovado" },
  { email: "pendente@demo.pix.br", role: "seller", approved: false, companyName: "Café Pendente ME", label: "vendedor aguardando aprovação" },
] as const;

const APPROVED_ENTERPRISE = {
  commercialName: "Loja Aurora",
  invoiceName: "LOJA AURORA LTDA",
  averageRevenue: 8_500_000n,
  averageTicket: 12_990,
  productsServices: "Roupas e acessórios",
  website: "https://aurora.example.com.br",
  contactEmail: "contato@aurora.example.com.br",
  contactPhone: "11987654321",
  sellsPhysicalProducts: true,
  cnpj: "11222333000181",
  companyName: "Loja Aurora Ltda",
  tradeName: "Aurora",
  phone: "1133334444",
  email: "financeiro@aurora.example.com.br",
  addressZipCode: "01310100",
  addressStreet: "Avenida Paulista",
  addressNumber: "1000",
  addressComplement: "Conjunto 101",
  addressNeighborhood: "Bela Vista",
  addressCity: "São Paulo",
  addressState: "SP",
  legalRepName: "Marina Souza",
  legalRepCpf: "52998224725",
  legalRepRole: "Sócia-administradora",
  legalRepStartDate: new Date("2019-03-01"),
  legalRepPhone: "11912345678",
  legalRepEmail: "marina@aurora.example.com.br",
};

const DEMO_LINKS = [
  { description: "Camiseta Aurora", amount: 8_990 },
  { description: "Boné bordado", amount: 4_990 },
];

const DEMO_BUYERS = [
  { name: "Ana Beatriz Lima", email: "ana.lima@example.com", document: { type: "CPF", number: "52998224725" } },
  { name: "Carlos Eduardo Rocha", email: "carlos.rocha@example.com", document: { type: "CPF", number: "11144477735" } },
  { name: "Padaria Estrela Ltda", email: "compras@estrela.example.com", document: { type: "CNPJ", number: "11444777000161" } },
];

/** Links and a few payments for the demo seller, settled through the sandbox's signed callbacks. */
async function seedDemoSales(sellerId: string) {
  if (await db().paymentLink.count({ where: { sellerId } })) return;
  const { createPaymentLink } = await import("@/lib/payment-links/service");
  const { createPayment } = await import("@/lib/payments/create-payment");
  const { handleProviderCallback } = await import("@/lib/pix/handle-callback");
  const { sandboxProvider } = await import("@/lib/pix/providers");
  const seller = await db().user.findUniqueOrThrow({ where: { id: sellerId } });
  const actor = { userId: seller.id, email: seller.email, role: seller.role, approved: seller.approved, via: "bearer" as const };
  const links = [];
  for (const link of DEMO_LINKS) links.push(await createPaymentLink(actor, link, null));
  for (const [index, buyer] of DEMO_BUYERS.entries()) {
    const link = links[index % links.length]!;
    const payment = await createPayment(null, { paymentLinkId: link.id, customer: CustomerSchema.parse(buyer) }, null);
    if (index === DEMO_BUYERS.length - 1) continue;
    const charge = await db().payment.findUniqueOrThrow({ where: { id: payment.id } });
    const callback = sandboxProvider().signedCallback({ type: "charge.paid", chargeId: charge.providerChargeId!, amount: charge.amount });
    await handleProviderCallback("sandbox", callback.body, new Headers(callback.headers));
  }
}

/** Creates the demo accounts and data that do not exist yet; safe to run on every start. */
export async function seedDemo() {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db().$transaction(async (tx) => {
    const users = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const user = await tx.user.upsert({
        where: { email: account.email },
        update: {},
        create: { email: account.email, role: account.role, approved: account.approved, companyName: account.companyName, passwordHash },
      });
      users.set(account.email, user.id);
    }
    const sellerId = users.get("vendedor@demo.pix.br")!;
    const adminId = users.get("admin@demo.pix.br")!;
    if (!(await tx.enterprise.findFirst({ where: { userId: sellerId } }))) {
      await tx.enterprise.create({
        data: { ...APPROVED_ENTERPRISE, userId: sellerId, status: "APPROVED", reviewedAt: new Date(), reviewedById: adminId },
      });
    }
  });
  await seedDemoSales((await db().user.findUniqueOrThrow({ where: { email: "vendedor@demo.pix.br" } })).id);
}
