import { phoneNumber } from './phoneNumber';

const rule = phoneNumber(20);
const errorOf = (value: string) => rule.validate(value).error?.details[0]?.type;

describe('phone number rule', () => {
  it.each(['(555) 123-4567', '+1 555.123.4567', '5551234567'])('accepts %s', (value) => {
    expect(errorOf(value)).toBeUndefined();
  });

  it('trims what surrounds the number', () => {
    expect(rule.validate('  555-123-4567 ').value).toBe('555-123-4567');
  });

  it.each([
    ['letters', '555-CALL-NOW1', 'string.pattern.base'],
    ['a plus sign inside', '555+123-4567', 'string.pattern.base'],
    ['nine digits', '555-123-456', 'string.pattern.base'],
    ['more than the form allows', '+1 (555) 123-4567 000', 'string.max'],
  ])('refuses %s', (_case, value, type) => {
    expect(errorOf(value)).toBe(type);
  });
});
