import { approveEnterpriseRoute } from "@/lib/enterprises/shared-routes";

export const POST = approveEnterpriseRoute;
