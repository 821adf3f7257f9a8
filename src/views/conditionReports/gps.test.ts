import { describe, expect, it } from 'vitest';
import { downloadHref, gpsHref, gpsText } from './gps';

describe('report positions and downloads', () => {
  it('writes a position with two decimals and links it to the map', () => {
    expect(gpsText(32.7767, -96.8)).toBe('32.78, -96.80');
    expect(gpsHref(32.78, -96.8)).toBe('https://www.openstreetmap.org/?mlat=32.78&mlon=-96.8#map=17/32.78/-96.8');
  });

  it('asks the media route for an attachment', () => {
    expect(downloadHref('/media/1/bol.pdf')).toBe('/media/1/bol.pdf?download=1');
    expect(downloadHref('/media/1/bol.pdf?v=2')).toBe('/media/1/bol.pdf?v=2&download=1');
  });
});
