/**
 * Staff's "Copy pay link" on an invoice's screens: GET /invoice/{id}/pay-link (made the first time it is asked for)
 * and the link on the clipboard, to send the client however the firm talks to them. Shown to those who read
 * invoices, and only while the invoice has something left to pay.
 */
import type { InvoicePayLink } from '@counsel/domain';
import { Button } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { useAbility } from '../../../lib/current-user';
import { onlinePaymentsNs } from '../../../locales/onlinePayments';
import { toast } from '../../../ui/toast';

/** The server's link, absolute (an address the client can open from a message). */
const absolute = (url: string) => new URL(url, window.location.origin).toString();

export function CopyPayLinkButton({ invoiceId, outstanding }: { invoiceId: number; outstanding: number }) {
  const { t } = useTranslation(onlinePaymentsNs);
  const mayRead = useAbility().can('read', 'invoices');
  const copy = useMutation({
    mutationFn: () => api.get<InvoicePayLink>(`/api/invoice/${invoiceId}/pay-link`),
    onSuccess: async ({ url }) => {
      const link = absolute(url);
      try {
        await navigator.clipboard.writeText(link);
        toast.success(t('staff.copied'));
      } catch {
        // No clipboard (an insecure address, a refused permission): the link is shown to copy by hand.
        toast.error(t('staff.notCopied', { url: link }));
      }
    },
    onError: () => toast.error(t('staff.failed')),
  });

  if (!mayRead || outstanding <= 0) return null;
  return (
    <Button
      variant="default"
      leftSection={<IconLink size={16} aria-hidden />}
      loading={copy.isPending}
      onClick={() => copy.mutate()}
    >
      {t('staff.copy')}
    </Button>
  );
}
