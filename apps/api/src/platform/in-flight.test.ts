/**
 * A request counts until its handler has settled, even when its client hung up first: Fastify's close() resolves
 * once the connections are gone, and shutdown must still wait for the handler before the database closes. Every
 * kind of ending (an answer, a thrown error, a refusal before the handler, no route) brings the count back to 0.
 */
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { type InFlight, inFlightOf, installInFlight } from './in-flight.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

it('waits for the handler of a request whose client has hung up', async () => {
  const started = gate();
  const clientGone = gate();
  const release = gate();
  let finished = false;
  app = Fastify();
  const inFlight = installInFlight(app);
  app.get('/slow', async (request) => {
    request.raw.socket.once('close', clientGone.open);
    started.open();
    await release.opened;
    finished = true;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;

  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => {});
  socket.write(`GET /slow HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  await started.opened;
  socket.destroy();
  await clientGone.opened;

  // The connection is gone, so close() no longer waits; the handler is still running.
  await app.close();
  expect(inFlight.count()).toBe(1);
  let drained = false;
  const draining = inFlight.drained().then(() => {
    drained = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  expect(drained).toBe(false);

  release.open();
  await draining;
  expect(finished).toBe(true);
  expect(inFlight.count()).toBe(0);
  expect(inFlightOf(app)).toBe(inFlight);
});

it('counts every kind of ending back to 0', async () => {
  app = Fastify();
  const inFlight: InFlight = installInFlight(app);
  app.get('/async', async () => ({ ok: true }));
  app.get('/sync', (_request, reply) => {
    reply.send({ ok: true });
  });
  app.get('/throws', async () => {
    throw new Error('broken');
  });
  app.get('/throws-sync', () => {
    throw new Error('broken');
  });
  app.get('/refused', { preHandler: async () => Promise.reject(new Error('refused')) }, async () => ({ ok: true }));
  for (const url of ['/async', '/sync', '/throws', '/throws-sync', '/refused', '/no-such-route']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBeGreaterThan(0);
    // The response's 'close' comes on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(inFlight.count(), url).toBe(0);
  }
  await inFlight.drained();
});
