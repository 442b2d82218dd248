export { Header } from './Header';
