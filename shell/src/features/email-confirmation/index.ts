export { EmailConfirmationNotice } from './EmailConfirmationNotice';
