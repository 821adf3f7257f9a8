/** The districts area's public face (docs/adding-an-area.md): District requirements as tag and title builds a packet's checklist from them. */
export { modelYearOrNull, requirementsFor, tenantYear } from './districts.requirements';
