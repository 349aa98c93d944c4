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
import { registerSandboxOAuth } from '../google-oauth/sandbox-oauth.js';
import { SANDBOX_CLIENT_ID, SANDBOX_PATH } from './index.js';
import { DRIVE_OAUTH } from './oauth-state.js';
import { DRIVE_SCOPE, FOLDER_MIME_TYPE } from './provider.js';
import { driveError, driveFileJson, parseDriveQuery, parseRelated, RelatedBody } from './sandbox-drive.js';
import { DRIVE_CONSENT } from './sandbox-pages.js';
import * as store from './sandbox-repository.js';

/** The only redirect the consent page sends a code to: the app's own callback (no open redirect). */
export const callbackPath = '/api/google-drive/oauth/callback';
// v2: tokens issued before the account came from the signed state (when a posted login_hint chose it)
// no longer verify, so whatever they opened is closed.
export const DRIVE_SANDBOX_TOKENS = 'google-drive-sandbox-v2';
const isPublic = { public: true };
type Form = Record<string, string | undefined>;

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
    const bearerAccount = registerSandboxOAuth(app, {
      secrets,
      service: 'google-drive',
      clientId: SANDBOX_CLIENT_ID,
      routePrefix: '/sandbox/google-drive',
      allowedRedirect: `${config.publicOrigin}${callbackPath}`,
      purposes: DRIVE_OAUTH,
      tokenPurpose: DRIVE_SANDBOX_TOKENS,
      scope: DRIVE_SCOPE,
      consent: DRIVE_CONSENT,
    });

    // Uploads are multipart/related; only in this plugin.
    app.addContentTypeParser(
      'multipart/related',
      { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES + 1024 * 1024 },
      (request, body, done) => done(null, parseRelated(String(request.headers['content-type']), body as Buffer)),
    );

    /** The account of the request's bearer token, or a 401 in Google's shape. */
    function accountOf(request: FastifyRequest, reply: FastifyReply): string | null {
      const account = bearerAccount(request);
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
