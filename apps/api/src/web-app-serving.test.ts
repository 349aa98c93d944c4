import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.js';

// A built web app in miniature: the page and heic2any's decoder worker (apps/web/build/heic-worker-plugin.ts).
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'counsel-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Counsel</title>');
  fs.writeFileSync(path.join(webDist, 'heic2any-worker.js'), 'self.onmessage = () => {};');
  fs.writeFileSync(path.join(webDist, 'app.js'), 'console.log(1);');
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'index-BWjQo0x1.js'), 'console.log(2);');
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('content security policy of the served web app', () => {
  it('keeps eval out of the pages and their scripts', async () => {
    for (const url of ['/', '/my-profile', '/app.js']) {
      const policy = String((await get(url)).headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(policy).not.toContain("'unsafe-eval'");
    }
  });

  it('lets Stripe.js load, frame and call Stripe only when live Stripe keys are set', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).not.toContain('stripe.com');
    expect(policy).toContain("frame-src 'self'");
    const live = await createTestApp({
      env: { WEB_DIST: webDist, STRIPE_SECRET_KEY: 'sk_live_example', STRIPE_PUBLISHABLE_KEY: 'pk_live_example' },
    });
    try {
      const livePolicy = String(
        (await live.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'],
      );
      expect(livePolicy).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com");
      expect(livePolicy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
      expect(livePolicy).toContain('https://api.stripe.com');
    } finally {
      await live.close();
    }
  });

  it('lets only the HEIC decoder worker eval, under a policy that allows nothing else', async () => {
    const res = await get('/heic2any-worker.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    );
  });
});

describe('caching of the served web app', () => {
  it('lets a browser keep the content-hashed assets and always asks again for the page', async () => {
    expect((await get('/assets/index-BWjQo0x1.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/clients')).headers['cache-control']).toBe('no-cache');
    // Files outside assets/ keep their names from build to build, so they are revalidated.
    expect((await get('/heic2any-worker.js')).headers['cache-control']).not.toContain('immutable');
  });
});
