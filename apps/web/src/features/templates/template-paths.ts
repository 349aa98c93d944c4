/** Addresses of the templates screens (without the locale prefix; callers add it with useLocalePath). */
import { TEMPLATE_KINDS, type TemplateKind } from '@counsel/domain';

export const TEMPLATES_PATH = '/settings/templates';

export const templatesTabPath = (kind: TemplateKind) => `${TEMPLATES_PATH}?tab=${kind}`;
export const newTemplatePath = (kind: TemplateKind) => `${TEMPLATES_PATH}/new?kind=${kind}`;
export const templatePath = (id: number) => `${TEMPLATES_PATH}/${id}`;

/** A `tab` or `kind` query value, or null when it names no kind. */
export function kindParam(value: string | null): TemplateKind | null {
  return (TEMPLATE_KINDS as readonly string[]).includes(value ?? '') ? (value as TemplateKind) : null;
}

/** Where a generated document is listed: its case's page, or the client's profile (its documents button). */
export function documentsPlacePath(clientId: number, caseId: number | null): string {
  return caseId === null ? `/client/${clientId}` : `/client/${clientId}/cases/${caseId}`;
}
