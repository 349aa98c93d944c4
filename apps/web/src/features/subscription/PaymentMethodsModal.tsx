/**
 * The payment methods modal (billing.md screen 14): the saved cards and the add form. The form is the provider's:
 * the sandbox's card form, or Stripe Elements when the server has Stripe's publishable key (loaded only then).
 */
import type { Subscription } from '@counsel/domain';
import { Alert, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionNs } from '../../locales/subscription';
import { SandboxCardForm } from '../../ui/card/SandboxCardForm';
import { toast } from '../../ui/toast';
import { cardErrorText } from './card-errors';
import { PaymentCardTile } from './PaymentCardTile';
import { useAddCard } from './use-subscription';

const StripeSaveCardForm = lazy(() => import('./StripeSaveCardForm'));

interface Props {
  opened: boolean;
  onClose: () => void;
  subscription: Subscription;
  canManage: boolean;
}

export function PaymentMethodsModal({ opened, onClose, subscription, canManage }: Props) {
  const { t } = useTranslation(subscriptionNs);
  const add = useAddCard();
  const onToken = (cardToken: string) =>
    add.mutate(
      { customer_id: subscription.customer_id, card_token: cardToken },
      {
        onSuccess: () => toast.success(t('cards.added')),
        onError: (error) => toast.error(cardErrorText(error, t)),
      },
    );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('modal.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('modal.saved')}
          </Title>
          {subscription.cards.length === 0 ? (
            <Text c="dimmed">{t('cards.empty')}</Text>
          ) : (
            subscription.cards.map((card) => <PaymentCardTile key={card.id} card={card} canManage={canManage} />)
          )}
        </Stack>
        {canManage && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('modal.addHeading')}
            </Title>
            {subscription.sandbox ? (
              <SandboxCardForm
                note={t('form.sandboxNote')}
                submitLabel={t('form.save')}
                pending={add.isPending}
                autoFocus
                onCard={(card) => onToken(card.token)}
              />
            ) : subscription.publishable_key ? (
              <Suspense fallback={<Loader size="sm" aria-label={t('form.loading')} />}>
                <StripeSaveCardForm
                  publishableKey={subscription.publishable_key}
                  submitLabel={t('form.save')}
                  pending={add.isPending}
                  onToken={onToken}
                />
              </Suspense>
            ) : (
              <Alert color="gray">{t('form.notSetUp')}</Alert>
            )}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
