import type { CardType, PaymentCard } from '@counsel/domain';
import { Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconBrandMastercard, IconBrandVisa, IconCreditCard, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscriptionNs } from '../../locales/subscription';
import { ActionMenu } from '../../ui/ActionMenu';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toast';
import { cardErrorText } from './card-errors';
import { useDeleteCard, useMakeDefaultCard } from './use-subscription';

const BRAND_ICONS: Partial<Record<CardType, typeof IconCreditCard>> = {
  visa: IconBrandVisa,
  mastercard: IconBrandMastercard,
};

/** One saved card: brand, last four digits, expiry, holder, the Default badge, and the menu when `canManage`. */
export function PaymentCardTile({ card, canManage }: { card: PaymentCard; canManage: boolean }) {
  const { t } = useTranslation(subscriptionNs);
  const makeDefault = useMakeDefaultCard();
  const remove = useDeleteCard();
  const [confirming, setConfirming] = useState(false);
  const Icon = BRAND_ICONS[card.cardType] ?? IconCreditCard;
  const brand = t(`cards.brand.${card.cardType}`);

  const onMakeDefault = () =>
    makeDefault.mutate(card.id, {
      onSuccess: () => toast.success(t('cards.madeDefault')),
      onError: (error) => toast.error(cardErrorText(error, t)),
    });
  const onDelete = () =>
    remove.mutate(card.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(t('cards.deleted'));
      },
      onError: (error) => toast.error(cardErrorText(error, t)),
    });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={t('cards.endingIn', { brand, last4: card.last4 })}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Icon size={32} aria-hidden stroke={1.5} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>
              {brand} •••• <span dir="ltr">{card.last4}</span>
            </Text>
            {/* Under the card's name rather than beside the menu, so it keeps its whole word on a phone. */}
            {card.default && (
              <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
                {t('cards.default')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t('cards.expires', { expiry: card.cardExpiry })}
            </Text>
            {card.cardHolder && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {card.cardHolder}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {canManage && (
            <ActionMenu label={t('cards.menu', { last4: card.last4 })}>
              {!card.default && (
                <Menu.Item leftSection={<IconStar size={16} />} onClick={onMakeDefault}>
                  {t('cards.makeDefault')}
                </Menu.Item>
              )}
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
                {t('cards.delete')}
              </Menu.Item>
            </ActionMenu>
          )}
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('cards.deleteTitle')}
        message={t('cards.deleteMessage', { last4: card.last4 })}
        pending={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
