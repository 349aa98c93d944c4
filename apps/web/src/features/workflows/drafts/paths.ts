/** Addresses of the workflow-drafting screens, without the locale prefix (useLocalePath adds it). */
export const WORKFLOWS_USING_AI_PATH = '/client/workflows/workflowsUsingAI';
export const builderPath = (templateId: number) => `/client/workflows/${templateId}/workflow-builder`;
