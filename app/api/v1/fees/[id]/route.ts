import { updateFeeRoute } from "@pix/core/fees/routes";

export const PUT = updateFeeRoute;
