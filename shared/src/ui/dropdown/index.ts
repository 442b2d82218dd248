export * from './Dropdown';
export * from './dropdown-coordinator';
