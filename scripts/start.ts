/** `npm start`: build the client if it is missing or stale, then run the one server process. */
import { build, isStale } from './build';

async function main() {
  if (isStale()) {
    process.stdout.write('building the client (first start or sources changed)…\n');
    await build();
  }
  await import('../src/server/server');
}

main().catch((e: Error) => {
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
});
