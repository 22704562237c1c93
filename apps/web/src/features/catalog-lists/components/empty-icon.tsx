/** An open box: nothing here yet. Drawn like the app's other line icons. */
export function EmptyIcon() {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d="M3 8.5 12 4l9 4.5v7L12 20l-9-4.5z" />
      <path d="m3 8.5 9 4.5 9-4.5" />
      <path d="M12 13v7" />
    </svg>
  );
}
