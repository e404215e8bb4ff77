// `npm run test:multi` (--testSequencer): the files share one cluster. The check of what the two
// instances' start-up wrote runs first (before other files add accounts), the file that kills
// instance A with SIGKILL last, the others in name order. CommonJS: Jest loads a sequencer
// without its transform.
const Sequencer = require('@jest/test-sequencer').default;

const rank = (test) => (test.path.includes('firstStart') ? 0 : test.path.includes('killInstance') ? 2 : 1);

class MultiSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((x, y) => rank(x) - rank(y) || x.path.localeCompare(y.path));
  }
}

module.exports = MultiSequencer;
