/** The tagAndTitle area's public face (docs/adding-an-area.md): A packet's checklist, as the demo seed builds packets. */
export { checklistFor } from './tagAndTitle.checklist';
