import "#server-only";

/**
 * Prisma's `contains`, case-insensitive, for text a person typed: Prisma passes it on as a LIKE pattern, where % and _
 * would be wildcards and a backslash an escape, so those are escaped to match literally.
 */
export function containsText(text: string) {
  return { contains: text.replace(/[\\%_]/g, (char) => `\\${char}`), mode: "insensitive" } as const;
}
