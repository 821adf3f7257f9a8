/**
 * The DOT-recordable test of 49 CFR 390.5 ("accident"): an occurrence involving a commercial motor vehicle on a
 * highway that results in
 *   (i)   a fatality;
 *   (ii)  bodily injury to a person who, as a result, immediately receives medical treatment away from the scene; or
 *   (iii) one or more motor vehicles incurring disabling damage that requires them to be transported away from the
 *         scene by a tow truck or other motor vehicle.
 * Any one of the three makes it recordable, and it then belongs in the accident register (49 CFR 390.15). An injury
 * treated only at the scene does not count, nor does a tow without disabling damage. An INCIDENT (a lost key,
 * vandalism, damage found in the yard) is not an accident in this sense and is never recordable.
 *
 * Pure: the report form shows the answer as it is typed, the server stores it with the report (the list filter and
 * the register read the stored flag) and answers it, with its reasons, on every read.
 */

export type RecordableFacts = {
  kind: 'ACCIDENT' | 'INCIDENT';
  fatalities: number;
  injuries: number;
  injuriesTreatedAway: number;
  towedDisabled: boolean;
};

export type Recordable = { recordable: boolean; reasons: string[] };

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

export const recordable = (facts: RecordableFacts): Recordable => {
  if (facts.kind === 'INCIDENT')
    return {
      recordable: false,
      reasons: ['An incident is not an accident under 49 CFR 390.5, so it is never DOT-recordable.'],
    };
  const reasons: string[] = [];
  if (facts.fatalities > 0)
    reasons.push(
      `${facts.fatalities === 1 ? 'A fatality' : `${facts.fatalities} fatalities`}: a death makes the accident recordable (49 CFR 390.5, (i)).`,
    );
  if (facts.injuriesTreatedAway > 0)
    reasons.push(
      `${people(facts.injuriesTreatedAway)} received medical treatment away from the scene: such an injury makes the accident recordable (49 CFR 390.5, (ii)).`,
    );
  if (facts.towedDisabled)
    reasons.push('A vehicle was towed from the scene with disabling damage: that makes the accident recordable (49 CFR 390.5, (iii)).');
  if (reasons.length > 0) return { recordable: true, reasons };
  const why = [
    'Not DOT-recordable: no fatality, no injury treated away from the scene and no vehicle towed away with disabling damage (49 CFR 390.5).',
  ];
  if (facts.injuries > 0)
    why.push(`${people(facts.injuries)} injured but treated only at the scene (or not treated): that does not count.`);
  return { recordable: false, reasons: why };
};
