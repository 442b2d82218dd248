export * from './ProjectCard';
