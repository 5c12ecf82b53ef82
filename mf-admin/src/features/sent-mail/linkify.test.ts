import { linkify } from './linkify';

describe('linkify', () => {
  it('makes http and https addresses links and keeps the text around them', () => {
    expect(
      linkify('Confirm here: https://site.test/confirm?token=a1&x=2\nor http://site.test/help'),
    ).toEqual([
      { text: 'Confirm here: ' },
      {
        text: 'https://site.test/confirm?token=a1&x=2',
        href: 'https://site.test/confirm?token=a1&x=2',
      },
      { text: '\nor ' },
      { text: 'http://site.test/help', href: 'http://site.test/help' },
    ]);
  });

  it('leaves sentence punctuation and an unopened bracket out of the link', () => {
    expect(linkify('Review us (https://site.test/review/abc).')).toEqual([
      { text: 'Review us (' },
      { text: 'https://site.test/review/abc', href: 'https://site.test/review/abc' },
      { text: ').' },
    ]);
    expect(linkify('See https://en.wikipedia.test/wiki/Truck_(vehicle), please')).toEqual([
      { text: 'See ' },
      {
        text: 'https://en.wikipedia.test/wiki/Truck_(vehicle)',
        href: 'https://en.wikipedia.test/wiki/Truck_(vehicle)',
      },
      { text: ', please' },
    ]);
  });

  it('keeps every other scheme, and a malformed address, as text', () => {
    const text =
      'javascript:alert(1) mailto:quotes@site.test ftp://files.test/a data:text/html,x https://';
    expect(linkify(text)).toEqual([{ text }]);
  });

  it('keeps a link whose token the API hid as text: it could not be opened', () => {
    const text = 'Share your review: https://site.test/review/[hidden] (valid 14 days)';
    expect(linkify(text)).toEqual([{ text }]);
  });

  it('finds an address written in capitals', () => {
    expect(linkify('HTTPS://Site.Test/A')).toEqual([
      { text: 'HTTPS://Site.Test/A', href: 'https://site.test/A' },
    ]);
  });

  it('gives plain text back whole and nothing for an empty message', () => {
    expect(linkify('No links here.')).toEqual([{ text: 'No links here.' }]);
    expect(linkify('')).toEqual([]);
  });
});
