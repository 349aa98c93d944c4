/**
 * The schema of an employee's rule, for the requests and answers that carry rules. Apart from
 * permissions.ts, which the web app's shell needs (the ability checks) without zod (npm run bench:
 * initial JavaScript).
 */
import { z } from 'zod';
import { type EmployeeRule, RULE_ACTIONS, SUBJECTS } from './permissions.js';

export const employeeRuleSchema = z.object({
  subject: z.enum(SUBJECTS),
  action: z.enum(RULE_ACTIONS),
}) satisfies z.ZodType<EmployeeRule>;
