/**
 * The daily reminder: each form still open (not submitted, withdrawn or expired) whose last mail
 * (the send or the previous reminder) is at least the firm's form_reminder_days old gets a fresh link
 * (passwordless) or a portal notice (client_portal) in its language. Firms with 0 days get none; a
 * client whose portal access the firm withdrew gets none either.
 */
import { recordAudit } from '../../platform/audit.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import { confirmDelivery, mailOrUndo, prepareDelivery } from './delivery.js';
import { daysFrom, type SendingDeps } from './deps.js';
import * as repo from './repository.js';

export const FORM_REMINDER_JOB = 'form-sending.reminders';
/** Every day at 08:00 UTC. */
export const FORM_REMINDER_CRON = '0 8 * * *';

/**
 * Sends the reminders due at `now`; answers how many went out. Each is checked and prepared under
 * the form's lock, mailed after that commits, and only then marked reminded (audited): a refused mail
 * leaves reminded_at as it was, and its new link is deleted.
 */
export async function runFormReminders(deps: SendingDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const due of await repo.dueReminders(deps.db, now)) {
    try {
      const prepared = await deps.db.transaction(async (tx) => {
        // Checked again under the lock: a run that overlaps this one must not remind twice.
        const row = await repo.lockSentForm(tx, due.lawFirmId, due.id);
        const days = await repo.reminderDays(tx, due.lawFirmId);
        const live = row && (repo.LIVE_STATUSES as readonly string[]).includes(row.status) && row.expiresAt > now;
        if (!live || days === 0 || daysFrom(row.remindedAt ?? row.sentAt, days) > now) return null;
        const delivery = await prepareDelivery(tx, row, { invitedByUserId: null, grantMissing: false });
        return delivery && { row, delivery };
      });
      if (!prepared) continue;
      const { row, delivery } = prepared;
      await mailOrUndo(deps, row, delivery, 'reminder');
      await deps.db.transaction(async (tx) => {
        await repo.updateSentForm(tx, row.id, { remindedAt: now });
        await confirmDelivery(tx, delivery);
        await recordAudit(tx, {
          lawFirmId: row.lawFirmId,
          userId: null,
          action: 'sent_form.reminded',
          entityType: 'sent_form',
          entityId: row.id,
          details: { locale: row.locale },
        });
      });
      sent += 1;
    } catch (error) {
      // One client's unreachable mailbox does not stop the others; reminded_at is unchanged, so tomorrow retries.
      deps.log.error({ err: error, sent_form_id: due.id }, 'form reminder not sent');
    }
  }
  return sent;
}

export async function registerFormReminders(deps: SendingDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.work(FORM_REMINDER_JOB, async () => {
    await runFormReminders(deps, new Date());
  });
  // pg-boss keeps one schedule per name across every API process, so each day runs once.
  await deps.jobs.schedule(FORM_REMINDER_JOB, FORM_REMINDER_CRON);
}
