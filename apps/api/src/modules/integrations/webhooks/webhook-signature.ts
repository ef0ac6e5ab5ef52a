/**
 * The signature of a delivery (docs/webhooks.md): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the
 * key being the endpoint's secret as UTF-8 text. During a rotation's overlap a second `v1=` is made with the previous
 * secret, so a receiver that still holds it keeps accepting deliveries until it switches.
 */
import { createHmac } from 'node:crypto';

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The `x-bb-signature` header: one `v1` per secret, the current one first. */
export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureOf(secret, timestamp, body)}`)].join(',');
}
