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
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('loads nothing until the first press, then the parts', async () => {
    const load = jest.fn(() => Promise.resolve());
    const stop = preloadAfterFirstInput([load]);
    await settle();
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads nothing once stopped', async () => {
    const load = jest.fn(() => Promise.resolve());
    preloadAfterFirstInput([load])();
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});
