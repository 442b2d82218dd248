export { NotForRolePage } from './NotForRolePage';
