/**
 * The portal's mails, in English and Arabic: the invitation (a set-password link), the notice that the
 * firm added a client to its account of the address that already has a password, the forgotten-password
 * link (one per firm's account), and the
 * mail of a form sent in client_portal mode (with the invitation folded in while there is no password).
 * The tokens in these links are their only key, so the request log redacts them (log-redaction.ts).
 */
import { type Locale, PORTAL_EMAIL_CODE_TTL_MINUTES, PORTAL_RESET_TTL_MINUTES } from '@counsel/domain';

export const setPasswordLink = (origin: string, locale: Locale, token: string) =>
  `${origin}/${locale}/portal/set-password/${token}`;
export const portalHomeLink = (origin: string, locale: Locale) => `${origin}/${locale}/portal`;
export const portalFormLink = (origin: string, locale: Locale, sentFormId: number) =>
  `${origin}/${locale}/portal/forms/${sentFormId}`;

type Mail = { subject: string; text: string };

const day = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

export interface InviteMailFacts {
  firmName: string;
  clientName: string;
  /** The set-password link, or the portal's address when the account already has a password. */
  link: string;
  /** When the set-password link stops working; null for an account that has a password. */
  expiresAt: Date | null;
}

/** The staff's invitation: set a password, or (the firm's account has one) sign in as before. */
export function invitationMail(locale: Locale, facts: InviteMailFacts): Mail {
  const { firmName, clientName, link, expiresAt } = facts;
  if (locale === 'ar') {
    return {
      subject: expiresAt ? `دعوة من ${firmName} إلى بوابة العملاء` : `أضافك ${firmName} إلى بوابة العملاء`,
      text: [
        `مرحبًا ${clientName}،`,
        '',
        expiresAt
          ? `دعاك ${firmName} إلى بوابة العملاء، حيث ترى النماذج التي يرسلها إليك وتعبّئها. لاختيار كلمة المرور افتح هذا الرابط:`
          : `أضافك ${firmName} إلى حسابك في بوابة عملائه. سجّل الدخول بكلمة المرور التي اخترتها لبوابة ${firmName} لترى ما يرسله إليك:`,
        link,
        '',
        ...(expiresAt ? [`يعمل هذا الرابط مرة واحدة حتى ${day(expiresAt, locale)}. لا تشاركه مع أحد.`, ''] : []),
        firmName,
      ].join('\n'),
    };
  }
  return {
    subject: expiresAt ? `${firmName} invites you to its client portal` : `${firmName} added you to its client portal`,
    text: [
      `Hello ${clientName},`,
      '',
      expiresAt
        ? `${firmName} invited you to its client portal, where you see and fill in the forms it sends you. To choose your password, open this link:`
        : `${firmName} added you to your account in its client portal. Sign in with the password you chose for ${firmName}'s portal to see what it sends you:`,
      link,
      '',
      ...(expiresAt ? [`This link works once, until ${day(expiresAt, locale)}. Do not share it with anyone.`, ''] : []),
      firmName,
    ].join('\n'),
  };
}

export interface PortalFormMailFacts {
  kind: 'sent' | 'reminder';
  firmName: string;
  clientName: string;
  formTitle: string;
  /** The set-password link while the account has no password, else the form's page in the portal. */
  link: string;
  /** True when `link` sets the password (the invitation comes with the form). */
  setsPassword: boolean;
  expiresAt: Date;
}

/** A form sent (or a reminder of it) in client_portal mode. */
export function portalFormMail(locale: Locale, facts: PortalFormMailFacts): Mail {
  const { firmName, clientName, formTitle, link, setsPassword, kind } = facts;
  const until = day(facts.expiresAt, locale);
  if (locale === 'ar') {
    return {
      subject:
        kind === 'reminder'
          ? `تذكير من ${firmName}: النموذج «${formTitle}» بانتظارك`
          : `${firmName} يطلب منك تعبئة النموذج «${formTitle}»`,
      text: [
        `مرحبًا ${clientName}،`,
        '',
        kind === 'reminder'
          ? `نذكّرك بأن ${firmName} ما زال بانتظار النموذج «${formTitle}».`
          : `أرسل إليك ${firmName} النموذج «${formTitle}» لتعبئته وتوقيعه في بوابة العملاء.`,
        setsPassword
          ? 'لفتحه اختر أولًا كلمة مرور لبوابة العملاء من هذا الرابط (يعمل مرة واحدة، لا تشاركه مع أحد):'
          : 'سجّل الدخول إلى بوابة العملاء لفتحه:',
        link,
        '',
        `يبقى النموذج متاحًا حتى ${until}.`,
        '',
        firmName,
      ].join('\n'),
    };
  }
  return {
    subject:
      kind === 'reminder'
        ? `Reminder from ${firmName}: ${formTitle} is waiting for you`
        : `${firmName} sent you ${formTitle}`,
    text: [
      `Hello ${clientName},`,
      '',
      kind === 'reminder'
        ? `${firmName} is still waiting for ${formTitle}.`
        : `${firmName} sent you ${formTitle} to fill in and sign in your client portal.`,
      setsPassword
        ? 'To open it, first set your portal password here (the link works once; do not share it with anyone):'
        : 'Sign in to your client portal to open it:',
      link,
      '',
      `The form can be filled in until ${until}.`,
      '',
      firmName,
    ].join('\n'),
  };
}

