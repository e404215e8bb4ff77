import fs from 'node:fs';
import path from 'node:path';

/**
 * Every feature injects its calls into the app's one RTK Query API. Two features defining the same
 * endpoint name would not both work: the second definition is ignored (RTK only logs it in
 * development), and its hooks would call the first one's URL.
 */
it("no feature's endpoint takes a name another feature's already has", async () => {
  const features = path.resolve(__dirname, '../../../src/client/features');
  const modules = fs
    .readdirSync(features, { recursive: true, encoding: 'utf8' })
    .filter((f) => /Api\.ts$/.test(f))
    .map((f) => path.join(features, f));
  expect(modules.length).toBeGreaterThan(10);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await jest.isolateModulesAsync(async () => {
      for (const file of modules) await import(file);
    });
    const overrides = errors.mock.calls.map((args) => String(args[0])).filter((message) => message.includes('already-existing'));
    expect(overrides).toEqual([]);
  } finally {
    errors.mockRestore();
  }
});
