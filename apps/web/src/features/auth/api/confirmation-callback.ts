import { paths } from '../../../config/paths';

// Where the link in the confirmation email lands once the address is verified (spec: Login).
export const CONFIRMATION_CALLBACK_URL = `${paths.login}?confirmed_email=true`;
