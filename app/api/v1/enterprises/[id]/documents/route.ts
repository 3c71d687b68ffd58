import { uploadDocumentsRoute } from "@/lib/enterprises/shared-routes";

export const POST = uploadDocumentsRoute;
