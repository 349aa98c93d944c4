import { z } from 'zod';

export const dashboardSummary = z.object({
  law_firm: z.object({ id: z.number().int(), name: z.string() }),
  user: z.object({
    id: z.number().int(),
    full_name: z.string(),
    position: z.string().nullable(),
    is_admin: z.boolean(),
  }),
  /** Null where the user may not see that list. */
  counts: z.object({
    clients: z.number().int().nullable(),
    cases: z.number().int().nullable(),
    open_cases: z.number().int().nullable(),
    employees: z.number().int().nullable(),
  }),
  recent_cases: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.string(),
      client_id: z.number().int(),
      client_name: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;
