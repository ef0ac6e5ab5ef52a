import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hash, hkdfSync, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Node's one-shot digest: every request hashes its session cookie, and a Hash object per call cost more than the digest. */
export function sha256(value: string): string {
  return hash('sha256', value, 'base64url');
}

const keyObjects = new WeakMap<Buffer, KeyObject>();

/**
 * A key as Node's KeyObject, made once per key: given a Buffer, every HMAC first tells it from a KeyObject by a brand
 * check that fails, which costs most of the HMAC (11 µs against 1.7 on Node 24). The CSRF check runs one on every request.
 */
function keyObjectOf(key: Buffer): KeyObject {
  let keyObject = keyObjects.get(key);
  if (!keyObject) keyObjects.set(key, (keyObject = createSecretKey(key)));
  return keyObject;
}

export function hmac(key: string | Buffer, value: string): string {
  return createHmac('sha256', typeof key === 'string' ? key : keyObjectOf(key))
    .update(value)
    .digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Derives a purpose-bound key from the server secret, so one secret serves cookies, URLs and sealing. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'bugbounty', purpose, 32));
}

/**
 * One purpose's keys, derived from SESSION_SECRET and the secrets it replaced (SESSION_SECRET_PREVIOUS): `signing`
 * signs and seals every new value; each of `all` (signing first) is accepted, so what an old secret made keeps working
 * until the operator drops that secret.
 */
export interface KeyRing {
  readonly signing: Buffer;
  readonly all: readonly Buffer[];
}

export function deriveKeyRing(secret: string, previous: readonly string[], purpose: string): KeyRing {
  const signing = deriveKey(secret, purpose);
  return { signing, all: [signing, ...previous.map((old) => deriveKey(old, purpose))] };
}

/** Which key of the ring made this HMAC of `value`: 0 the signing one, above 0 a previous one, -1 none. */
export function signerIndex(ring: KeyRing, value: string, signature: string): number {
  return ring.all.findIndex((key) => safeEqual(signature, hmac(key, value)));
}

/** Opens a value sealed under any key of the ring; `stale` when not under the signing one (re-seal it). */
export function unsealWithRing(ring: KeyRing, sealed: string): { plaintext: string; stale: boolean } {
  for (const [index, key] of ring.all.entries()) {
    try {
      return { plaintext: unseal(key, sealed), stale: index > 0 };
    } catch {
      // Not this key (the GCM tag does not match): try the next one.
    }
  }
  throw new Error('A sealed value opens with none of the configured secrets (SESSION_SECRET, SESSION_SECRET_PREVIOUS)');
}

/** AES-256-GCM: `v1.iv.tag.ciphertext`, base64url parts. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown sealed value format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
