import { addressOfToken, unsubscribeToken } from './tokens';

const OLD_KEY = 'old-session-key-0123456789abcdef0123';
const NEW_KEY = 'new-session-key-0123456789abcdef0123';

describe('unsubscribe tokens', () => {
  it('reads the address back from a token any listed key signed, so rotation keeps old links', () => {
    const mailedBeforeRotation = unsubscribeToken(OLD_KEY, ' Ship.To@Acme.test ');
    expect(addressOfToken([OLD_KEY], mailedBeforeRotation)).toBe('ship.to@acme.test');
    expect(addressOfToken([NEW_KEY, OLD_KEY], mailedBeforeRotation)).toBe('ship.to@acme.test');
  });

  it('refuses a token no listed key signed', () => {
    const token = unsubscribeToken(OLD_KEY, 'ship.to@acme.test');
    expect(addressOfToken([NEW_KEY], token)).toBeNull();
    expect(
      addressOfToken([NEW_KEY, OLD_KEY], `${token.slice(0, 64)}ZXZlQGV2aWwudGVzdA`),
    ).toBeNull();
    expect(addressOfToken([OLD_KEY], token.slice(0, 64))).toBeNull();
  });
});
