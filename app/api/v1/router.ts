import { createApiRouter } from "@pix/core/http/api-router";
import { ROUTES } from "./routes.generated";

/** Every /api/v1 route behind one dispatcher: the production server's and the tests' (lib/testing/api-server.ts). */
export const apiRouter = createApiRouter(ROUTES);
