/** What a failed builder write says, in the interface's language. */
import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';

/** Codes of the workflow calls that common:errors does not know. */
const BUILDER_CODES: Record<string, string> = {
  version_conflict: `${workflowBuilderNs}:errors.versionConflict`,
  plan_limit_reached: `${workflowBuilderNs}:errors.planLimit`,
  public_not_editable: `${workflowBuilderNs}:errors.publicNotEditable`,
};

export function builderErrorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) {
    const key = BUILDER_CODES[error.code];
    if (key) return t(key);
  }
  return errorMessage(t, error);
}

export const isVersionConflict = (error: unknown) =>
  isApiError(error, 'version_conflict') || (isApiError(error) && error.status === 409);
