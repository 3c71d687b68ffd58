import { SecondFactorCodeSchema } from "@/lib/auth/schema";
import { CurrentPasswordSchema, EmailSchema, PasswordSchema } from "@/lib/users/schema";
import { z } from "@/lib/zod";
import { MEMBER_ROLES } from "./permissions";

export const MemberRoleSchema = z.enum(MEMBER_ROLES, "Papel inválido").meta({
  id: "MemberRole",
  description:
    "owner: everything; finance: money in and out; developer: integration keys and webhooks; viewer: reads only.",
});

export const InviteMemberSchema = z
  .object({
    email: EmailSchema,
    role: MemberRoleSchema,
    totp: SecondFactorCodeSchema.optional().meta({
      description: "With two-factor sign-in on: a code of your app or a recovery code (401 TOTP_REQUIRED without).",
    }),
  })
  .strict()
  .meta({ id: "InviteMemberInput" });

export const UpdateMemberSchema = z
  .object({
    role: MemberRoleSchema,
    totp: SecondFactorCodeSchema.optional().meta({
      description: "With two-factor sign-in on: a code of your app or a recovery code (401 TOTP_REQUIRED without).",
    }),
  })
  .strict()
  .meta({ id: "UpdateMemberInput" });

export const RemoveMemberSchema = z
  .object({
    totp: SecondFactorCodeSchema.optional().meta({
      description: "With two-factor sign-in on: a code of your app or a recovery code (401 TOTP_REQUIRED without).",
    }),
  })
  .strict()
  // A member leaving sends no body at all.
  .default({})
  .meta({ id: "RemoveMemberInput", description: "Optional. Leaving the team yourself needs no code." });

export const TransferOwnershipSchema = z
  .object({
    userId: z.uuid("Identificador inválido"),
    currentPassword: CurrentPasswordSchema,
    myNewRole: z.enum(["finance", "developer", "viewer"], "Escolha o seu novo papel"),
    totp: SecondFactorCodeSchema.optional().meta({
      description: "With two-factor sign-in on: a code of your app or a recovery code (401 TOTP_REQUIRED without).",
    }),
  })
  .strict()
  .meta({ id: "TransferOwnershipInput", description: "Hands the account over to another member, who becomes owner." });

export const AcceptInvitationSchema = z
  .object({
    name: z.string().trim().min(2, "Informe seu nome").max(200, "Nome longo demais").optional(),
    password: PasswordSchema.optional(),
  })
  .strict()
  .meta({
    id: "AcceptInvitationInput",
    description: "Signed in as the invited address: empty. With no account yet: the new account's name and password.",
  });

export const MemberParamsSchema = z.object({ userId: z.uuid("Identificador inválido") });
export const InvitationParamsSchema = z.object({ id: z.uuid("Identificador inválido") });
export const InvitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Convite inválido"),
});

export const MemberSchema = z
  .object({
    userId: z.uuid(),
    email: z.string(),
    name: z.string().nullable(),
    role: MemberRoleSchema,
    joinedAt: z.iso.datetime(),
    you: z.boolean(),
  })
  .meta({ id: "Member" });

export const InvitationSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: MemberRoleSchema,
    expiresAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    invitedBy: z.string().meta({ description: "The inviting member's e-mail." }),
  })
  .meta({ id: "Invitation" });

export const InvitationPreviewSchema = z
  .object({
    sellerName: z.string(),
    email: z.string(),
    role: MemberRoleSchema,
    expiresAt: z.iso.datetime(),
    accountExists: z.boolean().meta({ description: "Whether the address has an account (sign in to accept)." }),
  })
  .meta({ id: "InvitationPreview" });

export const AcceptedInvitationSchema = z
  .object({ sellerId: z.uuid(), role: MemberRoleSchema, accountCreated: z.boolean() })
  .meta({ id: "AcceptedInvitation" });

export const SellerAccountSchema = z
  .object({ sellerId: z.uuid(), companyName: z.string(), role: MemberRoleSchema, approved: z.boolean() })
  .meta({ id: "SellerAccount", description: "A seller account the person works in; pick it with X-Seller-Id." });

export type InviteMemberInput = z.infer<typeof InviteMemberSchema>;
export type UpdateMemberInput = z.infer<typeof UpdateMemberSchema>;
export type TransferOwnershipInput = z.infer<typeof TransferOwnershipSchema>;
export type AcceptInvitationInput = z.infer<typeof AcceptInvitationSchema>;