/** The forgotten-password link of a portal account. */
/** One firm's account: the mail names the firm, since each firm's portal has its own password. */
export function portalResetMail(locale: Locale, { firmName, link }: { firmName: string; link: string }): Mail {
  const minutes = PORTAL_RESET_TTL_MINUTES;
  if (locale === 'ar') {
    return {
      subject: `كلمة مرور جديدة لبوابة عملاء ${firmName}`,
      text: [
        'مرحبًا،',
        '',
        `طلب أحدهم كلمة مرور جديدة لحسابك في بوابة عملاء ${firmName}. لاختيارها افتح هذا الرابط:`,
        link,
        '',
        `يعمل الرابط مرة واحدة خلال ${minutes} دقيقة.`,
        'إن لم تطلب ذلك فتجاهل هذه الرسالة، وتبقى كلمة مرورك كما هي.',
      ].join('\n'),
    };
  }
  return {
    subject: `A new password for your client portal with ${firmName}`,
    text: [
      'Hello,',
      '',
      `Someone asked for a new password for your client portal account with ${firmName}. To choose it, open this link:`,
      link,
      '',
      `The link works once, within ${minutes} minutes.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * A one-time code of the portal's second sign-in step, in the account's language: to sign in, or to turn
 * codes by email on or off on the security page.
 */
export function portalCodeMail(
  locale: Locale,
  { firmName, code, purpose }: { firmName: string; code: string; purpose: 'sign_in' | 'settings' },
): Mail {
  const minutes = PORTAL_EMAIL_CODE_TTL_MINUTES;
  if (locale === 'ar') {
    return {
      subject: `رمز التحقق لبوابة عملاء ${firmName}: ${code}`,
      text: [
        'مرحبًا،',
        '',
        purpose === 'sign_in'
          ? `لإكمال تسجيل الدخول إلى بوابة عملاء ${firmName} أدخل هذا الرمز:`
          : `لتغيير إعدادات التحقق بخطوتين في بوابة عملاء ${firmName} أدخل هذا الرمز:`,
        code,
        '',
        `يعمل الرمز مرة واحدة خلال ${minutes} دقائق. لا تشاركه مع أحد.`,
        'إن لم تطلبه فتجاهل هذه الرسالة، وغيّر كلمة مرورك إن لم تكن أنت من سجّل الدخول.',
      ].join('\n'),
    };
  }
  return {
    subject: `Your code for ${firmName}'s client portal: ${code}`,
    text: [
      'Hello,',
      '',
      purpose === 'sign_in'
        ? `To finish signing in to ${firmName}'s client portal, enter this code:`
        : `To change the second sign-in step of your client portal account with ${firmName}, enter this code:`,
      code,
      '',
      `The code works once, within ${minutes} minutes. Do not share it with anyone.`,
      'If you did not ask for it, ignore this mail, and change your password if the sign-in was not yours.',
    ].join('\n'),
  };
}

/** The firm removed the account's second sign-in step (staff, on the client's profile). */
export function portalSecondFactorResetMail(
  locale: Locale,
  { firmName, link }: { firmName: string; link: string },
): Mail {
  if (locale === 'ar') {
    return {
      subject: `أُزيلت خطوة التحقق الثانية من حسابك في بوابة عملاء ${firmName}`,
      text: [
        'مرحبًا،',
        '',
        `أزال ${firmName} خطوة التحقق الثانية (تطبيق المصادقة أو الرموز بالبريد) من حسابك في بوابة عملائه.`,
        'يمكنك إعدادها من جديد من صفحة الأمان في البوابة بعد تسجيل الدخول:',
        link,
        '',
        'إن لم تطلب ذلك فتواصل مع مكتب المحاماة فورًا.',
      ].join('\n'),
    };
  }
  return {
    subject: `The second sign-in step was removed from your client portal with ${firmName}`,
    text: [
      'Hello,',
      '',
      `${firmName} removed the second sign-in step (the authenticator app or codes by email) of your client portal account.`,
      'You can set it up again on the portal’s security page once you sign in:',
      link,
      '',
      'If you did not ask for this, contact the law firm at once.',
    ].join('\n'),
  };
}
