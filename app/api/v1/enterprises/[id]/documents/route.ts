import { uploadDocumentsRoute } from "@pix/core/enterprises/shared-routes";

export const POST = uploadDocumentsRoute;
