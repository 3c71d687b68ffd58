// The demo's sellers: their companies, links, buyers, sales rhythm and withdrawals.
// Every CPF and CNPJ here has valid check digits (made with cpf-cnpj-validator).

export type DemoBuyer = { name: string; email: string; document: { type: "CPF" | "CNPJ"; number: string } };
export type DemoLinkPlan = { description: string; amount: number; createdDaysAgo: number; deactivatedDaysAgo?: number };
export type WithdrawalOutcome = "completed" | "failed" | "rejected" | "cancelled" | "processing" | "requested";
export type WithdrawalPlan = {
  daysAgo: number;
  /** São Paulo hour of the request (ignored today: it is made just before the demo starts). */
  hour: number;
  /** Part of the available balance asked for, rounded down to whole R$ 10. */
  share: number;
  outcome: WithdrawalOutcome;
  reason?: string;
};

type EnterpriseFields = {
  commercialName: string;
  invoiceName: string;
  averageRevenue: bigint;
  averageTicket: number;
  productsServices: string;
  website: string | null;
  contactEmail: string;
  contactPhone: string;
  sellsPhysicalProducts: boolean;
  cnpj: string;
  companyName: string;
  tradeName: string;
  phone: string;
  email: string;
  addressZipCode: string;
  addressStreet: string;
  addressNumber: string;
  addressComplement: string | null;
  addressNeighborhood: string;
  addressCity: string;
  addressState: string;
  legalRepName: string;
  legalRepCpf: string;
  legalRepRole: string;
  legalRepStartDate: Date;
  legalRepPhone: string;
  legalRepEmail: string;
};

export type DemoSeller = {
  email: string;
  companyName: string;
  enterprise: EnterpriseFields;
  /** Account, company and approval; the first sales come the day after. */
  joinedDaysAgo: number;
  /** Average sales on an ordinary day, before the weekday and growth factors. */
  salesPerDay: number;
  /** Part of the sales charged through the API with their own amount instead of a link. */
  apiShare: number;
  apiAmount: [number, number];
  campaign?: { daysAgo: number; factor: number };
  links: DemoLinkPlan[];
  buyers: DemoBuyer[];
  withdrawals: WithdrawalPlan[];
  /** Rolling reserve: millionths of the net held (10 % = 100 000) for `days`. */
  reserve?: { percentage: number; days: number };
  /** When the seller registered the demo webhook endpoint. */
  webhookSinceDaysAgo?: number;
};

const person = (name: string, cpf: string): DemoBuyer => ({
  name,
  email: `${name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(" ")
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join(".")}@example.com`,
  document: { type: "CPF", number: cpf },
});
const company = (name: string, email: string, cnpj: string): DemoBuyer => ({
  name,
  email,
  document: { type: "CNPJ", number: cnpj },
});

/** A webhook endpoint on a reserved name (RFC 2606): it looks real and can never reach anyone. */
export const DEMO_WEBHOOK = {
  url: "https://loja-aurora.example/webhooks/pix",
  events: ["payment.finished", "payment.refunded", "withdrawal.completed", "withdrawal.failed"],
  /** The day the receiver answered 503 at first (each delivery then succeeded on its retry). */
  outageDaysAgo: 20,
  /** The day one delivery timed out on every attempt and was given up. */
  givenUpDaysAgo: 33,
};

