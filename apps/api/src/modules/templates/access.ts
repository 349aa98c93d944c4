/**
 * Who may do what with a template: email templates are gated on email_templates, document templates
 * on document_templates (ADD_EMAIL_TEMPLATE / ADD_DOCUMENT_TEMPLATE are create on them, delete needs
 * manage), reminder templates are open to every member of the firm (documents-forms-workflows §6).
 */
import { type Action, type Subject, TEMPLATE_MESSAGES, type TemplateKind } from '@counsel/domain';
import type { AuthContext } from '../../platform/auth/context.js';
import { forbidden } from '../../platform/errors.js';

const SUBJECT_OF_KIND: Record<TemplateKind, Subject | null> = {
  email: 'email_templates',
  document: 'document_templates',
  reminder: null,
};

const MESSAGE_OF_KIND: Partial<Record<TemplateKind, string>> = {
  email: TEMPLATE_MESSAGES.noPermissionEmail,
  document: TEMPLATE_MESSAGES.noPermissionDocument,
};

/** 403 unless the caller may `action` templates of `kind`; writes answer the kind's own message. */
export function assertTemplateAccess(auth: AuthContext, kind: TemplateKind, action: Action): void {
  const subject = SUBJECT_OF_KIND[kind];
  if (subject === null || auth.ability.can(action, subject)) return;
  throw action === 'read' ? forbidden() : forbidden(MESSAGE_OF_KIND[kind]);
}
