import { deriveKey, hmac, safeEqual } from '../../../lib/crypto.ts';

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

/** Signs local upload URLs with a key derived from the session secret, so no other signed value can stand in for one. */
export function uploadUrlSigner(secret: string): UploadUrlSigner {
  const key = deriveKey(secret, 'upload-urls');
  const sign = (claims: UploadUrlClaims) => hmac(key, [claims.uploadId, claims.expires, claims.contentType, claims.contentLength].join('\n'));
  return {
    sign,
    verify: (claims, signature) => safeEqual(sign(claims), signature),
  };
}

export const toUnixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
