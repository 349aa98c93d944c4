import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { settledLazy } from './settled-lazy';

const Page = () => <p>The page</p>;

function renderIn(Component: React.ComponentType) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('settledLazy', () => {
  it('renders a module already loaded at once, without showing the fallback', async () => {
    const page = settledLazy(async () => ({ default: Page }));
    await page.preload();
    renderIn(page.Component);
    // Synchronous queries: had it suspended, the fallback would be showing now.
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends on a module not loaded yet, then shows it', async () => {
    const page = settledLazy(async () => ({ default: Page }));
    renderIn(page.Component);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });

  it('loads once, and tries again after a failure', async () => {
    let calls = 0;
    const page = settledLazy(async () => {
      calls += 1;
      if (calls === 1) throw new Error('chunk failed');
      return { default: Page };
    });
    await expect(page.preload()).rejects.toThrow('chunk failed');
    await page.preload();
    await page.preload();
    expect(calls).toBe(2);
  });
});
