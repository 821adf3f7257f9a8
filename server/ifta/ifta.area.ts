import { defineArea } from '../areaKit';
import { iftaReport } from './ifta.report';
import { iftaResolvers } from './ifta.resolvers';

/** IFTA (issue 31): the quarterly rate table and the IFTA quarter report (docs/ifta.md). */
export const iftaArea = defineArea({
  name: 'ifta',
  resolvers: iftaResolvers,
  mappers: {
    IftaRate: './ifta.rows#IftaRateRow',
  },
  auditKinds: ['IFTA rates'],
  reports: [iftaReport],
});
