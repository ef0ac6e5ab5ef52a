import { deriveKeyRing, hmac, signerIndex } from '../../../lib/crypto.ts';

/** What a local upload URL grants: one PUT of this type and length to this upload until `expires`. */
export interface UploadUrlClaims {
  uploadId: string;
  /** Unix seconds. */
  expires: number;
  contentType: string;
  contentLength: number;
}

export interface UploadUrlSigner {
  sign(claims: UploadUrlClaims): string;
  verify(claims: UploadUrlClaims, signature: string): boolean;
}

/**
 * Signs local upload URLs with a key derived from the session secret, so no other signed value can stand in for one;
 * URLs signed under a secret it replaced (`previous`, SESSION_SECRET_PREVIOUS) still verify.
 */
export function uploadUrlSigner(secret: string, previous: readonly string[] = []): UploadUrlSigner {
  const keys = deriveKeyRing(secret, previous, 'upload-urls');
  const signed = (claims: UploadUrlClaims) => [claims.uploadId, claims.expires, claims.contentType, claims.contentLength].join('\n');
  return {
    sign: (claims) => hmac(keys.signing, signed(claims)),
    verify: (claims, signature) => signerIndex(keys, signed(claims), signature) >= 0,
  };
}

export const toUnixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
