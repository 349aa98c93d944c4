import { describe, expect, it } from 'vitest';
import { inPortalFrame, pageToPreload } from './routes';

describe('the page fetched beside the session check on a full page load', () => {
  it('is the page the address renders, in either language', () => {
    expect(pageToPreload('/client/4/invoices/12/edit', true)).toBe('InvoiceEditor');
    expect(pageToPreload('/ar/time-entries', true)).toBe('TimeEntries');
    expect(pageToPreload('/en/main', true)).toBe('Dashboard');
  });

  it('is no staff page without a stored staff session, since the visitor is sent to sign in', () => {
    expect(pageToPreload('/client/4/invoices/12/edit', false)).toBeNull();
    expect(pageToPreload('/ar/main', false)).toBeNull();
  });

  it('is the signed-out and portal pages whatever the session', () => {
    expect(pageToPreload('/auth/login', false)).toBe('Login');
    expect(pageToPreload('/ar/portal/forms/3', false)).toBe('PortalForm');
  });

  it('is nothing for an address no page has', () => {
    expect(pageToPreload('/no/such/page', true)).toBeNull();
  });

  it('brings the portal frame with a signed-in portal page, and only then', () => {
    expect(inPortalFrame('/ar/portal/forms/3')).toBe(true);
    expect(inPortalFrame('/portal/receipts')).toBe(true);
    expect(inPortalFrame('/portal')).toBe(false);
    expect(inPortalFrame('/en/main')).toBe(false);
  });
});
