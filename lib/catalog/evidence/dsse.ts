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

/**
 * The envelope file as the bundle holds it: pretty JSON, fields in DSSE's order, one trailing line
 * feed. The verifier compares the file with this, since DSSE signs the payload but not the envelope
 * around it (keyid, spacing, extra fields or signatures would change unnoticed).
 */
export function envelopeFileText(env: DsseEnvelope): string {
  const ordered = {
    payloadType: env.payloadType,
    payload: env.payload,
    signatures: env.signatures.map((s) => ({ keyid: s.keyid, sig: s.sig })),
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
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
