/**
 * The Drive OAuth `state` (platform/oauth/state.ts) under the Drive's own signing purposes, so a state
 * issued for another service's flow is nothing here.
 */
import {
  codeVerifierOf,
  issueOAuthState,
  type OAuthPurposes,
  type OAuthState,
  readOAuthState,
} from '../../platform/oauth/state.js';
import type { SecretBox } from '../../platform/secrets.js';

export { hashNonce, isNonce, newNonce, STATE_SECONDS, verifierMatches } from '../../platform/oauth/state.js';

export const DRIVE_OAUTH: OAuthPurposes = { state: 'google-drive-oauth-state', verifier: 'google-drive-pkce-verifier' };
export type DriveState = OAuthState;

export const driveCodeVerifierOf = (box: SecretBox, state: Pick<DriveState, 'id'>) =>
  codeVerifierOf(box, DRIVE_OAUTH, state);

export const issueDriveState = (
  box: SecretBox,
  input: { firmId: number; userId: number; email: string; nonce: string },
) => issueOAuthState(box, DRIVE_OAUTH, input);

export const readDriveState = (box: SecretBox, state: unknown) => readOAuthState(box, DRIVE_OAUTH, state);
