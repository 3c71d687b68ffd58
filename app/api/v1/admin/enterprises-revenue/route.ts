import { revenuePerEnterpriseRoute } from "@pix/core/reports/routes";

export const GET = revenuePerEnterpriseRoute;
