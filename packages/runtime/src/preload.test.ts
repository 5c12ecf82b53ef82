/** @jest-environment jsdom */
import { preload, preloadAfterFirstInput, preloadWhenIdle } from './preload';

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

describe('preloadWhenIdle', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('loads one part after the other, also past a failure', async () => {
    const started: string[] = [];
    let finishFirst = () => {};
    const first = jest.fn(() => {
      started.push('first');
      return new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const second = jest.fn(() => {
      started.push('second');
      return Promise.reject(new Error('chunk failed'));
    });
    const third = jest.fn(() => {
      started.push('third');
      return Promise.resolve();
    });

    preloadWhenIdle([first, second, third]);
    await settle();
    expect(started).toEqual(['first']);
    finishFirst();
    await settle();
    expect(started).toEqual(['first', 'second', 'third']);
  });

  it('starts no further part once stopped', async () => {
    let finishFirst = () => {};
    const first = jest.fn(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = jest.fn(() => Promise.resolve());

    const stop = preloadWhenIdle([first, second]);
    await settle();
    stop();
    finishFirst();
    await settle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });
});

describe('preloadAfterFirstInput', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('loads nothing while the first press is down, then the parts once it is over', async () => {
    const load = jest.fn(() => Promise.resolve());
    const stop = preloadAfterFirstInput([load]);
    await settle();
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerup'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keyup'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('starts after a key or a wheel scroll too', async () => {
    for (const type of ['keyup', 'wheel']) {
      const load = jest.fn(() => Promise.resolve());
      const stop = preloadAfterFirstInput([load]);
      window.dispatchEvent(new Event(type));
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      stop();
    }
  });

  it("loads nothing once stopped, also when stopped before the input's frame", async () => {
    const load = jest.fn(() => Promise.resolve());
    preloadAfterFirstInput([load])();
    window.dispatchEvent(new Event('keyup'));
    const stopLate = preloadAfterFirstInput([load]);
    window.dispatchEvent(new Event('pointerup'));
    stopLate();
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});
