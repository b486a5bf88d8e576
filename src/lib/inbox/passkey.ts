import {
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { webauthn } from "age-encryption";
import { newIdentity, openText, recipientOf, sealText } from "./age-files";
import type { MemberKey, NewMemberKey } from "@/shared/wire/inbox-api";
import { credentialIdentity } from "./credential-identity";
import { deviceKey, makeDeviceKey } from "./device-keys";

/**
 * Passkeys and member keys (docs/INBOX-DESIGN.md, "The key model"). Enrolment registers the passkey
 * with PRF asked for at creation (a `Uint8Array` salt in `prf.eval`: age's own
 * `createCredential` sends an empty `prf`, which Windows Hello mishandles). With PRF the member
 * identity is age-encrypted to the passkey (`passkey` kind); without, it is a WebCrypto key kept
 * in IndexedDB (`device` kind).
 */
export type MemberIdentity = string | CryptoKey;

export type NewMember = {
  /** The registration, without the PRF output (which never leaves the page). */
  response: RegistrationResponseJSON;
  memberKey: NewMemberKey;
  identity: MemberIdentity;
};

const rpIdOf = (rpId: string | undefined) => rpId ?? window.location.hostname;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The service's creation options (checked for what the browser needs). */
function isCreationOptions(value: unknown): value is PublicKeyCredentialCreationOptionsJSON {
  return (
    isObject(value) &&
    typeof value.challenge === "string" &&
    isObject(value.rp) &&
    isObject(value.user) &&
    Array.isArray(value.pubKeyCredParams)
  );
}

function isRequestOptions(value: unknown): value is PublicKeyCredentialRequestOptionsJSON {
  return isObject(value) && typeof value.challenge === "string";
}

const OPTIONS_PROBLEM = "The inbox service sent passkey options this page cannot use.";

/** @internal Exported for its test. The response with any PRF output removed. */
export function withoutPrfOutput(response: RegistrationResponseJSON): RegistrationResponseJSON {
  const { prf: _prf, ...rest } = response.clientExtensionResults;
  return { ...response, clientExtensionResults: rest };
}

/** Registers a passkey and makes its member key (one or two authenticator prompts). */
export async function createMember(options: unknown): Promise<NewMember> {
  if (!isCreationOptions(options)) throw new Error(OPTIONS_PROBLEM);
  const salt = crypto.getRandomValues(new Uint8Array(32));
  const registration = await startRegistration({
    optionsJSON: {
      ...options,
      extensions: { ...options.extensions, prf: { eval: { first: salt } } },
    },
  });
  const prf = registration.clientExtensionResults.prf;
  const response = withoutPrfOutput(registration);
  if (prf?.enabled || prf?.results) {
    const identity = await newIdentity();
    const named = credentialIdentity(
      registration.id,
      rpIdOf(options.rp.id),
      registration.response.transports ?? [],
    );
    const wrappedIdentity = await sealText(identity, [
      new webauthn.WebAuthnRecipient({ identity: named }),
    ]);
    const recipient = await recipientOf(identity);
    return { response, identity, memberKey: { kind: "passkey", recipient, wrappedIdentity } };
  }
  const device = await makeDeviceKey();
  return {
    response,
    identity: device.privateKey,
    memberKey: { kind: "device", recipient: device.recipient, wrappedIdentity: null },
  };
}

/**
 * The re-authentication the service asks for before a credential or a key is added: one of the
 * signed-in person's passkeys, with user verification required (whatever the options say).
 */
export async function reauthenticate(api: {
  reauthOptions: () => Promise<{ options: Record<string, unknown> }>;
  reauth: (response: AuthenticationResponseJSON) => Promise<unknown>;
}): Promise<void> {
  const { options } = await api.reauthOptions();
  await api.reauth(await authenticate({ ...options, userVerification: "required" }));
}

/** Asks for any of the person's passkeys (discoverable credentials). */
export async function authenticate(options: unknown): Promise<AuthenticationResponseJSON> {
  if (!isRequestOptions(options)) throw new Error(OPTIONS_PROBLEM);
  return startAuthentication({ optionsJSON: options });
}

/**
 * The member identity for the passkey just used (`credentialId`): unwrapped with that passkey
 * (a second prompt), or, for a `device` key, read from this browser. Undefined when this browser
 * holds none of the person's member keys.
 */
export async function unlockMember(
  memberKeys: readonly MemberKey[],
  credentialId: string,
): Promise<{ memberKey: MemberKey; identity: MemberIdentity } | undefined> {
  const passkey = memberKeys.find(
    (key) => key.kind === "passkey" && key.credentialId === credentialId && key.wrappedIdentity,
  );
  if (passkey?.wrappedIdentity) {
    const named = credentialIdentity(credentialId, rpIdOf(undefined));
    const identity = await openText(passkey.wrappedIdentity, [
      new webauthn.WebAuthnIdentity({ identity: named }),
    ]);
    return { memberKey: passkey, identity: identity.trim() };
  }
  for (const key of memberKeys) {
    if (key.kind !== "device") continue;
    const privateKey = await deviceKey(key.recipient).catch(() => undefined);
    if (privateKey) return { memberKey: key, identity: privateKey };
  }
  return undefined;
}