const aurora: DemoSeller = {
  email: "vendedor@demo.pix.br",
  companyName: "Loja Aurora Ltda",
  enterprise: {
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
  },
  joinedDaysAgo: 60,
  salesPerDay: 2.6,
  apiShare: 0.12,
  apiAmount: [3_500, 42_000],
  campaign: { daysAgo: 24, factor: 3.5 },
  links: [
    { description: "Camiseta Aurora", amount: 8_990, createdDaysAgo: 60 },
    { description: "Boné bordado", amount: 4_990, createdDaysAgo: 60 },
    { description: "Moletom Aurora", amount: 18_990, createdDaysAgo: 60 },
    { description: "Kit inverno", amount: 24_990, createdDaysAgo: 60, deactivatedDaysAgo: 30 },
    { description: "Ecobag", amount: 2_990, createdDaysAgo: 45, deactivatedDaysAgo: 12 },
  ],
  buyers: [
    person("Ana Beatriz Lima", "52998224725"),
    person("Carlos Eduardo Rocha", "11144477735"),
    person("Juliana Martins", "21910539988"),
    person("Rafael Oliveira Costa", "76015119101"),
    person("Fernanda Alves", "38892110039"),
    person("Lucas Pereira Santos", "64752020700"),
    person("Beatriz Gomes", "43938811684"),
    person("Thiago Ribeiro", "71560530278"),
    person("Camila Nunes", "10659574080"),
    person("Gabriel Fernandes", "63868950290"),
    person("Larissa Cardoso", "81539043703"),
    person("Pedro Henrique Dias", "02588457592"),
    person("Mariana Teixeira", "79214879630"),
    company("Escola Pequeno Saber", "compras@pequenosaber.example.com", "61824093000163"),
    company("Padaria Estrela Ltda", "compras@estrela.example.com", "11444777000161"),
  ],
  withdrawals: [
    { daysAgo: 52, hour: 10, share: 0.8, outcome: "completed" },
    { daysAgo: 45, hour: 9.5, share: 0.7, outcome: "completed" },
    { daysAgo: 38, hour: 11, share: 0.6, outcome: "failed" },
    { daysAgo: 38, hour: 15, share: 0.6, outcome: "completed" },
    { daysAgo: 31, hour: 10, share: 0.7, outcome: "completed" },
    {
      daysAgo: 24,
      hour: 14,
      share: 0.5,
      outcome: "rejected",
      reason: "Saque acima do habitual da conta: confirme com o suporte",
    },
    { daysAgo: 17, hour: 10.5, share: 0.8, outcome: "completed" },
    { daysAgo: 12, hour: 16, share: 0.3, outcome: "cancelled" },
    { daysAgo: 10, hour: 9, share: 0.7, outcome: "completed" },
    { daysAgo: 3, hour: 11, share: 0.6, outcome: "completed" },
    { daysAgo: 1, hour: 18, share: 0.5, outcome: "processing" },
    { daysAgo: 0, hour: 0, share: 0.4, outcome: "requested" },
  ],
  reserve: { percentage: 100_000, days: 14 },
  webhookSinceDaysAgo: 46,
};

/** The template of the smaller sellers' companies; each replaces what makes it itself. */
function smallCompany(
  fields: Partial<EnterpriseFields> &
    Pick<EnterpriseFields, "commercialName" | "companyName" | "cnpj" | "legalRepName" | "legalRepCpf">,
): EnterpriseFields {
  const domain = `${fields.commercialName
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, "")}.example.com.br`;
  return {
    invoiceName: fields.companyName.toUpperCase(),
    averageRevenue: 1_500_000n,
    averageTicket: 6_000,
    productsServices: "Varejo",
    website: `https://${domain}`,
    contactEmail: `contato@${domain}`,
    contactPhone: "11976543210",
    sellsPhysicalProducts: true,
    tradeName: fields.commercialName,
    phone: "1132105500",
    email: `financeiro@${domain}`,
    addressZipCode: "01001000",
    addressStreet: "Praça da Sé",
    addressNumber: "100",
    addressComplement: null,
    addressNeighborhood: "Sé",
    addressCity: "São Paulo",
    addressState: "SP",
    legalRepRole: "Sócio-administrador",
    legalRepStartDate: new Date("2021-06-01"),
    legalRepPhone: "11955554444",
    legalRepEmail: `socio@${domain}`,
    ...fields,
  };
}

