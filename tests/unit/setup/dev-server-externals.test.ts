import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, describe, expect, it } from 'vitest';
import config, { DEV_SERVER_EXTERNALS } from '@/next.config';

const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('server packages the dev server leaves to Node', () => {
  // The next-intl plugin may mark itself as run in the environment; unit tests share a process (decision 0015).
  const savedEnv = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
  });

  it('are external in next dev only; a build bundles them as before', () => {
    const dev = config(PHASE_DEVELOPMENT_SERVER).serverExternalPackages ?? [];
    const build = config(PHASE_PRODUCTION_BUILD).serverExternalPackages ?? [];
    for (const name of DEV_SERVER_EXTERNALS) {
      expect(dev).toContain(name);
      expect(build).not.toContain(name);
    }
    // The packages every phase keeps out of the bundler stay external in dev too.
    expect(dev).toEqual(expect.arrayContaining(build));
  });

  it('are runtime dependencies Node can load from node_modules (an external is not bundled: it must be installed)', () => {
    const require = createRequire(import.meta.url);
    for (const name of DEV_SERVER_EXTERNALS) {
      expect(manifest.dependencies, name).toHaveProperty([name]);
      expect(() => require.resolve(name), name).not.toThrow();
    }
  });
});
