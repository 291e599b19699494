import type { z } from 'zod';

/** The first message of each failing field (dotted path), as a form shows them; empty when the value is valid. */
export function firstErrorPerField(schema: z.ZodType, value: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    messages[issue.path.join('.')] ??= issue.message;
  }
  return messages;
}
