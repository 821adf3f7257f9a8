import { describe, expect, it } from 'vitest';
import { documentStanding, driverStanding } from './driverStanding';

const TODAY = '2026-11-24';
const valid = { licenceNumber: 'PA123', licenceExpiresOn: '2028-01-01', medicalCardExpiresOn: '2027-06-30', disqualified: false };

describe('driver standing', () => {
  it('says each document in words', () => {
    expect(documentStanding('licence', null, TODAY)).toMatchObject({ tone: 'danger', words: 'No licence on file' });
    expect(documentStanding('licence', '2026-11-20', TODAY)).toMatchObject({ tone: 'danger', words: 'Expired on 2026-11-20' });
    expect(documentStanding('licence', '2026-11-24', TODAY)).toMatchObject({ tone: 'warning', words: 'Expires today' });
    expect(documentStanding('licence', '2026-12-06', TODAY)).toMatchObject({
      tone: 'warning',
      words: 'Expires on 2026-12-06 (in 12 days)',
    });
    expect(documentStanding('licence', '2027-12-06', TODAY)).toMatchObject({ tone: 'success', words: 'Valid until 2027-12-06' });
  });

  it('sums the driver up', () => {
    expect(driverStanding(valid, TODAY).words).toBe('Qualified');
    expect(driverStanding({ ...valid, medicalCardExpiresOn: '2026-12-01' }, TODAY).words).toBe('Qualified, documents expiring');
    expect(driverStanding({ ...valid, licenceExpiresOn: '2026-01-01' }, TODAY).words).toBe('Not qualified');
    expect(driverStanding({ ...valid, licenceNumber: ' ' }, TODAY).words).toBe('Not qualified');
    expect(driverStanding({ ...valid, disqualified: true }, TODAY).words).toBe('Disqualified');
  });
});
