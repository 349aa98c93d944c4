/**
 * What was paid (canceled payments are already left out by the model) and the payment plan card
 * with its schedule.
 */
import { View } from '@react-pdf/renderer';
import { paymentTypeLabel } from '../words.js';
import { usePdf } from './context.js';
import { DocText, Section, Table } from './primitives.js';

export function PaymentsReceived() {
  const { document, t, money, day } = usePdf();
  if (document.payments.length === 0) return null;
  return (
    <Section title={t('payments.title')}>
      <View style={{ marginTop: 6 }}>
        <Table
          columns={[
            { header: t('payments.date'), flex: 1.1 },
            { header: t('payments.type'), flex: 1.2 },
            { header: t('payments.description'), flex: 3.2 },
            { header: t('payments.amount'), flex: 1.2, align: 'end' },
          ]}
          rows={document.payments.map((payment) => [
            day(payment.date),
            paymentTypeLabel(payment, t),
            payment.description ?? '',
            money(payment.amountCents),
          ])}
        />
      </View>
    </Section>
  );
}

export function InstallmentPlan() {
  const { document, t, styles, money, day, number } = usePdf();
  const plan = document.installmentPlan;
  if (!plan) return null;
  return (
    <View style={styles.card}>
      <DocText style={styles.cardTitle} minPresenceAhead={60}>
        {t('installments.title')}
      </DocText>
      <DocText style={styles.muted}>
        {t('installments.intro', {
          count: number(plan.schedule.length),
          amount: money(plan.installmentCents),
          frequency: t(`frequencies.${plan.frequency}`),
        })}
      </DocText>
      <View style={{ marginTop: 6 }}>
        <Table
          columns={[
            { header: t('installments.number'), flex: 1 },
            { header: t('installments.dueDate'), flex: 2 },
            { header: t('installments.amount'), flex: 2, align: 'end' },
          ]}
          rows={plan.schedule.map((installment) => [
            number(installment.number),
            day(installment.dueDate),
            money(installment.amountCents),
          ])}
        />
      </View>
    </View>
  );
}
