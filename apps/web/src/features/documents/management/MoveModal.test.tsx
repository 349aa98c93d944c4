import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../test-kit';
import { MoveModal } from './MoveModal';

const folder = (id: number, path: string) => ({
  id,
  name: path.split('/').at(-1)!,
  path,
  parent_id: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
});

function setup(currentParentId: number | null) {
  fakeApi({
    'GET /api/law-firm/3/document-directories': {
      body: { directories: [folder(4, '/Visas'), folder(5, '/Visas/2024'), folder(6, '/Contracts')] },
    },
  });
  const onSubmit = vi.fn();
  const item = { name: 'Visas', folder: { id: 4, path: '/Visas' }, currentParentId };
  const view = renderWithApp(<MoveModal item={item} pending={false} onSubmit={onSubmit} onClose={vi.fn()} />);
  return { ...view, onSubmit };
}

describe('MoveModal', () => {
  it('starts on the current place, leaves the folder and what is below it out, and sends the chosen parent', async () => {
    const { user, onSubmit } = setup(null);
    const target = await screen.findByRole('combobox', { name: 'Move to folder' });
    await waitFor(() => expect(target).toBeEnabled());
    await user.click(target);
    expect(await screen.findByRole('option', { name: '/Contracts' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '/Visas' })).toBeNull();
    expect(screen.queryByRole('option', { name: '/Visas/2024' })).toBeNull();
    await user.click(screen.getByRole('option', { name: '/Contracts' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(6));
  });

  it('sends null for the root', async () => {
    const { user, onSubmit } = setup(6);
    const target = await screen.findByRole('combobox', { name: 'Move to folder' });
    await waitFor(() => expect(target).toHaveValue('/Contracts'));
    await user.click(target);
    await user.click(await screen.findByRole('option', { name: 'All documents' }));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(null));
  });
});
