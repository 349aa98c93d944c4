import { z } from 'zod';
import { paginated } from './common.js';

/** One message in the firm's mail outbox (where mail goes when no SMTP server is configured). */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  created_at: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int() })),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxPage = paginated(outboxMessageSchema);
export type OutboxPage = z.infer<typeof outboxPage>;
