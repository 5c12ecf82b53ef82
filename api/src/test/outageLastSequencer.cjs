// The outage test stops and restarts a mongod beside the run's shared one, and the shared
// offline (Wine) mongod has crashed right after it: it runs last, so no file depends on it after.
const Sequencer = require('@jest/test-sequencer').default;

module.exports = class OutageLastSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const isOutage = (test) => test.path.endsWith('outage.test.ts');
    return [...sorted.filter((test) => !isOutage(test)), ...sorted.filter(isOutage)];
  }
};
