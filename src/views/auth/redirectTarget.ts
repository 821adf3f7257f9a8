/**
 * Where to go after signing in: `?redirect=` when it is a path of this site ('/…', not '//host' or '/\host',
 * which browsers treat as another site), else /dashboard.
 */
export const redirectTarget = (search: string): string => {
  const target = new URLSearchParams(search).get('redirect');
  const internal = target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
  return internal && target ? target : '/dashboard';
};
