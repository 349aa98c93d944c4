/**
 * What a charge line shows besides its values, worked out once per table: each line asking for its
 * own translations, locale and firm currency meant hundreds of subscriptions and currency formatters
 * on a long invoice.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format';
import { useLocale } from '../../../../lib/locale';
import { invoiceEditorNs } from '../../../../locales/invoiceEditor';

export function useChargeRowText() {
  const { t } = useTranslation(invoiceEditorNs);
  const { t: common } = useTranslation();
  const { locale } = useLocale();
  const { currencySymbol } = useFormat();
  return useMemo(
    () => ({
      locale,
      currencySymbol,
      description: t('charges.description'),
      type: t('charges.type'),
      date: t('charges.date'),
      amount: t('charges.amount'),
      taxable: t('charges.taxable'),
      taxRate: t('charges.taxRate'),
      noTax: t('charges.noTax'),
      timeEntry: t('charges.timeEntry'),
      paymentCanceled: t('charges.paymentCanceled'),
      untitled: t('charges.untitled'),
      service: t('chargeTypes.Service'),
      expense: t('chargeTypes.Expense'),
      datePlaceholder: common('dateField.placeholder'),
      negativeAmount: common('common:validation.negativeAmount'),
      remove: (description: string) => t('charges.remove', { description }),
    }),
    [t, common, locale, currencySymbol],
  );
}

export type ChargeRowText = ReturnType<typeof useChargeRowText>;
