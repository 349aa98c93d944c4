/**
 * Mails that tell a user about their account's security, in their own language, sent by jobs so that signing
 * in or changing a password never waits on mail: a sign-in from a device they had not used before, and a
 * password change (from the profile or by a reset link). Each names the device, the address and the time, and
 * links to the security page, where the user can end a session they do not know.
 */
import type { Locale } from '@counsel/domain';
import type { Db } from '../../db/client.js';
import { describeDevice } from '../../platform/auth/devices.js';
import {
  FACTOR_CHANGED_MAIL_JOB,
  FACTOR_CHANGES,
  type FactorChange,
  NEW_DEVICE_MAIL_JOB,
  PASSWORD_CHANGED_MAIL_JOB,
  type SecurityMailJob,
} from '../../platform/auth/security-mail-jobs.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Mailer } from '../../platform/mail/index.js';
import { findFirm, findUserById } from './repository.js';

export interface SecurityMailFacts {
  fullName: string;
  /** The device as the user would name it, e.g. "Chrome 120 on macOS 14". */
  device: string;
  address: string;
  /** The time, formatted for the user in the firm's time zone. */
  when: string;
  link: string;
}

export const securityPageLink = (origin: string, locale: Locale) => `${origin}/${locale}/account/security`;

function deviceText(locale: Locale, userAgent: string | null): string {
  const { browser, os } = describeDevice(userAgent);
  if (browser && os) return locale === 'ar' ? `${browser} على ${os}` : `${browser} on ${os}`;
  return browser ?? os ?? (locale === 'ar' ? 'جهاز غير معروف' : 'an unknown device');
}

function whenText(locale: Locale, at: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  });
  // The firm's time zone by name: dateStyle cannot be combined with timeZoneName.
  return `${format.format(new Date(at))} (${timeZone})`;
}

export type SecurityMailKind = 'new_device' | 'password_changed' | FactorChange;

/** Each mail's words, by language: its subject, what happened, and what to do if it was not the user. */
const WORDS: Record<Locale, Record<SecurityMailKind, { subject: string; what: string; ifNot: string }>> = {
  en: {
    new_device: {
      subject: 'New sign-in to your Counsel account',
      what: 'Your Counsel account was signed in to from a device you had not used before:',
      ifNot: 'If it was not, open the security page to end that session, then change your password:',
    },
    password_changed: {
      subject: 'Your Counsel password was changed',
      what: 'The password of your Counsel account was changed, and your sessions on other devices were ended:',
      ifNot:
        'If it was not, ask for a password reset link from the sign-in page at once, and review your sessions on the security page:',
    },
    passkey_added: {
      subject: 'A passkey was added to your Counsel account',
      what: 'A passkey was added to your Counsel account; it can sign in without your password:',
      ifNot:
        'If it was not, open the security page at once to remove that passkey and end your other sessions, then change your password:',
    },
    passkey_removed: {
      subject: 'A passkey was removed from your Counsel account',
      what: 'A passkey was removed from your Counsel account:',
      ifNot: 'If it was not, open the security page to review your passkeys and sessions, then change your password:',
    },
    totp_enabled: {
      subject: 'An authenticator app was set up for your Counsel account',
      what: 'An authenticator app now gives the second sign-in step of your Counsel account:',
      ifNot:
        'If it was not, open the security page at once to turn it off and end your other sessions, then change your password:',
    },
    totp_disabled: {
      subject: 'The authenticator app of your Counsel account was turned off',
      what: 'The authenticator app and recovery codes of your Counsel account were turned off:',
      ifNot:
        'If it was not, open the security page to set up your second sign-in step again, then change your password:',
    },
    recovery_codes_renewed: {
      subject: 'New recovery codes were made for your Counsel account',
      what: 'New recovery codes were made for your Counsel account; the earlier ones no longer work:',
      ifNot: 'If it was not, open the security page at once to end your other sessions, then change your password:',
    },
  },
  ar: {
    new_device: {
      subject: 'تسجيل دخول جديد إلى حسابك في Counsel',
      what: 'سُجّل الدخول إلى حسابك في Counsel من جهاز لم تستخدمه من قبل:',
      ifNot: 'وإن لم تكن أنت فافتح صفحة الأمان لإنهاء هذه الجلسة ثم غيّر كلمة مرورك:',
    },
    password_changed: {
      subject: 'تغيّرت كلمة مرور حسابك في Counsel',
      what: 'تغيّرت كلمة مرور حسابك في Counsel، وانتهت جلساتك على الأجهزة الأخرى:',
      ifNot:
        'وإن لم تكن أنت فاطلب رابط إعادة تعيين كلمة المرور من صفحة تسجيل الدخول فورًا، وراجع جلساتك في صفحة الأمان:',
    },
    passkey_added: {
      subject: 'أُضيف مفتاح مرور إلى حسابك في Counsel',
      what: 'أُضيف مفتاح مرور إلى حسابك في Counsel، ويمكن تسجيل الدخول به دون كلمة مرورك:',
      ifNot: 'وإن لم تكن أنت فافتح صفحة الأمان فورًا لإزالة مفتاح المرور هذا وإنهاء جلساتك الأخرى، ثم غيّر كلمة مرورك:',
    },
    passkey_removed: {
      subject: 'أُزيل مفتاح مرور من حسابك في Counsel',
      what: 'أُزيل مفتاح مرور من حسابك في Counsel:',
      ifNot: 'وإن لم تكن أنت فافتح صفحة الأمان لمراجعة مفاتيح المرور والجلسات، ثم غيّر كلمة مرورك:',
    },
    totp_enabled: {
      subject: 'أُعدّ تطبيق مصادقة لحسابك في Counsel',
      what: 'أصبح تطبيق مصادقة يقدّم خطوة التحقق الثانية لحسابك في Counsel:',
      ifNot: 'وإن لم تكن أنت فافتح صفحة الأمان فورًا لإيقافه وإنهاء جلساتك الأخرى، ثم غيّر كلمة مرورك:',
    },
    totp_disabled: {
      subject: 'أُوقف تطبيق المصادقة لحسابك في Counsel',
      what: 'أُوقف تطبيق المصادقة ورموز الاسترداد لحسابك في Counsel:',
      ifNot: 'وإن لم تكن أنت فافتح صفحة الأمان لإعداد خطوة التحقق الثانية من جديد، ثم غيّر كلمة مرورك:',
    },
    recovery_codes_renewed: {
      subject: 'أُنشئت رموز استرداد جديدة لحسابك في Counsel',
      what: 'أُنشئت رموز استرداد جديدة لحسابك في Counsel، ولم تعد الرموز السابقة تعمل:',
      ifNot: 'وإن لم تكن أنت فافتح صفحة الأمان فورًا لإنهاء جلساتك الأخرى، ثم غيّر كلمة مرورك:',
    },
  },
};

