import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/components/browser/api-client";
import type { CreateUserSchema, UserJson } from "@/lib/users/schema";
import type { z } from "@/lib/zod";

export type Role = UserJson["role"];

export function useUpdateMemberRole(userId: string) {
  return useMutation({
    mutationFn: (newRole: Role) =>
      apiFetch<UserJson>(`/api/v1/admin/members/update-role/${encodeURIComponent(userId)}`, {
        method: "PATCH",
        body: { newRole },
      }),
  });
}

export function useCreateUser() {
  return useMutation({
    mutationFn: (input: z.output<typeof CreateUserSchema>) =>
      apiFetch<UserJson>("/api/v1/users", { method: "POST", body: input }),
  });
}
