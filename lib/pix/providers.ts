import { AppError } from "@/lib/http/errors";
import type { PixProvider } from "./provider";
import { SandboxProvider } from "./sandbox-provider";

const sandbox = new SandboxProvider();
const PROVIDERS: Record<string, PixProvider> = { [sandbox.name]: sandbox };

/** The provider that issues new charges. */
export function defaultProvider(): PixProvider {
  return sandbox;
}

export function sandboxProvider(): SandboxProvider {
  return sandbox;
}

export function providerNamed(name: string): PixProvider {
  const provider = PROVIDERS[name];
  if (!provider) throw new AppError("NOT_FOUND", "Provedor desconhecido.");
  return provider;
}
