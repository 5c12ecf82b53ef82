import { preload } from './preload';

describe('preload', () => {
  it('starts the load at once and leaves a failure unraised, for the later load to show', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const load = jest.fn(() => Promise.reject(new Error('chunk failed')));

    preload(load);
    await new Promise((resolve) => setTimeout(resolve, 10));

    process.off('unhandledRejection', unhandled);
    expect(load).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
