/**
 * Where the current folder (or page) is, from the root: one breadcrumb for the document folders, the
 * firm's form library and the other forms pages. A step with `to` is a link to that address, a step with
 * `onOpen` a button (a folder opened in place); the last step is the current page. `dir="auto"` lets a
 * name in another script than the page read in its own direction.
 */
import type { Breadcrumb } from '@counsel/domain';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalePath } from '../lib/locale';

export interface BreadcrumbStep {
  /** Unique among the steps (a folder's name may repeat a step's). */
  key?: string;
  label: string;
  /** App path without a locale prefix. */
  to?: string;
  onOpen?: () => void;
}

interface Props {
  /** The navigation's accessible name. */
  label: string;
  steps: BreadcrumbStep[];
  separator?: string;
  dir?: 'auto';
}

export function StepBreadcrumbs({ label, steps, separator = '/', dir }: Props) {
  const localePath = useLocalePath();
  return (
    <nav aria-label={label}>
      <Breadcrumbs separator={separator} style={{ flexWrap: 'wrap' }}>
        {steps.map((step, index) => {
          const current = index === steps.length - 1;
          const key = step.key ?? step.label;
          const common = {
            size: 'sm',
            dir,
            fw: current ? 600 : undefined,
            'aria-current': current ? ('page' as const) : undefined,
          };
          if (step.to) {
            return (
              <Anchor key={key} {...common} component={Link} to={localePath(step.to)}>
                {step.label}
              </Anchor>
            );
          }
          if (step.onOpen) {
            return (
              <Anchor key={key} {...common} component="button" type="button" onClick={step.onOpen}>
                {step.label}
              </Anchor>
            );
          }
          return (
            <Text key={key} {...common}>
              {step.label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}

/** The steps of a folder's breadcrumbs (root first, as the API answers them), each going where `open` says. */
export const folderSteps = (crumbs: Breadcrumb[], open: (id: number) => Pick<BreadcrumbStep, 'to' | 'onOpen'>) =>
  crumbs.map((crumb): BreadcrumbStep => ({ key: String(crumb.id), label: crumb.name, ...open(crumb.id) }));
