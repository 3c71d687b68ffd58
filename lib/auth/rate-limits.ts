import type { RateLimitRule } from "@/lib/http/rate-limit";

// Generous enough for people behind one office NAT, tight enough to stop password guessing.
export const loginLimits = (ip: string, email: string): RateLimitRule[] => [
  { name: "login-ip", key: ip, limit: 30, windowSeconds: 60 },
  { name: "login-email", key: email, limit: 10, windowSeconds: 15 * 60 },
];

export const registerLimits = (ip: string): RateLimitRule[] => [{ name: "register-ip", key: ip, limit: 10, windowSeconds: 60 * 60 }];

export const refreshLimits = (ip: string): RateLimitRule[] => [{ name: "refresh-ip", key: ip, limit: 60, windowSeconds: 60 }];
