import { NotFoundMessage } from "@/components/layout/not-found-message";

// A company or seller that is gone keeps the admin's header and menu around the message.
export default function AdminNotFound() {
  return <NotFoundMessage backHref="/admin" backLabel="Voltar à administração" />;
}
