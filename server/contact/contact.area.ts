import { defineArea } from '../areaKit';
import { contactResolvers } from './contact.resolvers';

/** The public contact form. */
export const contactArea = defineArea({
  name: 'contact',
  resolvers: contactResolvers,
  auditKinds: ['ContactMessages'],
});
