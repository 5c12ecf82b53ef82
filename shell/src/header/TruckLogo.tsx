/** The red truck mark (same drawing as the favicon). */
export function TruckLogo() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#dc2626" />
      <path d="M5 10h13v10H5z M18 13h5l4 4v3h-9z" fill="#ffffff" />
      <circle cx="10" cy="22" r="2.5" fill="#ffffff" stroke="#dc2626" strokeWidth="1" />
      <circle cx="23" cy="22" r="2.5" fill="#ffffff" stroke="#dc2626" strokeWidth="1" />
    </svg>
  );
}
