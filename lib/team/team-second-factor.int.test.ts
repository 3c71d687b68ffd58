import { Secret, TOTP } from "otpauth";
import { beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { type ApiClient, apiClient, startApiServer } from "@/lib/testing/http";
import { addTeamMember } from "@/lib/testing/team";
import { createUserAndLogin, TEST_PASSWORD } from "@/lib/testing/users";

let api: ApiClient;

beforeAll(async () => {
  api = apiClient((await startApiServer()).baseUrl);
});

/** An owner who turned two-factor sign-in on, with their recovery codes (each stands in for a code, once). */
async function ownerWithSecondFactor() {
  const owner = await createUserAndLogin(api, { approved: true });
  const started = await api.post("/api/v1/users/me/totp", {
    token: owner.access,
    body: { currentPassword: TEST_PASSWORD },
  });
  const code = TOTP.generate({ secret: Secret.fromBase32(started.body.secret) });
  const confirmed = await api.post("/api/v1/users/me/totp/confirm", { token: owner.access, body: { code } });
  expect(confirmed.status).toBe(200);
  return { ...owner, ...confirmed.body.tokens, codes: [...(confirmed.body.recoveryCodes as string[])] };
}

it("asks an owner with two-factor sign-in for a code before every team change, and spends each code once", async () => {
  const owner = await ownerWithSecondFactor();
  const member = await addTeamMember(api, owner.user.id, "finance");
  const invite = (totp?: string) =>
    api.post("/api/v1/team/invitations", {
      token: owner.access,
      body: { email: "novo@example.com", role: "viewer", ...(totp && { totp }) },
    });

  const missing = await invite();
  expect(missing.status).toBe(401);
  expect(missing.body.code).toBe("TOTP_REQUIRED");
  const code = owner.codes.pop()!;
  expect((await invite(code)).status).toBe(201);
  expect((await invite(code)).body.code).toBe("TOTP_INVALID");

  const memberPath = `/api/v1/team/members/${member.user.id}`;
  expect((await api.patch(memberPath, { token: owner.access, body: { role: "viewer" } })).body.code).toBe(
    "TOTP_REQUIRED",
  );
  expect(
    (await api.patch(memberPath, { token: owner.access, body: { role: "viewer", totp: owner.codes.pop() } })).status,
  ).toBe(204);
  const hand = (totp?: string) =>
    api.post("/api/v1/team/ownership", {
      token: owner.access,
      body: { userId: member.user.id, currentPassword: TEST_PASSWORD, myNewRole: "finance", ...(totp && { totp }) },
    });
  expect((await hand()).body.code).toBe("TOTP_REQUIRED");
  expect((await api.delete(memberPath, { token: owner.access, body: {} })).body.code).toBe("TOTP_REQUIRED");
  expect(await db().membership.count({ where: { sellerId: owner.user.id } })).toBe(2);

  // A refused change gives its code back: this one was right, the removal failed for another reason.
  const kept = owner.codes.pop()!;
  const stranger = await createUserAndLogin(api);
  const notMember = await api.delete(`/api/v1/team/members/${stranger.user.id}`, {
    token: owner.access,
    body: { totp: kept },
  });
  expect(notMember.status).toBe(404);
  expect((await api.delete(memberPath, { token: owner.access, body: { totp: kept } })).status).toBe(204);
});

it("lets a member leave without a code of the owner's, and a member with two-factor sign-in leave without one of theirs", async () => {
  const owner = await ownerWithSecondFactor();
  const member = await addTeamMember(api, owner.user.id, "viewer");
  expect((await api.delete(`/api/v1/team/members/${member.user.id}`, { token: member.access, body: {} })).status).toBe(
    204,
  );
});
