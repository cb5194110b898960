// `npm test`: every check of the project, in three stages. Lint, the type-check and the web build
// do not depend on one another and run at once; then the unit and API tests; then the browser
// journeys, which need the build. A stage starts only when the one before it passed. At the end a
// table gives each layer's wall time; a failed layer's output is shown and the exit code is 1.
//
//   node scripts/test.ts                  every layer
//   node scripts/test.ts lint typecheck   only those (in their stages)
//
// E2E_WEB_DIR (read by e2e/serve.ts) moves the build there too, so a second working copy can
// build and serve its own web without touching ./dist/web.
import { spawn } from 'node:child_process';

type Layer = { name: string; script: string; args?: string[] };
type Outcome = { layer: Layer; ok: boolean; ms: number; output: string };

const webDir = process.env.E2E_WEB_DIR;
const stages: Layer[][] = [
  [
    { name: 'lint', script: 'lint' },
    { name: 'typecheck', script: 'typecheck' },
    { name: 'build', script: 'build', args: webDir ? ['--outDir', webDir, '--emptyOutDir'] : [] },
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'e2e', script: 'test:e2e' }],
];

const chosen = process.argv.slice(2);
const known = stages.flat().map((layer) => layer.name);
const unknown = chosen.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`unknown layer ${unknown.join(', ')}; the layers are ${known.join(', ')}`);
  process.exit(2);
}

/** `npm run <script>`, with the npm that runs this script when there is one. */
function npmRun(layer: Layer): { command: string; args: string[] } {
  const args = ['run', layer.script, ...(layer.args?.length ? ['--', ...layer.args] : [])];
  const npmCli = process.env.npm_execpath;
  return npmCli ? { command: process.execPath, args: [npmCli, ...args] } : { command: 'npm', args };
}

/**
 * Runs one layer. Alone in its stage its output goes straight to the terminal (a long test run
 * shows its progress); next to others it is kept, to be shown whole if the layer fails.
 */
function run(layer: Layer, live: boolean): Promise<Outcome> {
  const started = performance.now();
  const { command, args } = npmRun(layer);
  const child = spawn(command, args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    const finish = (ok: boolean, extra = '') => {
      const ms = performance.now() - started;
      console.info(`── ${layer.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
      resolve({ layer, ok, ms, output: Buffer.concat(chunks).toString('utf8') + extra });
    };
    child.on('error', (error) => finish(false, `\n${error.message}\n`));
    child.on('close', (code) => finish(code === 0));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const outcomes: Outcome[] = [];
const stageTimes: { names: string; ms: number }[] = [];
const total = performance.now();
for (const stage of stages) {
  const layers = chosen.length > 0 ? stage.filter((layer) => chosen.includes(layer.name)) : stage;
  if (layers.length === 0) continue;
  const live = layers.length === 1;
  console.info(`══ ${layers.map((layer) => layer.name).join(' + ')}${live ? '' : ' (at once)'}`);
  const started = performance.now();
  const results = await Promise.all(layers.map((layer) => run(layer, live)));
  stageTimes.push({ names: layers.map((layer) => layer.name).join(' + '), ms: performance.now() - started });
  outcomes.push(...results);
  if (results.some((result) => !result.ok)) break;
}

for (const failed of outcomes.filter((outcome) => !outcome.ok && outcome.output !== '')) {
  console.error(`\n══ output of ${failed.layer.name} (failed)\n${failed.output.trimEnd()}`);
}

const skipped = known.filter(
  (name) => (chosen.length === 0 || chosen.includes(name)) && !outcomes.some((outcome) => outcome.layer.name === name),
);
const rows: [string, string, string][] = [
  ...outcomes.map((outcome): [string, string, string] => [
    outcome.layer.name,
    outcome.ok ? 'passed' : 'FAILED',
    seconds(outcome.ms),
  ]),
  ...skipped.map((name): [string, string, string] => [name, 'not run', '']),
  ...stageTimes.map((stage): [string, string, string] => [`stage ${stage.names}`, '', seconds(stage.ms)]),
  [
    'total',
    outcomes.every((outcome) => outcome.ok) && skipped.length === 0 ? 'passed' : 'FAILED',
    seconds(performance.now() - total),
  ],
];
const widths = [0, 1, 2].map((column) =>
  Math.max(...rows.map((row) => row[column].length), ['layer', 'result', 'wall time'][column].length),
);
const line = (cells: readonly string[]) =>
  cells.map((cell, column) => (column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
console.info(
  `\n${line(['layer', 'result', 'wall time'])}\n${widths.map((width) => '─'.repeat(width)).join('  ')}\n${rows.map(line).join('\n')}`,
);

process.exitCode = outcomes.every((outcome) => outcome.ok) && skipped.length === 0 ? 0 : 1;
