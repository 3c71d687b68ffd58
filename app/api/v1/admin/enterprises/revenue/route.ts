import { revenuePerEnterpriseRoute } from "@/lib/reports/routes";

export const GET = revenuePerEnterpriseRoute;
