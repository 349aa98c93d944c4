import type { FirmCase } from '@counsel/domain';
import { Anchor, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';
import { casesNs } from '../../locales/cases';
import { CaseStatusBadge, CaseTypeBadge } from './CaseStatusBadge';

interface CasesTableProps {
  cases: readonly FirmCase[];
  onOpen: (clientId: number, caseId: number) => void;
}

/** Rows open the case profile: the title is a link (keyboard, new tab), the rest of the row a click target. */
export function CasesTable({ cases, onOpen }: CasesTableProps) {
  const { t } = useTranslation(casesNs);
  const format = useFormat();
  const toPath = useLocalePath();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.case')}</Table.Th>
            <Table.Th>{t('list.columns.client')}</Table.Th>
            <Table.Th>{t('list.columns.status')}</Table.Th>
            <Table.Th>{t('list.columns.opened')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cases.map((item) => (
            <Table.Tr key={item.id} style={{ cursor: 'pointer' }} onClick={() => onOpen(item.client_id, item.id)}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={toPath(`/client/${item.client_id}/cases/${item.id}`)}
                    fw={500}
                    dir="auto"
                    onClick={(event) => event.stopPropagation()}
                  >
                    {item.title}
                  </Anchor>
                  <CaseTypeBadge caseType={item.case_type} />
                </Group>
              </Table.Td>
              <Table.Td>
                <bdi>{item.client_name}</bdi>
              </Table.Td>
              <Table.Td>
                <CaseStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>{format.date(item.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
