export { UserJson } from '@phuket/shared/contract';
