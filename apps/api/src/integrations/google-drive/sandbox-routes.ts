/**
 * The Google Drive sandbox the API serves itself (DESIGN §5) when GOOGLE_CLIENT_ID is not set and
 * sandboxes are on: the consent page of the authorization popup, the OAuth token endpoint, and the
 * subset of Drive v3 the app calls, with Google's request and answer shapes so that the official SDK
 * talks to it unchanged. Public routes: Google authenticates with its own tokens, not ours.
 *
 * The sandbox acts only for the signed-in user who started the flow: its account is taken from the
 * signed state the API issued to that user (one sandbox Drive per firm and user), never from a posted
 * login_hint. Its client secret is derived from the server's key, so only this server exchanges codes,
 * and a code is good only with the PKCE verifier of the flow it was issued for.
 */
import { DOCUMENT_MAX_BYTES } from '@counsel/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { SecretBox } from '../../platform/secrets.js';
import { matchesSandboxSecret } from '../sandbox-credentials.js';
import { SANDBOX_CLIENT_ID, SANDBOX_PATH } from './index.js';
import { type DriveState, readDriveState, verifierMatches } from './oauth-state.js';
import { FOLDER_MIME_TYPE } from './provider.js';
import { driveError, driveFileJson, parseDriveQuery, parseRelated, RelatedBody } from './sandbox-drive.js';
import { sandboxConsentPage } from './sandbox-pages.js';
import * as store from './sandbox-repository.js';
import { issueSandboxToken, readSandboxToken, SANDBOX_ACCESS_SECONDS } from './sandbox-tokens.js';

/** The only redirect the consent page sends a code to: the app's own callback (no open redirect). */
export const callbackPath = '/api/google-drive/oauth/callback';
const isPublic = { public: true };
type Form = Record<string, string | undefined>;

/** The sandbox Drive of the firm's user the state was issued to. */
export const sandboxAccountOf = (state: Pick<DriveState, 'firmId' | 'userId'>) =>
  `firm-${state.firmId}/user-${state.userId}`;

const badRequest = (reply: FastifyReply, why: string) => reply.status(400).type('text/plain').send(`Error 400: ${why}`);

/** What the sandbox uses of the app's services (AppServices has it), so it needs nothing above it. */
export interface GoogleDriveSandboxDeps {
  db: Db;
  secrets: SecretBox;
  config: Pick<Config, 'publicOrigin'>;
}

