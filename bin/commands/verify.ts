import type { KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  keyFingerprint,
  loadPublicKey,
  PUBLIC_KEY_FILE,
  SIGNING_KEY_FILE,
  verifyEvidenceBundle,
  type VerifiedFile,
  type VerifyResult,
} from '@/lib/catalog';
import { serverConfig } from '@/lib/config';
import { findingMessage, say, type MessageLocale } from '@/lib/catalog/messages';
import { render } from '../texts';
import { EXIT, commandHelp, commandLineLocale, cliLocale, formatCount, parseCommandLine, usageError, type Command } from './command';

const OPTIONS = {
  trust: { type: 'string', multiple: true },
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

interface TrustedKey {
  key: KeyObject;
  fingerprint: string;
  label: string;
}

const STATUS: Record<VerifiedFile['status'], string> = {
  ok: 'ok',
  mismatch: 'CHANGED',
  swapped: 'SWAPPED',
  missing: 'MISSING',
  unlisted: 'UNLISTED',
  unreadable: 'UNREADABLE',
};

export const verifyCommand: Command = {
  name: 'verify',
  async run(args, io) {
    const { values, positionals } = parseCommandLine(args, OPTIONS);
    if (values.help) {
      io.out(commandHelp(verifyCommand, commandLineLocale(args, io.env)));
      return EXIT.ok;
    }
    if (positionals.length !== 1) {
      throw usageError(positionals.length === 0 ? say('cli.verify.nameBundle') : say('cli.verify.oneBundle', { count: String(positionals.length) }));
    }
    const bundle = positionals[0]!;
    const locale = cliLocale(values.lang, io.env);

    const trusted: TrustedKey[] = [];
    const own = installationKey(serverConfig(io.env).dataDir);
    if (own) {
      const k = await loadPublicKey(own);
      if (k.ok) trusted.push({ key: k.value, fingerprint: keyFingerprint(k.value), label: "this installation's key" });
      else io.err(render(say('cli.input.ownKeyUnreadable', { reason: k.said }), locale));
    }
    for (const file of values.trust ?? []) {
      const k = await loadPublicKey(file);
      if (!k.ok) {
        io.err(`partsmith verify: ${render(k.said, locale)}`);
        return EXIT.failed;
      }
      trusted.push({ key: k.value, fingerprint: keyFingerprint(k.value), label: file });
    }

    const result = await verifyEvidenceBundle(bundle, { trustedKeys: trusted.map((t) => t.key) });
    for (const line of describe(bundle, result, trusted, locale)) io.out(line);
    if (result.ok) return EXIT.ok;
    io.err(render(say('cli.verify.notVerified', { bundle: path.basename(bundle) }), locale));
    for (const p of result.problems) io.err(`  ${p.code}: ${findingMessage(p, locale)}`);
    return EXIT.failed;
  },
};

/** The public key beside this installation's signing key (or the signing key itself). */
function installationKey(dir: string): string | null {
  for (const name of [PUBLIC_KEY_FILE, SIGNING_KEY_FILE]) {
    const file = path.join(dir, 'keys', name);
    if (existsSync(file)) return file;
  }
  return null;
}

function describe(bundle: string, r: VerifyResult, trusted: TrustedKey[], locale: MessageLocale): string[] {
  const lines = [`${path.basename(bundle)}:`];
  const width = Math.max(8, ...r.files.map((f) => f.name.length));
  for (const f of r.files) {
    const hash = f.actualSha256 ? `sha256 ${f.actualSha256.slice(0, 16)}…` : 'no content';
    const size = f.bytes === null ? '' : `  ${formatCount(f.bytes)} bytes`;
    lines.push(`  ${STATUS[f.status].padEnd(10)} ${f.name.padEnd(width)}  ${hash}${size}`);
  }
  const sig = r.signature;
  const signer = sig.signerFingerprint ?? r.embeddedKeyFingerprint;
  const by = trusted.find((t) => t.fingerprint === sig.signerFingerprint);
  const trust = sig.trusted ? `trusted (${by?.label ?? 'a trusted key'})` : 'NOT trusted';
  lines.push(`  signature  ${sig.status}${signer ? `, signer key ${signer}, ${trust}` : ''}`);
  if (trusted.length === 0) lines.push('  (no trusted keys: this installation has no key yet and no --trust was given)');
  for (const note of r.notes) lines.push(`  note       ${findingMessage(note, locale)}`);
  if (r.ok) lines.push(render(say('cli.verify.verified'), locale));
  return lines;
}
