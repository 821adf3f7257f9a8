/** What other areas may use of district requirements (src/imports.test.ts). */
export { REGION_CHOICES } from './regionChoices';
export { REQUIREMENT_KIND_LABEL } from './labels';
