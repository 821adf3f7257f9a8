/** The first stop for keyboard users: straight past the navigation to the page. */
export const SkipLink = () => (
  <a className="skip-link" href="#main">
    Skip to content
  </a>
);
