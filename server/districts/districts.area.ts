import { defineArea } from '../areaKit';
import { districtResolvers } from './districts.resolvers';

/** District requirements for tag and title. */
export const districtsArea = defineArea({
  name: 'districts',
  resolvers: districtResolvers,
  mappers: {
    RequirementType: './districts.rows#RequirementTypeRow',
    District: './districts.rows#DistrictRow',
    DistrictRequirement: './districts.rows#DistrictRequirementRow',
    DistrictNote: './districts.rows#DistrictNoteRow',
  },
  auditKinds: ['District requirements', 'Requirement types'],
});
