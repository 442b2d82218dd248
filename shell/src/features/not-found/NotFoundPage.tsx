import { Link } from '@phuket/shared/router';

export function NotFoundPage() {
  return (
    <div
      className="container"
      style={{ padding: '64px 16px', textAlign: 'center', minHeight: '50vh' }}
    >
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link className="button" to="/properties">
        Browse properties
      </Link>
    </div>
  );
}
