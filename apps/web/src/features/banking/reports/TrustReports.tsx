/**
 * The trust accounting reports on /settings/trust-accounting: a client's trust ledger and the three-way
 * reconciliation, in tabs, printable (the print style sheet keeps the report alone on the page).
 */

import { Button, Group, Paper, Stack, Tabs, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankingNs } from '../../../locales/banking';
import { type ChosenClient, ClientLedgerReport } from './ClientLedgerReport';
import classes from './reports.module.css';
import { ThreeWayReconciliation } from './ThreeWayReconciliation';
import type { LedgerRange } from './use-trust-reports';

type ReportTab = 'ledger' | 'three-way';

interface TrustReportsProps {
  client: ChosenClient | null;
  onClientChange: (id: number | null, name: string | null) => void;
}

export function TrustReports({ client, onClientChange }: TrustReportsProps) {
  const { t } = useTranslation(bankingNs);
  const [tab, setTab] = useState<ReportTab>('ledger');
  // Kept here, not in the tab: the tabs unmount their panels, and coming back must find the same report.
  const [range, setRange] = useState<LedgerRange>({ from: '', to: '' });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="trust-reports" className={classes.report}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="trust-reports">
            {t('reports.title')}
          </Title>
          <Button
            variant="default"
            className={classes.noPrint}
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('reports.print')}
          </Button>
        </Group>
        <Tabs
          value={tab}
          onChange={(next) => setTab(next === 'three-way' ? 'three-way' : 'ledger')}
          keepMounted={false}
        >
          <Tabs.List className={classes.noPrint}>
            <Tabs.Tab value="ledger">{t('reports.tabs.ledger')}</Tabs.Tab>
            <Tabs.Tab value="three-way">{t('reports.tabs.threeWay')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="ledger" pt="md">
            <ClientLedgerReport
              client={client}
              onClientChange={onClientChange}
              range={range}
              onRangeChange={setRange}
            />
          </Tabs.Panel>
          <Tabs.Panel value="three-way" pt="md">
            <ThreeWayReconciliation />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
