import { whileDatabaseSettles } from './connection';

const poolCleared = () =>
  Object.assign(new Error('connection <monitor> to 127.0.0.1:27017 timed out'), {
    name: 'PoolClearedOnNetworkError',
  });

describe('whileDatabaseSettles', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('runs a start-up step again while the database is unavailable, then answers its result', async () => {
    const step = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(poolCleared())
      .mockRejectedValueOnce(poolCleared())
      .mockResolvedValue('seeded');
    const result = whileDatabaseSettles('seed', step);
    await jest.runAllTimersAsync();
    await expect(result).resolves.toBe('seeded');
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('gives up at once on an error that another attempt would meet again', async () => {
    const step = jest.fn<Promise<never>, []>().mockRejectedValue(new Error('E11000 duplicate key'));
    await expect(whileDatabaseSettles('seed', step)).rejects.toThrow('E11000 duplicate key');
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('gives up after its last attempt while the database stays away', async () => {
    const step = jest.fn<Promise<never>, []>().mockRejectedValue(poolCleared());
    const result = whileDatabaseSettles('indexes', step);
    const settled = expect(result).rejects.toThrow('timed out');
    await jest.runAllTimersAsync();
    await settled;
    expect(step).toHaveBeenCalledTimes(10);
  });
});
