import type { CaseSortColumn, FirmCase } from '@counsel/domain';
import { Anchor, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { useLocalePath } from '../../lib/locale';
import { casesNs } from '../../locales/cases';
import { type ListSort, SortableTh } from '../../ui/SortableTh';
import { CaseStatusBadge, CaseTypeBadge } from './CaseStatusBadge';

interface CasesTableProps {
  cases: readonly FirmCase[];
  onOpen: (clientId: number, caseId: number) => void;
  sort: ListSort<CaseSortColumn>;
  onSort: (next: ListSort<CaseSortColumn>) => void;
}

/** The table's columns in order, each with the server's sort column and its title's key. */
const COLUMNS: ReadonlyArray<readonly [CaseSortColumn, string]> = [
  ['title', 'case'],
  ['client_name', 'client'],
  ['status', 'status'],
  ['created_at', 'opened'],
];

/** Rows open the case profile: the title is a link (keyboard, new tab), the rest of the row a click target. */
export function CasesTable({ cases, onOpen, sort, onSort }: CasesTableProps) {
  const { t } = useTranslation(casesNs);
  const format = useFormat();
  const toPath = useLocalePath();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(([column, label]) => (
              <SortableTh key={column} column={column} current={sort} onSort={onSort}>
                {t(`list.columns.${label}`)}
              </SortableTh>
            ))}
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
