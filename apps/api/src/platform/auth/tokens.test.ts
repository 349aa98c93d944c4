import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, TokenService } from './tokens.js';

describe('access tokens', () => {
  const claims = { userId: 7, lawFirmId: 3, sessionId: '0f8fad5b-d9cb-469f-a165-70867728950e' };

  it('answers the claims of a valid token, again from memory', async () => {
    const tokens = new TokenService('a-secret-long-enough-for-hmac-sha256-signing');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('answers expired once the token has lived out its time, also after it was verified', async () => {
    let now = Date.now();
    const tokens = new TokenService('a-secret-long-enough-for-hmac-sha256-signing', () => now);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    now += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await tokens.verify(token)).toBe('expired');
    expect(await tokens.verify(token)).toBe('expired');
  });

  it('refuses a token whose signature or claims were changed, though its original was verified', async () => {
    const tokens = new TokenService('a-secret-long-enough-for-hmac-sha256-signing');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(`${header}.${payload}.${otherSignature}`)).toBeNull();
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '8' }),
    );
    expect(await tokens.verify(`${header}.${forged.toString('base64url')}.${signature}`)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const mine = new TokenService('a-secret-long-enough-for-hmac-sha256-signing');
    const theirs = new TokenService('another-secret-long-enough-for-hmac-signing');
    expect(await mine.verify(await theirs.sign(claims))).toBeNull();
  });

  it('refuses a token that names no session, and forgets one at sign-out', async () => {
    const tokens = new TokenService('a-secret-long-enough-for-hmac-sha256-signing');
    const sessionless = await tokens.sign({ ...claims, sessionId: 'not-a-session' });
    expect(await tokens.verify(sessionless)).toBeNull();
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    tokens.forget(token);
    // Forgotten, it is checked again in full (and, being valid, answers its claims).
    expect(await tokens.verify(token)).toEqual(claims);
  });
});
