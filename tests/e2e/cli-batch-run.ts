/**
 * Runs several `partsmith …` command lines in ONE process against the e2e server's data folder, for
 * tests/e2e/cli.ts `partsmithBatch`: each CLI process costs ~3 s of start-up (tsx compiling the
 * import graph), and a team workspace needs seven of them. The commands run exactly as on the command
 * line (`main` of bin/partsmith.ts), one after another, each with its own standard input.
 *
 *   node --import ./scripts/server-only-hook.mjs --import tsx tests/e2e/cli-batch-run.ts   (JSON [{ args, input? }] on stdin)
 *
 * Prints one line of JSON: [{ code, stdout, stderr }] in the same order. Stops at the first failure.
 */
import { text } from 'node:stream/consumers';
import { main } from '../../bin/partsmith';

type Call = { args: string[]; input?: string };

process.env.PARTSMITH_ROOT ??= process.cwd();
const calls = JSON.parse(await text(process.stdin)) as Call[];
const results: { code: number; stdout: string; stderr: string }[] = [];
for (const call of calls) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(call.args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env: process.env,
    readLine: async () => (call.input ?? '').split('\n')[0] ?? '',
  });
  results.push({ code, stdout: out.join('\n'), stderr: err.join('\n') });
  if (code !== 0) break;
}
process.stdout.write(`${JSON.stringify(results)}\n`);
