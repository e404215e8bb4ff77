// `npm run test:multi` (--testSequencer): the files share one cluster, and the one that kills
// instance A with SIGKILL must run last; the others run in name order. CommonJS: Jest loads a
// sequencer without its transform.
const Sequencer = require('@jest/test-sequencer').default;

class MultiSequencer extends Sequencer {
  sort(tests) {
    const last = (t) => Number(t.path.includes('killInstance'));
    return [...tests].sort((x, y) => last(x) - last(y) || x.path.localeCompare(y.path));
  }
}

module.exports = MultiSequencer;
