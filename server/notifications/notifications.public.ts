/** The notifications area's public face (docs/adding-an-area.md): Notifying users (the bell, and mail where they asked for it). */
export { notify } from './notifications.service';
