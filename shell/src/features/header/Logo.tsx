export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M6 22l6-12 4 8 3-5 7 9z" fill="#fff" />
      </svg>
      <span className="logo__text">
        WOW <strong>Phuket</strong>
      </span>
    </span>
  );
}
