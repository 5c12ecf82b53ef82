import { labelOf } from './codeLabels';
import { CDL_CLASS_LABELS } from './applications';
import { FREIGHT_TYPE_LABELS } from './quoteLabels';

describe('labelOf', () => {
  it('gives the label of a known code', () => {
    expect(labelOf(FREIGHT_TYPE_LABELS, 'ftl')).toBe('FTL (Full Truckload)');
    expect(labelOf(CDL_CLASS_LABELS, 'B')).toBe('Class B');
  });

  it('shows an unknown code as stored, never a label inherited from Object', () => {
    expect(labelOf(FREIGHT_TYPE_LABELS, 'intermodal')).toBe('intermodal');
    expect(labelOf(FREIGHT_TYPE_LABELS, 'toString')).toBe('toString');
  });

  it('gives nothing for a missing value, so detail lists leave it out', () => {
    expect(labelOf(FREIGHT_TYPE_LABELS, undefined)).toBeUndefined();
    expect(labelOf(FREIGHT_TYPE_LABELS, null)).toBeUndefined();
    expect(labelOf(FREIGHT_TYPE_LABELS, '')).toBeUndefined();
  });
});
