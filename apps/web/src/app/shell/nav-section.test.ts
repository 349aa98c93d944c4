import { describe, expect, it } from 'vitest';
import { PAGES } from '../../lib/pages';
import { sectionOf } from './nav-section';

describe('sectionOf', () => {
  it('is the page itself for a list, and the dashboard at the root', () => {
    expect(sectionOf('/clients', PAGES)).toBe('clients');
    expect(sectionOf('/client/cases', PAGES)).toBe('cases');
    expect(sectionOf('/', PAGES)).toBe('dashboard');
    expect(sectionOf('/main', PAGES)).toBe('dashboard');
  });

  it('is the list a detail page belongs to', () => {
    expect(sectionOf('/client/12', PAGES)).toBe('clients');
    expect(sectionOf('/client/12/profile/invoices', PAGES)).toBe('clients');
    expect(sectionOf('/client/12/cases/4', PAGES)).toBe('cases');
    expect(sectionOf('/client/12/invoices/9/edit-trust', PAGES)).toBe('invoices');
    expect(sectionOf('/team/7/edit-profile', PAGES)).toBe('team');
    expect(sectionOf('/client/workflows/4', PAGES)).toBe('workflows');
  });

  it('is nothing for a page outside the sidebar', () => {
    expect(sectionOf('/my-profile', PAGES)).toBeNull();
  });
});
