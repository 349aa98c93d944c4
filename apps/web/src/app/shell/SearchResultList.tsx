/** The header search's list: pages first, then the records the server found, each kind under its heading. */
import { Box, Text } from '@mantine/core';
import { Fragment, useId } from 'react';

export interface SearchOption {
  key: string;
  name: string;
  description: string | null;
  path: string;
}

export interface SearchSection {
  id: string;
  label: string;
  options: SearchOption[];
}

interface Props {
  listId: string;
  label: string;
  sections: SearchSection[];
  active: number;
  optionId: (index: number) => string;
  onHighlight: (index: number) => void;
  onOpen: (option: SearchOption) => void;
}

export function SearchResultList({ listId, label, sections, active, optionId, onHighlight, onOpen }: Props) {
  const headingId = useId();
  const shown = sections.filter((section) => section.options.length > 0);
  // Only a list holding records needs headings: pages alone look as the spec draws them.
  const withHeadings = shown.some((section) => section.id !== 'pages');
  let index = 0;
  return (
    <Box component="div" id={listId} role="listbox" aria-label={label} m={0} p={4}>
      {shown.map((section) => (
        <Box
          component="ul"
          key={section.id}
          role="group"
          aria-labelledby={withHeadings ? `${headingId}-${section.id}` : undefined}
          aria-label={withHeadings ? undefined : section.label}
          m={0}
          p={0}
        >
          {withHeadings && (
            <Text
              component="li"
              role="presentation"
              id={`${headingId}-${section.id}`}
              size="xs"
              fw={700}
              c="dimmed"
              tt="uppercase"
              px="sm"
              pt={6}
              style={{ listStyle: 'none' }}
            >
              {section.label}
            </Text>
          )}
          {section.options.map((option) => {
            const current = index++;
            return (
              <Fragment key={option.key}>
                <Box
                  component="li"
                  id={optionId(current)}
                  role="option"
                  aria-selected={current === active}
                  px="sm"
                  py={6}
                  bg={current === active ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{ listStyle: 'none', cursor: 'pointer', borderRadius: 'var(--mantine-radius-sm)' }}
                  // Keep focus in the input so the keyboard keeps working after a click or hover.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseEnter={() => onHighlight(current)}
                  onClick={() => onOpen(option)}
                >
                  <Text size="sm" fw={600}>
                    {option.name}
                  </Text>
                  {option.description && (
                    <Text size="xs" c="dimmed">
                      {option.description}
                    </Text>
                  )}
                </Box>
              </Fragment>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