const FRAME: Record<
  Locale,
  { hello: (name: string) => string; device: string; address: string; time: string; ok: string; team: string }
> = {
  en: {
    hello: (name) => `Hello ${name},`,
    device: 'Device',
    address: 'Address',
    time: 'Time',
    ok: 'If this was you, there is nothing to do.',
    team: 'The Counsel team',
  },
  ar: {
    hello: (name) => `مرحبًا ${name}،`,
    device: 'الجهاز',
    address: 'العنوان',
    time: 'الوقت',
    ok: 'إن كنت أنت فلا حاجة لفعل شيء.',
    team: 'فريق Counsel',
  },
};

export function securityMail(
  kind: SecurityMailKind,
  locale: Locale,
  facts: SecurityMailFacts,
): { subject: string; text: string } {
  const words = WORDS[locale][kind];
  const frame = FRAME[locale];
  return {
    subject: words.subject,
    text: [
      frame.hello(facts.fullName),
      '',
      words.what,
      `• ${frame.device}: ${facts.device}`,
      `• ${frame.address}: ${facts.address}`,
      `• ${frame.time}: ${facts.when}`,
      '',
      `${frame.ok} ${words.ifNot}`,
      facts.link,
      '',
      frame.team,
    ].join('\n'),
  };
}

type MailDeps = { db: Db; jobs: JobQueue; mailer: Mailer; publicOrigin: string };

async function sendSecurityMail(
  deps: Omit<MailDeps, 'jobs'>,
  job: SecurityMailJob,
  kind: SecurityMailKind,
): Promise<void> {
  const user = await findUserById(deps.db, job.user_id);
  if (!user || user.deactivatedAt) return;
  const firm = await findFirm(deps.db, user.lawFirmId);
  if (!firm) return;
  const locale = user.locale as Locale;
  const { subject, text } = securityMail(kind, locale, {
    fullName: user.fullName,
    device: deviceText(locale, job.user_agent),
    address: job.ip,
    when: whenText(locale, job.at, firm.timeZone),
    link: securityPageLink(deps.publicOrigin, locale),
  });
  await deps.mailer.send({ lawFirmId: firm.id, to: [user.email], subject, text });
}

export async function registerSecurityMails(deps: MailDeps): Promise<void> {
  await deps.jobs.work<SecurityMailJob>(NEW_DEVICE_MAIL_JOB, (job) => sendSecurityMail(deps, job, 'new_device'));
  await deps.jobs.work<SecurityMailJob>(PASSWORD_CHANGED_MAIL_JOB, (job) =>
    sendSecurityMail(deps, job, 'password_changed'),
  );
  await deps.jobs.work<SecurityMailJob & { change: FactorChange }>(FACTOR_CHANGED_MAIL_JOB, async (job) => {
    if (FACTOR_CHANGES.includes(job.change)) await sendSecurityMail(deps, job, job.change);
  });
}
