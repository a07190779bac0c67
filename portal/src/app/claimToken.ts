/**
 * A claim token as the server makes them (base64url, 192 bits); a little looser, so tokens of imported
 * claims pass too. Anything else cannot find a claim, and answers 404 without asking the server.
 */
const CLAIM_TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

export function isClaimToken(token: string | undefined): token is string {
  return token !== undefined && CLAIM_TOKEN.test(token);
}
