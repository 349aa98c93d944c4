/**
 * Google's OAuth 2.0 with google-auth-library, for every Google service the app connects (Drive,
 * Calendar): the offline authorization URL with PKCE, the code exchange and refreshes. Its endpoints are
 * configurable, so the same code serves Google and the API's own sandboxes.
 */
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';

export interface GoogleOAuthOptions {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** Where tokens are revoked; google-auth-library's default (Google's own) when not given. */
  revokeUrl?: string;
}

/** A Google service client's settings: its OAuth client, the API's root, and whether it is the sandbox. */
export interface GoogleClientOptions extends GoogleOAuthOptions {
  /** Google's root, e.g. https://www.googleapis.com/ (the SDK appends the service's path). */
  apiRootUrl: string;
  sandbox: boolean;
}

export interface GoogleGrant {
  accessToken: string;
  /** Google sends one on the first consent (prompt=consent makes sure of it). */
  refreshToken: string | null;
  expiresAt: Date | null;
}

export interface GoogleAccess {
  accessToken: string;
  expiresAt: Date | null;
}

/** What Google (or a sandbox) answered, or null when nobody answered (unreachable). */
export function googleFailure(error: unknown): { status: number; reason: string; message: string } | null {
  const failure = error as { response?: { status?: number; data?: unknown }; message?: string };
  const status = failure.response?.status;
  if (!status) return null;
  const data = (failure.response?.data ?? {}) as {
    error?: string | { message?: string; errors?: Array<{ reason?: string }>; status?: string };
    error_description?: string;
  };
  if (typeof data.error === 'string') {
    return { status, reason: data.error, message: data.error_description ?? data.error };
  }
  const reason = data.error?.errors?.[0]?.reason ?? data.error?.status ?? 'error';
  return { status, reason, message: data.error?.message ?? failure.message ?? `Google answered ${status}` };
}

/**
 * Runs a call to Google, turning whatever it throws into the service's own error (`make`): Google's answer
 * (status, reason, message), or a 503 `unreachable` when nobody answered.
 */
export function googleCaller<E extends Error>(
  service: string,
  make: (status: number, reason: string, message: string) => E,
  isOwn: (error: unknown) => error is E,
) {
  const translate = (error: unknown): E => {
    if (isOwn(error)) return error;
    const failure = googleFailure(error);
    if (!failure) return make(503, 'unreachable', `${service} is unreachable: ${(error as Error).message}`);
    return make(failure.status, failure.reason, failure.message);
  };
  return async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw translate(error);
    }
  };
}

export function googleOAuth(options: GoogleOAuthOptions, malformed: () => Error) {
  const client = (redirectUri?: string) =>
    new OAuth2Client({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      ...(redirectUri ? { redirectUri } : {}),
      endpoints: {
        oauth2AuthBaseUrl: options.authUrl,
        oauth2TokenUrl: options.tokenUrl,
        ...(options.revokeUrl ? { oauth2RevokeUrl: options.revokeUrl } : {}),
      },
    });

  return {
    /** A client carrying an access token, for the service's SDK. */
    withAccessToken(accessToken: string): OAuth2Client {
      const auth = client();
      auth.setCredentials({ access_token: accessToken });
      return auth;
    },

    authorizationUrl(input: {
      scopes: string[];
      state: string;
      redirectUri: string;
      loginHint: string;
      codeChallenge: string;
    }): string {
      return client(input.redirectUri).generateAuthUrl({
        access_type: 'offline',
        // Without consent Google sends a refresh token only the very first time.
        prompt: 'consent',
        scope: input.scopes,
        state: input.state,
        login_hint: input.loginHint,
        include_granted_scopes: true,
        code_challenge: input.codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
      });
    },

    async exchangeCode(code: string, redirectUri: string, codeVerifier: string): Promise<GoogleGrant> {
      const { tokens } = await client(redirectUri).getToken({ code, redirect_uri: redirectUri, codeVerifier });
      if (!tokens.access_token) throw malformed();
      return {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
        expiresAt: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
      };
    },

    async refresh(refreshToken: string): Promise<GoogleAccess> {
      const auth = client();
      auth.setCredentials({ refresh_token: refreshToken });
      const { token, res } = await auth.getAccessToken();
      if (!token) throw malformed();
      const expiry = (res?.data as { expiry_date?: number } | undefined)?.expiry_date ?? auth.credentials.expiry_date;
      return { accessToken: token, expiresAt: expiry ? new Date(expiry) : null };
    },

    /** Revokes a token at Google: a refresh token ends the whole grant, its access tokens with it. */
    async revoke(token: string): Promise<void> {
      await client().revokeToken(token);
    },
  };
}
