/**
 * Access tokens are short-lived JWTs (HS256) naming the user and the firm; refresh tokens are
 * random opaque strings whose SHA-256 is stored, so a database leak does not leak live tokens.
 */
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const REFRESH_COOKIE = 'counsel_refresh';
const ISSUER = 'counsel';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: number;
  lawFirmId: number;
  /** The session (refresh-token family) the token was issued to: signing out of it ends the token too. */
  sessionId: string;
}

/** How many verified tokens are remembered; past this the oldest is forgotten. */
export const VERIFIED_TOKENS_KEPT = 10_000;

interface Verified {
  claims: AccessClaims;
  /** The token's exp, in milliseconds. */
  expiresAt: number;
}

export class TokenService {
  /**
   * The HMAC key, imported once: given the raw bytes, jose imports them again on every verification,
   * which every authenticated request pays for.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  /**
   * Tokens whose signature has been checked, by their exact text. A client sends the same token with
   * every request for its 15 minutes, and checking the HMAC through WebCrypto was about 6% of the
   * API's time under load (npm run bench, CPU profile). Identical text carries an identical signature,
   * so only the expiry needs checking again (whether its session is still open is the auth lookup's
   * question, asked on every request). Map order is insertion order: the first key is the oldest.
   */
  private readonly verified = new Map<string, Verified>();

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ fid: claims.lawFirmId, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(await this.key);
  }

  /** Answers the claims, 'expired', or null for anything else that is not a valid token. */
  async verify(token: string): Promise<AccessClaims | 'expired' | null> {
    const known = this.verified.get(token);
    if (known) {
      if (this.now() < known.expiresAt) return known.claims;
      this.verified.delete(token);
      return 'expired';
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const userId = Number(payload.sub);
      const lawFirmId = Number(payload.fid);
      const sessionId = payload.sid;
      if (!Number.isInteger(userId) || !Number.isInteger(lawFirmId) || payload.exp === undefined) return null;
      if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
      const claims = { userId, lawFirmId, sessionId };
      this.remember(token, { claims, expiresAt: payload.exp * 1000 });
      return claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) return 'expired';
      return null;
    }
  }

  /**
   * Forgets a token at sign-out. Only a speed-up for the process that served the sign-out: every
   * request's auth lookup also checks that the token's session is still open, in every process.
   */
  forget(token: string): void {
    this.verified.delete(token);
  }

  private remember(token: string, verified: Verified): void {
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, verified);
  }
}

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The signing secret: JWT_SECRET when set (required when several processes share the work),
 * otherwise one generated on first start and kept in DATA_DIR so sessions survive restarts.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets', 'jwt.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
