/** What the receipt of a sandbox payment says first (PDF, e-mail, checkout), so that no one takes it for real. */
export const TEST_RECEIPT_NOTICE =
  "TESTE: pagamento simulado no ambiente de testes (sandbox). Nenhum dinheiro foi movimentado.";
