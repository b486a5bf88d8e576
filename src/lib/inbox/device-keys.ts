import { recipientOf } from "./age-files";

/**
 * `device` member keys: a non-extractable WebCrypto X25519 key pair made and kept in this
 * browser's IndexedDB (the private key cannot be read out, only used), for a passkey without
 * PRF. Only its `age1…` recipient leaves the browser.
 */
const DB = "inbox-member-keys";
const STORE = "keys";

type Stored = { recipient: string; privateKey: CryptoKey };

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: "recipient" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB did not open"));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error("IndexedDB failed"));
    });
  } finally {
    db.close();
  }
}

/** A new device key, stored; its recipient and private key. */
export async function makeDeviceKey(): Promise<Stored> {
  const pair = await crypto.subtle.generateKey({ name: "X25519" }, false, ["deriveBits"]);
  if (!("privateKey" in pair)) throw new Error("This browser made no X25519 key pair.");
  const stored = { recipient: await recipientOf(pair.privateKey), privateKey: pair.privateKey };
  await run("readwrite", (store) => store.put(stored));
  return stored;
}

/** This browser's private key for `recipient`, if it holds one. */
export async function deviceKey(recipient: string): Promise<CryptoKey | undefined> {
  const stored = await run<Stored | undefined>("readonly", (store) => store.get(recipient));
  return stored?.privateKey;
}
