import { describe, expect, it } from 'vitest';
import { routePlaces } from './orders.route';

describe('routePlaces', () => {
  it('lists each place once in route order, a hub between two legs as a stop', () => {
    expect(
      routePlaces([
        { position: 1, originId: 'dealer', destinationId: 'hub' },
        { position: 2, originId: 'hub', destinationId: 'client' },
      ]),
    ).toEqual([
      { locationId: 'dealer', role: 'ORIGIN', position: 1 },
      { locationId: 'hub', role: 'STOP', position: 2 },
      { locationId: 'client', role: 'DESTINATION', position: 3 },
    ]);
  });

  it('two vehicles through the same places, and legs with no place yet', () => {
    const legs = [
      { position: 1, originId: 'a', destinationId: 'b' },
      { position: 2, originId: 'b', destinationId: 'c' },
      { position: 3, originId: 'a', destinationId: 'c' },
      { position: 4, originId: null, destinationId: 'd' },
    ];
    expect(routePlaces(legs).map((place) => `${place.position} ${place.locationId} ${place.role}`)).toEqual([
      '1 a ORIGIN',
      '2 b STOP',
      '3 c DESTINATION',
      '4 d DESTINATION',
    ]);
  });
});
