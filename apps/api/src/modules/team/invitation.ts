/** The invitation a new employee receives: who added them, to which firm, and the link to choose a password. */
import { INVITATION_TTL_DAYS, type Position } from '@counsel/domain';

const POSITION_LABELS: Record<Position, string> = {
  managing_partner: 'managing partner',
  partner: 'partner',
  attorney: 'attorney',
  paralegal: 'paralegal',
  legal_assistant: 'legal assistant',
  office_manager: 'office manager',
  accountant: 'accountant',
  receptionist: 'receptionist',
};

export function setPasswordLink(origin: string, token: string): string {
  return `${origin}/auth/set-password?token=${encodeURIComponent(token)}`;
}

export function invitationMail(input: {
  fullName: string;
  firmName: string;
  invitedBy: string;
  position: Position | null;
  email: string;
  link: string;
}): { subject: string; text: string } {
  const role = input.position ? ` as ${POSITION_LABELS[input.position]}` : '';
  return {
    subject: `You're invited to join ${input.firmName} on Counsel`,
    text: [
      `Hello ${input.fullName},`,
      '',
      `${input.invitedBy} added you to ${input.firmName} on Counsel${role}.`,
      'Choose your password to sign in:',
      '',
      input.link,
      '',
      `The link works once and expires in ${INVITATION_TTL_DAYS} days. You will sign in with ${input.email}.`,
      'If you did not expect this invitation, you can ignore this message.',
      '',
      'The Counsel team',
    ].join('\n'),
  };
}
