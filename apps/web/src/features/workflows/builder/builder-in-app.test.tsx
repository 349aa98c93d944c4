import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { makeMe } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { step, task } from '../../../test/workflow-fixtures';
import { firmTemplate } from './builder-test-kit';

describe('The builder in the app', () => {
  it('reads right to left, in Arabic, with each drag handle at the inline start of its row', async () => {
    fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'workflows', action: 'manage' }], locale: 'ar' }) },
      'GET /api/workflow/get-workflow-template/1': {
        body: {
          template: firmTemplate([step('Intake', 1, [task('Consultation', { duration: 2880 })], { law_firm_id: 3 })]),
        },
      },
    });
    renderApp('/ar/client/workflows/1/workflow-builder');
    const row = await screen.findByRole('listitem', { name: '1. Intake' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('button', { name: 'إضافة خطوات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة التسمية' })).toBeInTheDocument();
    expect(within(row).getByText(/المدة: يومان/)).toBeInTheDocument();

    // The handle comes first in the row: in a right-to-left page that is the right-hand side.
    const handle = within(row).getByRole('button', { name: 'نقل الخطوة Intake' });
    const title = within(row).getByRole('heading', { name: '1. Intake' });
    expect(handle.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const taskHandle = within(row).getByRole('button', { name: 'نقل المهمة Consultation' });
    expect(
      taskHandle.compareDocumentPosition(within(row).getByText('Consultation')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is closed to someone who may only read workflows', async () => {
    const server = fakeApi({
      'GET /api/auth/me': { body: makeMe({ rules: [{ subject: 'workflows', action: 'read' }] }) },
    });
    renderApp('/client/workflows/1/workflow-builder');
    expect(await screen.findByText("Uh oh! Seems like you don't have access to this.")).toBeInTheDocument();
    expect(server.calls.some((call) => call.path.startsWith('/api/workflow'))).toBe(false);
  });
});
