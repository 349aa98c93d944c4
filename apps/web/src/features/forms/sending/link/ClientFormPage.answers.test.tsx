/** The client's answers against their boxes: keyboards and patterns by meaning, box counts, and no silent cut. */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { field, linkForm, stubCanvas } from '../../../../test/link-fixtures';
import { renderApp } from '../../../../test/render-app';

// A token per test: the page keeps a draft per token while it lives (to survive a language switch).
let TOKEN = '';
let BASE = '';
let count = 0;
beforeEach(() => {
  count += 1;
  TOKEN = `tok-answers-${count}-abcdefghijklmnopqrstuvwxyz012345`;
  BASE = `/api/collaboration-link/${TOKEN}`;
  stubCanvas('data:image/png;base64,iVBORw0KGgo=');
});
afterEach(() => vi.restoreAllMocks());

const form = (locale: 'en' | 'ar' = 'en') =>
  linkForm({
    locale,
    form_schema: [
      {
        section: 'Part 1',
        section_description: '',
        fields: [
          field('phone', '9. Enter Daytime Telephone Number.', {
            metadata: { field_purpose: null, format: 'phone', max_length: 10, comb: false },
          }),
          field('zip', '3.E. Enter ZIP code.', {
            default_value: '77036-1234',
            metadata: { field_purpose: null, format: 'zip_code', max_length: 5, comb: false },
          }),
          field('category', '1. Enter the category.', {
            metadata: { field_purpose: null, format: null, max_length: 4, comb: true },
          }),
        ],
      },
    ],
  });

describe('the client’s answers and their boxes', () => {
  it('gives a phone the phone keyboard and its pattern, and a box count its maximum length', async () => {
    fakeApi({ [`GET ${BASE}`]: { body: { form: form() } } });
    renderApp(`/en/client-form/${TOKEN}`, { token: null });
    const phone = await screen.findByRole('textbox', { name: /Daytime Telephone Number/ });
    expect(phone).toHaveAttribute('type', 'text');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('pattern');
    // "+1 713-555-0190" fits ten boxes by its digits: the browser must let it be typed.
    expect(phone).not.toHaveAttribute('maxlength');
    expect(screen.getByRole('textbox', { name: /ZIP code/ })).toHaveAttribute('inputmode', 'numeric');
    const category = screen.getByRole('textbox', { name: /category/ });
    expect(category).toHaveAttribute('maxlength', '4');
    expect(screen.getByText('4 boxes on the form')).toBeInTheDocument();
  });

  it('stops at an answer longer than its box before anything is sent', async () => {
    const server = fakeApi({ [`GET ${BASE}`]: { body: { form: form() } }, [`PUT ${BASE}/progress`]: { status: 204 } });
    const { user } = renderApp(`/en/client-form/${TOKEN}`, { token: null });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Too long: at most 5 characters fit in this box.')).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    const zip = screen.getByRole('textbox', { name: /ZIP code/ });
    await user.clear(zip);
    await user.type(zip, '7703');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    await user.type(zip, '6');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Sign and submit' })).toBeInTheDocument();
  });

  it('isolates each English label on an Arabic page, so its number and full stop stay in place', async () => {
    fakeApi({ [`GET ${BASE}`]: { body: { form: form('ar') } } });
    renderApp(`/en/client-form/${TOKEN}`, { token: null });
    expect(await screen.findByText('القسم 1 من 1')).toBeInTheDocument();
    const label = screen.getByText('9. Enter Daytime Telephone Number.');
    expect(label.tagName).toBe('BDI');
  });
});
