import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../locales/i18n';
import { ActionMenu } from './ActionMenu';
import { NoAccess } from './NoAccess';
import { Pager } from './Pager';

function renderUi(node: ReactNode) {
  void i18n.changeLanguage('en');
  // Numbers and amounts are formatted in the signed-in firm's currency, read through the query cache.
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">{node}</MantineProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('ActionMenu', () => {
  it('shows edit and delete only when allowed', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { rerender } = renderUi(
      <ActionMenu label="Actions for Omar Said" canEdit canDelete={false} onEdit={onEdit} onDelete={onDelete} />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Omar Said' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit']);
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledOnce();

    rerender(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <ActionMenu canEdit={false} canDelete={false} onEdit={onEdit} onDelete={onDelete} />
        </MantineProvider>
      </I18nextProvider>,
    );
    // Nothing the user may do: no menu at all rather than an empty one.
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });
});

describe('Pager', () => {
  it('renders the computed pages and jumps to a typed page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Pager page={5} totalPages={10} onChange={onChange} />);
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await user.type(screen.getByLabelText('Go to page'), '8{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(8);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(6);
  });

  it('ignores a page outside the range and hides itself for a single page', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = renderUi(<Pager page={1} totalPages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.type(screen.getByLabelText('Go to page'), '0{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    unmount();
    renderUi(<Pager page={1} totalPages={1} onChange={onChange} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('NoAccess', () => {
  it('uses the spec’s default text, in Arabic too', () => {
    const { unmount } = renderUi(<NoAccess />);
    expect(screen.getByRole('alert')).toHaveTextContent("Uh oh! Seems like you don't have access to this.");
    expect(screen.getByRole('alert')).toHaveTextContent(
      /don't have permission to view this page or perform this action/,
    );
    unmount();
    void i18n.changeLanguage('ar');
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <NoAccess />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('عذرًا! يبدو أنه ليس لديك صلاحية الوصول إلى هذا.');
  });
});
