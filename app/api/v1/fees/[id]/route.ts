import { updateFeeRoute } from "@/lib/fees/routes";

export const PUT = updateFeeRoute;