const graos: DemoSeller = {
  email: "graos@demo.pix.br",
  companyName: "Empório Bom Grão Ltda",
  enterprise: smallCompany({
    commercialName: "Bom Grão",
    companyName: "Empório Bom Grão Ltda",
    cnpj: "27481536000122",
    productsServices: "Cafés especiais",
    addressZipCode: "13015904",
    addressStreet: "Rua Barão de Jaguara",
    addressNumber: "1200",
    addressNeighborhood: "Centro",
    addressCity: "Campinas",
    legalRepName: "Roberta Campos",
    legalRepCpf: "96454917703",
  }),
  joinedDaysAgo: 58,
  salesPerDay: 0.8,
  apiShare: 0.05,
  apiAmount: [5_000, 30_000],
  links: [
    { description: "Café especial 250 g", amount: 3_890, createdDaysAgo: 58 },
    { description: "Kit degustação", amount: 12_900, createdDaysAgo: 58 },
  ],
  buyers: [
    person("Roberto Carvalho", "09545065885"),
    person("Patrícia Moreira", "86822045929"),
    person("Eduardo Barbosa", "37470138994"),
    company("Café Central Eventos Ltda", "compras@cafecentral.example.com", "35267148000171"),
  ],
  withdrawals: [
    { daysAgo: 40, hour: 10, share: 0.8, outcome: "completed" },
    { daysAgo: 20, hour: 10, share: 0.8, outcome: "completed" },
    { daysAgo: 0, hour: 0, share: 0.5, outcome: "requested" },
  ],
};

const lumen: DemoSeller = {
  email: "estudio@demo.pix.br",
  companyName: "Estúdio Lumen Fotografia ME",
  enterprise: smallCompany({
    commercialName: "Estúdio Lumen",
    companyName: "Estúdio Lumen Fotografia ME",
    cnpj: "19374582000102",
    productsServices: "Ensaios fotográficos",
    sellsPhysicalProducts: false,
    averageTicket: 45_000,
    addressZipCode: "30130010",
    addressStreet: "Avenida Afonso Pena",
    addressNumber: "1500",
    addressNeighborhood: "Centro",
    addressCity: "Belo Horizonte",
    addressState: "MG",
    legalRepName: "Otávio Lumen Ribeiro",
    legalRepCpf: "57648624850",
  }),
  joinedDaysAgo: 40,
  salesPerDay: 0.45,
  apiShare: 0.3,
  apiAmount: [20_000, 90_000],
  links: [
    { description: "Ensaio fotográfico", amount: 45_000, createdDaysAgo: 40 },
    { description: "Sinal de reserva", amount: 10_000, createdDaysAgo: 40 },
  ],
  buyers: [
    person("Aline Rocha Souza", "57806039015"),
    person("Marcelo Antunes", "01264320744"),
    person("Sofia Mendes", "00158601599"),
  ],
  withdrawals: [{ daysAgo: 15, hour: 17, share: 0.9, outcome: "completed" }],
};

const seboAzul: DemoSeller = {
  email: "livraria@demo.pix.br",
  companyName: "Livraria Sebo Azul Ltda",
  enterprise: smallCompany({
    commercialName: "Sebo Azul",
    companyName: "Livraria Sebo Azul Ltda",
    cnpj: "40856219000101",
    productsServices: "Livros novos e usados",
    addressZipCode: "80020310",
    addressStreet: "Rua XV de Novembro",
    addressNumber: "700",
    addressNeighborhood: "Centro",
    addressCity: "Curitiba",
    addressState: "PR",
    legalRepName: "Helena Prado",
    legalRepCpf: "76950948549",
  }),
  joinedDaysAgo: 21,
  salesPerDay: 0.8,
  apiShare: 0,
  apiAmount: [0, 0],
  links: [
    { description: "Vale-presente", amount: 5_000, createdDaysAgo: 21 },
    { description: "Clube do livro (mensal)", amount: 6_990, createdDaysAgo: 21 },
  ],
  buyers: [
    person("Renata Lopes", "40673723887"),
    person("Vinícius Prado", "11608051056"),
    person("Helena Castro", "38278228310"),
  ],
  withdrawals: [],
};

/** The demo seller first: the others sell less and joined later. */
export const DEMO_SELLERS: readonly DemoSeller[] = [aurora, graos, lumen, seboAzul];
