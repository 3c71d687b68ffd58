import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions, serveNextAuth } from "@pix/core/auth/next-auth";

type Context = { params: Promise<{ nextauth: string[] }> };

const handler = async (req: NextRequest, ctx: Context) =>
  serveNextAuth(req, (await ctx.params).nextauth[0], () => NextAuth(req, ctx, authOptions()));

export { handler as GET, handler as POST };
