import { describe, expect, it } from 'vitest';
import { isOverdue, planDriverLegs } from './driverLegPlan';
import { geoUri, mapsUrl, streetAddress } from './stopLinks';

const NOW = new Date('2026-12-07T15:00:00Z');
const ZONE = 'America/Chicago';

describe('planDriverLegs', () => {
  it('puts late and moving legs in Today (late first), the next day with work in Next, the rest in Later', () => {
    const legs = [
      { leg: 'later', due: { instant: '2026-12-12T15:00:00Z', day: null }, moving: false },
      { leg: 'next-b', due: { instant: '2026-12-09T20:00:00Z', day: null }, moving: false },
      { leg: 'undated', due: { instant: null, day: null }, moving: false },
      { leg: 'today', due: { instant: '2026-12-07T20:00:00Z', day: null }, moving: false },
      { leg: 'late', due: { instant: null, day: '2026-12-05' }, moving: false },
      { leg: 'moving', due: { instant: '2026-12-20T15:00:00Z', day: null }, moving: true },
      { leg: 'next-a', due: { instant: null, day: '2026-12-09' }, moving: false },
    ];
    const groups = planDriverLegs(legs, NOW, ZONE);
    expect(groups.TODAY.map((item) => item.leg)).toEqual(['late', 'today', 'moving']);
    expect(groups.TODAY.map((item) => item.overdue)).toEqual([true, false, false]);
    expect(groups.NEXT.map((item) => item.leg).sort()).toEqual(['next-a', 'next-b']);
    expect(groups.LATER.map((item) => item.leg)).toEqual(['later', 'undated']);
  });

  it('reads the day on the tenant’s clock: 02:00 UTC on the 8th is still the 7th in Chicago', () => {
    const groups = planDriverLegs([{ leg: 'evening', due: { instant: '2026-12-08T02:00:00Z', day: null }, moving: false }], NOW, ZONE);
    expect(groups.TODAY.map((item) => item.leg)).toEqual(['evening']);
  });
});

describe('isOverdue', () => {
  it('is late once the confirmed instant has passed, or the requested day is over; never without a date', () => {
    expect(isOverdue({ instant: '2026-12-07T14:59:00Z', day: null }, NOW, ZONE)).toBe(true);
    expect(isOverdue({ instant: '2026-12-07T15:01:00Z', day: null }, NOW, ZONE)).toBe(false);
    expect(isOverdue({ instant: null, day: '2026-12-07' }, NOW, ZONE)).toBe(false);
    expect(isOverdue({ instant: null, day: '2026-12-06' }, NOW, ZONE)).toBe(true);
    expect(isOverdue({ instant: null, day: null }, NOW, ZONE)).toBe(false);
  });
});

describe('the stop’s links', () => {
  const stop = {
    name: 'Dallas Yard',
    address1: '120 Commerce St',
    address2: 'Gate 4',
    city: 'Dallas',
    stateProvince: 'TX',
    postalCode: '75202',
    lat: 32.78,
    lng: -96.8,
  };

  it('writes the full street address, a geo: URI at the point and a maps URL to the address', () => {
    expect(streetAddress(stop)).toBe('120 Commerce St, Gate 4, Dallas, TX 75202');
    expect(geoUri(stop)).toBe('geo:32.78,-96.8?q=120%20Commerce%20St%2C%20Gate%204%2C%20Dallas%2C%20TX%2075202');
    expect(mapsUrl(stop)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=120%20Commerce%20St%2C%20Gate%204%2C%20Dallas%2C%20TX%2075202',
    );
  });

  it('asks the maps app for the address when the stop has no point', () => {
    expect(geoUri({ ...stop, address2: null, lat: null, lng: null })).toBe('geo:0,0?q=120%20Commerce%20St%2C%20Dallas%2C%20TX%2075202');
  });
});
