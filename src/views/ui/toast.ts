import toast from 'react-hot-toast';
import { wantToaster } from './toasterSignal';

// Importing this (instead of react-hot-toast) is what mounts the app's toaster: see toasterSignal.ts.
wantToaster();

export default toast;
