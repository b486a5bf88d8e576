import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from "@simplewebauthn/server";

/** The relying party: the inbox's origin and its hostname. */
export type RelyingParty = { origin: string; rpID: string; rpName: string };

export const relyingParty = (origin: string, rpName = "Staff inbox"): RelyingParty => ({
  origin,
  rpID: new URL(origin).hostname,
  rpName,
});

/** How long a challenge may be answered. */
export const CHALLENGE_MS = 5 * 60_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The shape checks `@simplewebauthn/server` relies on; it verifies the contents itself. */
const isRegistration = (value: unknown): value is RegistrationResponseJSON =>
  isObject(value) && typeof value.id === "string" && isObject(value.response);
const isAuthentication = (value: unknown): value is AuthenticationResponseJSON =>
  isObject(value) && typeof value.id === "string" && isObject(value.response);

const uuidBytes = (uuid: string) => new Uint8Array(Buffer.from(uuid.replaceAll("-", ""), "hex"));

/**
 * Creation options for a discoverable passkey with user verification. The browser adds
 * `extensions.prf` itself (its `eval` is made on the page), so none are set here.
 */
export function registrationOptions(
  rp: RelyingParty,
  user: { id: string; name: string },
  exclude: { id: string; transports: string[] }[] = [],
) {
  return generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userID: uuidBytes(user.id),
    userName: user.name,
    userDisplayName: user.name,
    attestationType: "none",
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    excludeCredentials: exclude,
    timeout: CHALLENGE_MS,
  });
}

/** The verified credential, or undefined (never throws: bad input is a refusal). */
export async function verifyRegistration(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
) {
  if (!isRegistration(response)) return undefined;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
    return result.verified ? result.registrationInfo.credential : undefined;
  } catch {
    return undefined;
  }
}

/** Request options: any discoverable passkey (sign-in), or only `allow` (re-authentication). */
export const authenticationOptions = (
  rp: RelyingParty,
  allow: { id: string; transports: string[] }[] = [],
) =>
  generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: allow,
    userVerification: "required",
    timeout: CHALLENGE_MS,
  });

/** The challenge a response answers (from its clientDataJSON), if it can be read. */
export function challengeOf(response: unknown): string | undefined {
  try {
    const data =
      isObject(response) && isObject(response.response) && response.response.clientDataJSON;
    if (typeof data !== "string") return undefined;
    const parsed: unknown = JSON.parse(Buffer.from(data, "base64url").toString("utf8"));
    return isObject(parsed) && typeof parsed.challenge === "string" ? parsed.challenge : undefined;
  } catch {
    return undefined;
  }
}

/** A passkey as the credentials table keeps it (the counter is a bigint, read as a string). */
type StoredCredential = {
  id: string;
  public_key: Uint8Array;
  counter: string;
  transports: string[];
};

/** The new counter when the assertion verifies against the stored passkey, otherwise undefined. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: unknown,
  expectedChallenge: string,
  stored: StoredCredential,
) {
  const credential: WebAuthnCredential = {
    id: stored.id,
    publicKey: new Uint8Array(stored.public_key),
    counter: Number(stored.counter),
    transports: stored.transports,
  };
  if (!isAuthentication(response)) return undefined;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential,
      requireUserVerification: true,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
