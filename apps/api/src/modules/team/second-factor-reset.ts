/**
 * An administrator removes a member's second factor (a lost phone, recovery codes gone): the authenticator app
 * and every passkey, audited, and the member is told by mail, in their own language, so a reset they did not ask
 * for does not go unnoticed.
 */
import type { Locale } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { deleteAllPasskeys } from '../../platform/auth/passkey-repository.js';
import { deleteSecondFactor, hasSecondFactor } from '../../platform/auth/second-factor-repository.js';
import type { ClientInfo } from '../../platform/auth/sessions.js';
import { AppError, forbidden } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail/index.js';
import { found } from '../../platform/tenancy.js';
import * as repo from './repository.js';

export function secondFactorResetMail(
  locale: Locale,
  input: { fullName: string; firmName: string; resetBy: string },
): { subject: string; text: string } {
  if (locale === 'ar') {
    return {
      subject: 'أُزيلت خطوة التحقق الثانية من حسابك في Counsel',
      text: [
        `مرحبًا ${input.fullName}،`,
        '',
        `أزال ${input.resetBy}، مسؤول ${input.firmName}، تطبيق المصادقة ورموز الاسترداد ومفاتيح المرور من حسابك في Counsel.`,
        'عند تسجيل الدخول التالي يمكنك إعداد تطبيق مصادقة جديد من صفحة الأمان.',
        'إن لم تطلب ذلك فتواصل مع مسؤول مكتبك فورًا.',
        '',
        'فريق Counsel',
      ].join('\n'),
    };
  }
  return {
    subject: 'The second sign-in step was removed from your Counsel account',
    text: [
      `Hello ${input.fullName},`,
      '',
      `${input.resetBy}, an administrator of ${input.firmName}, removed the authenticator app, recovery codes and passkeys of your Counsel account.`,
      'At your next sign-in you can set up a new authenticator app on the security page.',
      'If you did not ask for this, contact your firm’s administrator at once.',
      '',
      'The Counsel team',
    ].join('\n'),
  };
}

const onlyAdmins = (auth: AuthContext) => {
  if (!auth.user.isAdmin) throw forbidden('Only administrators can reset a member’s second factor.');
};

/** Whether a member of the firm has a second factor (what the reset button needs); administrators only. */
export async function memberSecondFactor(db: Db, auth: AuthContext, employeeId: number) {
  onlyAdmins(auth);
  const member = found(await repo.findEmployee(db, auth.firm.id, employeeId), 'Employee');
  return { enabled: await hasSecondFactor(db, auth.firm.id, member.id) };
}

/** Only an administrator, for another member of their own firm (another firm's is 404). */
export async function resetSecondFactor(
  deps: { db: Db; mailer: Mailer },
  auth: AuthContext,
  employeeId: number,
  client: ClientInfo,
): Promise<void> {
  onlyAdmins(auth);
  const member = await deps.db.transaction(async (tx) => {
    const target = found(await repo.lockEmployee(tx, auth.firm.id, employeeId), 'Employee');
    if (target.id === auth.user.id) {
      throw new AppError(
        400,
        'cannot_reset_own_second_factor',
        'Turn off your own second factor on your security page, with a code from your app.',
      );
    }
    const hadApp = await deleteSecondFactor(tx, auth.firm.id, target.id);
    const passkeys = await deleteAllPasskeys(tx, auth.firm.id, target.id);
    if (!hadApp && passkeys === 0) {
      throw new AppError(400, 'second_factor_not_enabled', 'This member has no second factor to reset.');
    }
    await recordAudit(tx, {
      lawFirmId: auth.firm.id,
      userId: auth.user.id,
      action: 'employee.second_factor_reset',
      entityType: 'user',
      entityId: target.id,
      details: { email: target.email },
      ip: client.ip,
    });
    return target;
  });
  const mail = secondFactorResetMail(member.locale as Locale, {
    fullName: member.fullName,
    firmName: auth.firm.name,
    resetBy: auth.user.fullName,
  });
  await deps.mailer.send({ lawFirmId: auth.firm.id, to: [member.email], ...mail });
}
