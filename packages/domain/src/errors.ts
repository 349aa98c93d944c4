/** The error shape every API failure answers with (DESIGN §3), and the codes the UI translates. */
import { z } from 'zod';

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'invalid_credentials',
  'token_expired',
  'refresh_token_reused',
  'forbidden',
  'plan_upgrade_required',
  'usage_limit_reached',
  'usage_cannot_decrease',
  'documents_services_limit',
  'not_found',
  'email_taken',
  'conflict',
  'payload_too_large',
  /** 400: an upload of no bytes at all. */
  'file_empty',
  'uploads_busy',
  'unsupported_file_type',
  'too_many_requests',
  'file_too_complex',
  'image_too_large',
  'parser_busy',
  'rule_broken',
  'internal_error',
  /** 503: an outside service (Drive, Plaid, AI) is neither configured nor stood in for by its sandbox. */
  'service_not_configured',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
