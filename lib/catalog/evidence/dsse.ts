import { sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { SigningKey } from './keys';

/** DSSE payload type of an in-toto statement. */
export const IN_TOTO_PAYLOAD_TYPE = 'application/vnd.in-toto+json';

export const dsseEnvelopeSchema = z.object({
  payloadType: z.string(),
  payload: z.string(),
  signatures: z.array(z.object({ keyid: z.string().optional(), sig: z.string().min(1) })).min(1),
});
export type DsseEnvelope = z.infer<typeof dsseEnvelopeSchema>;

/**
 * DSSE pre-authentication encoding: `"DSSEv1" SP len(type) SP type SP len(body) SP body`, lengths
 * in bytes as ASCII decimals. Signing this instead of the bare payload binds the payload type, so
 * a signature over a statement cannot be replayed as some other kind of document.
 */
export function pae(payloadType: string, payload: Uint8Array): Buffer {
  const type = Buffer.from(payloadType, 'utf8');
  return Buffer.concat([
    Buffer.from(`DSSEv1 ${type.length} `),
    type,
    Buffer.from(` ${payload.length} `),
    payload,
  ]);
}

export function signEnvelope(payloadType: string, payload: Uint8Array, key: SigningKey): DsseEnvelope {
  const sig = sign(null, pae(payloadType, payload), key.privateKey);
  return {
    payloadType,
    payload: Buffer.from(payload).toString('base64'),
    signatures: [{ keyid: key.fingerprint, sig: sig.toString('base64') }],
  };
}

/** The envelope's payload bytes. */
export function envelopePayload(env: DsseEnvelope): Buffer {
  return Buffer.from(env.payload, 'base64');
}

/** True when any of the envelope's signatures verifies with `publicKey`. */
export function envelopeSignedBy(env: DsseEnvelope, publicKey: KeyObject): boolean {
  const message = pae(env.payloadType, envelopePayload(env));
  return env.signatures.some((s) => {
    try {
      return verify(null, message, publicKey, Buffer.from(s.sig, 'base64'));
    } catch {
      return false;
    }
  });
}
