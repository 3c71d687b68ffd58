import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@pix/core/auth/next-auth";

type Context = { params: Promise<{ nextauth: string[] }> };

const handler = (req: NextRequest, ctx: Context) => NextAuth(req, ctx, authOptions());

export { handler as GET, handler as POST };
