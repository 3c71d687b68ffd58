import { approveEnterpriseRoute } from "@pix/core/enterprises/shared-routes";

export const POST = approveEnterpriseRoute;