export const googleDriveSandboxRoutes =
  (services: GoogleDriveSandboxDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, secrets, config } = services;
    const base = `${config.publicOrigin}${SANDBOX_PATH}`;
    const allowedRedirect = `${config.publicOrigin}${callbackPath}`;

    // Google's token endpoint takes forms; uploads are multipart/related. Both only in this plugin.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    app.addContentTypeParser(
      'multipart/related',
      { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES + 1024 * 1024 },
      (request, body, done) => done(null, parseRelated(String(request.headers['content-type']), body as Buffer)),
    );

    app.get('/sandbox/google-drive/o/oauth2/v2/auth', { config: isPublic }, async (request, reply) => {
      const query = request.query as Form;
      if (query.client_id !== SANDBOX_CLIENT_ID || query.redirect_uri !== allowedRedirect) {
        return badRequest(reply, 'redirect_uri_mismatch or invalid_client');
      }
      const state = readDriveState(secrets, query.state);
      if (!state) return badRequest(reply, 'invalid_request (start again from Counsel: this request expired)');
      return reply.type('text/html').send(
        sandboxConsentPage({
          account: state.email,
          redirectUri: query.redirect_uri,
          state: query.state ?? '',
          action: `${SANDBOX_PATH}/o/oauth2/v2/auth/decision`,
        }),
      );
    });

    app.post('/sandbox/google-drive/o/oauth2/v2/auth/decision', { config: isPublic }, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (form.redirect_uri !== allowedRedirect) return badRequest(reply, 'redirect_uri_mismatch');
      const state = readDriveState(secrets, form.state);
      if (!state) return badRequest(reply, 'invalid_request (start again from Counsel: this request expired)');
      const target = new URL(allowedRedirect);
      target.searchParams.set('state', form.state ?? '');
      if (form.decision === 'allow') {
        const binding = { redirectUri: allowedRedirect, challenge: state.challenge };
        target.searchParams.set('code', issueSandboxToken(secrets, 'code', sandboxAccountOf(state), binding));
      } else {
        target.searchParams.set('error', 'access_denied');
      }
      return reply.redirect(target.toString(), 303);
    });

    app.post('/sandbox/google-drive/token', { config: isPublic }, async (request, reply) => {
      const form = (request.body ?? {}) as Form;
      if (form.client_id !== SANDBOX_CLIENT_ID || !matchesSandboxSecret(secrets, 'google-drive', form.client_secret)) {
        return reply
          .status(401)
          .send({ error: 'invalid_client', error_description: 'The OAuth client was not found.' });
      }
      let account: string | null = null;
      if (form.grant_type === 'authorization_code') {
        const code = readSandboxToken(secrets, 'code', form.code ?? '');
        const bound =
          code?.redirectUri === form.redirect_uri &&
          code?.challenge !== undefined &&
          verifierMatches(form.code_verifier, code.challenge);
        account = bound ? code.account : null;
      } else if (form.grant_type === 'refresh_token') {
        account = readSandboxToken(secrets, 'refresh', form.refresh_token ?? '')?.account ?? null;
      } else {
        return reply.status(400).send({ error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
      }
      if (!account) return reply.status(400).send({ error: 'invalid_grant', error_description: 'Bad Request' });
      return {
        access_token: issueSandboxToken(secrets, 'access', account),
        expires_in: SANDBOX_ACCESS_SECONDS,
        scope: 'https://www.googleapis.com/auth/drive.file',
        token_type: 'Bearer',
        ...(form.grant_type === 'authorization_code'
          ? { refresh_token: issueSandboxToken(secrets, 'refresh', account) }
          : {}),
      };
    });

    /** The account of the request's bearer token, or a 401 in Google's shape. */
    function accountOf(request: FastifyRequest, reply: FastifyReply): string | null {
      const header = request.headers.authorization ?? '';
      const account = header.startsWith('Bearer ')
        ? (readSandboxToken(secrets, 'access', header.slice(7))?.account ?? null)
        : null;
      if (!account) {
        reply.status(401).send(driveError(401, 'authError', 'Request had invalid authentication credentials.'));
      }
      return account;
    }
    const notFound = (reply: FastifyReply, id: string) =>
      reply.status(404).send(driveError(404, 'notFound', `File not found: ${id}.`));

    /** A parent must be one of the account's folders (or root). */
    async function parentOf(account: string, metadata: Record<string, unknown>): Promise<string | null | false> {
      const parents = Array.isArray(metadata.parents) ? (metadata.parents as unknown[]) : [];
      const parent = typeof parents[0] === 'string' ? parents[0] : 'root';
      if (parent === 'root') return null;
      const folder = await store.findFile(db, account, parent);
      return folder && folder.mimeType === FOLDER_MIME_TYPE && !folder.trashed ? folder.id : false;
    }

    app.get('/sandbox/google-drive/drive/v3/files', { config: isPublic }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const query = parseDriveQuery((request.query as Form).q);
      if (!query) return reply.status(400).send(driveError(400, 'invalid', 'Invalid Value'));
      const rows = await store.listFiles(db, account, query);
      return { kind: 'drive#fileList', incompleteSearch: false, files: rows.map((row) => driveFileJson(row, base)) };
    });

    app.get('/sandbox/google-drive/drive/v3/files/:id', { config: isPublic }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const { id } = request.params as { id: string };
      const row = await store.findFile(db, account, id);
      if (!row) return notFound(reply, id);
      if ((request.query as Form).alt !== 'media') return driveFileJson(row, base);
      if (row.mimeType === FOLDER_MIME_TYPE) {
        return reply
          .status(403)
          .send(driveError(403, 'fileNotDownloadable', 'Only files with binary content can be downloaded.'));
      }
      const content = (await store.readContent(db, account, id)) ?? Buffer.alloc(0);
      return reply.type(row.mimeType).header('x-content-type-options', 'nosniff').send(content);
    });

    const create = async (request: FastifyRequest, reply: FastifyReply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const body = request.body;
      const metadata = body instanceof RelatedBody ? body.metadata : ((body ?? {}) as Record<string, unknown>);
      if (typeof metadata !== 'object' || Array.isArray(metadata)) {
        return reply.status(400).send(driveError(400, 'badRequest', 'Invalid metadata'));
      }
      const parentId = await parentOf(account, metadata);
      if (parentId === false) return notFound(reply, String((metadata.parents as unknown[])[0]));
      const mimeType =
        typeof metadata.mimeType === 'string'
          ? metadata.mimeType
          : body instanceof RelatedBody
            ? body.mediaType
            : 'application/octet-stream';
      const row = await store.insertFile(db, {
        account,
        name: typeof metadata.name === 'string' && metadata.name ? metadata.name : 'Untitled',
        mimeType,
        parentId,
        content: body instanceof RelatedBody ? body.media : mimeType === FOLDER_MIME_TYPE ? null : Buffer.alloc(0),
      });
      return reply.status(200).send(driveFileJson(row, base));
    };
    app.post('/sandbox/google-drive/drive/v3/files', { config: isPublic }, create);
    app.post(
      '/sandbox/google-drive/upload/drive/v3/files',
      { config: isPublic, bodyLimit: DOCUMENT_MAX_BYTES + 1024 * 1024 },
      async (request, reply) => {
        if (!(request.body instanceof RelatedBody)) {
          return reply
            .status(400)
            .send(driveError(400, 'badContent', 'Unsupported content with type: multipart/related expected'));
        }
        return create(request, reply);
      },
    );

    app.patch('/sandbox/google-drive/drive/v3/files/:id', { config: isPublic }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const { id } = request.params as { id: string };
      const body = (request.body ?? {}) as { name?: unknown; trashed?: unknown };
      const changes = {
        ...(typeof body.name === 'string' && body.name ? { name: body.name } : {}),
        ...(typeof body.trashed === 'boolean' ? { trashed: body.trashed } : {}),
      };
      const row = await store.updateFile(db, account, id, changes);
      return row ? driveFileJson(row, base) : notFound(reply, id);
    });

    app.delete('/sandbox/google-drive/drive/v3/files/:id', { config: isPublic }, async (request, reply) => {
      const account = accountOf(request, reply);
      if (!account) return reply;
      const { id } = request.params as { id: string };
      return (await store.deleteFile(db, account, id)) ? reply.status(204).send() : notFound(reply, id);
    });
  };
