import { afterFirstPaint } from './prerenderedScreen';

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the next frame and the task after it', async () => {
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersToNextTimer();
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersToNextTimer();
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('does not wait for a frame longer than 100 ms (background tabs get none)', async () => {
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockReturnValue(0);
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    jest.advanceTimersByTime(99);
    await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(done).toBe(true);
    requestFrame.mockRestore();
  });
});
