/** react-query keys of the admin's seller pages. */
export const sellerKeys = {
  all: ["admin", "sellers"] as const,
  fees: (sellerId: string) => [...sellerKeys.all, sellerId, "fees"] as const,
};
