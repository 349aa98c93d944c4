/** Shared data of the workflow-drafting tests. */
import type { AiDraftResponse, EmployeeRule } from '@counsel/domain';
import { makeMe } from './fixtures';

export const CREATOR: EmployeeRule[] = [{ subject: 'workflows', action: 'create' }];
export const READER: EmployeeRule[] = [{ subject: 'workflows', action: 'read' }];
export const me = (rules: EmployeeRule[] = CREATOR) => ({ 'GET /api/auth/me': { body: makeMe({ rules }) } });
export const LIST = { 'GET /api/workflow/get-law-firm-workflow-templates/3': { body: { templates: [] } } };

export const SANDBOX_DRAFT: AiDraftResponse = {
  provider: 'sandbox',
  based_on: 'Family-based petition (I-130)',
  draft: {
    title: 'Family-based petition (I-130)',
    description: 'A U.S. citizen petitions for a relative.',
    steps: [
      {
        title: 'Intake and eligibility',
        priority: 'HIGH',
        tasks: [
          {
            title: 'Consultation',
            priority: 'HIGH',
            duration: 2880,
            participant_type: 'Attorney',
            instructions: [{ title: 'Identify the category', description: 'Who petitions and for whom.' }],
            forms: ['G-28'],
          },
        ],
        alternatives: [],
      },
      {
        title: 'Adjustment of status',
        priority: 'MEDIUM',
        tasks: [],
        alternatives: [
          {
            title: 'Consular processing',
            priority: 'LOW',
            tasks: [
              {
                title: 'DS-260',
                priority: 'LOW',
                duration: 0,
                participant_type: 'Client',
                instructions: [],
                forms: [],
              },
            ],
          },
        ],
      },
    ],
  },
};
