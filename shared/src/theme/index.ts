// The site's design tokens and base styles; the shell and each standalone harness load it once.
import '../ui/theme.css';
