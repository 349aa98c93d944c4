/** Where a workflow is edited, without the locale prefix (callers add it with useLocalePath). */
export function workflowBuilderPath(id: number): string {
  return `/client/workflows/${id}/workflow-builder`;
}
