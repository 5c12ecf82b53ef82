import { describe, expect, it, jest } from '@jest/globals';
import { createRemoteJson } from './remote-json.mjs';

const ENTRY = 'http://m.test/remoteEntry.js';

describe('createRemoteJson', () => {
  it('answers with the last content read while it reads a 30 s old file again', async () => {
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchJson = jest
      .fn(/** @type {(url: string) => Promise<unknown>} */ (() => Promise.resolve(undefined)))
      .mockResolvedValueOnce({ version: 'old' })
      .mockResolvedValueOnce({ version: 'new' });
    const remoteJson = createRemoteJson(fetchJson);
    expect(await remoteJson(ENTRY, 'mf-manifest.json')).toEqual({ version: 'old' });
    expect(fetchJson).toHaveBeenCalledWith('http://m.test/mf-manifest.json');
    now = 10_000;
    expect(await remoteJson(ENTRY, 'mf-manifest.json')).toEqual({ version: 'old' });
    expect(fetchJson).toHaveBeenCalledTimes(1);
    now = 31_000;
    expect(await remoteJson(ENTRY, 'mf-manifest.json')).toEqual({ version: 'old' });
    expect(await remoteJson(ENTRY, 'mf-manifest.json')).toEqual({ version: 'new' });
    expect(fetchJson).toHaveBeenCalledTimes(2);
    clock.mockRestore();
  });

  it('leaves no wait timer behind once the file is answered', async () => {
    jest.useFakeTimers();
    const remoteJson = createRemoteJson(async () => ({ version: 'read' }));
    expect(await remoteJson(ENTRY, 'mf-manifest.json')).toEqual({ version: 'read' });
    expect(jest.getTimerCount()).toBe(0);
    jest.useRealTimers();
  });

  it('gives null for a file that cannot be read', async () => {
    const remoteJson = createRemoteJson(async () => {
      throw new Error('down');
    });
    expect(await remoteJson(ENTRY, 'prerendered.json')).toBeNull();
  });
});
