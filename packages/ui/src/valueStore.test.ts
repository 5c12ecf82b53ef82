import { createValueStore } from './valueStore';

describe('createValueStore', () => {
  it('tells its readers of a value that differs, by Object.is unless told otherwise', () => {
    const store = createValueStore('quotes');
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.set('quotes');
    store.set('drivers');
    expect([listener.mock.calls.length, store.get()]).toEqual([1, 'drivers']);
    unsubscribe();
    store.set('reviews');
    expect([listener.mock.calls.length, store.get()]).toEqual([1, 'reviews']);
  });

  it('compares with the given rule', () => {
    const store = createValueStore({ id: 1 }, (a, b) => a.id === b.id);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set({ id: 1 });
    store.set({ id: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
