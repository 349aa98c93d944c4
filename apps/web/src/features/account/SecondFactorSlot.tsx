/**
 * Where the security page's second factors (authenticator app, recovery codes, passkeys) will be managed:
 * SecondFactorSection takes this place. It shows nothing until then.
 */
export function SecondFactorSlot() {
  return null;
}
