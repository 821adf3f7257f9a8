/**
 * Generated malformed requests for the robustness test: broken bodies, wrong content types, odd variables,
 * invalid or abusive GraphQL documents, bad ids, wrong methods and oversized inputs.
 */
export type Credentials = 'none' | 'csrf' | 'admin';

export type MalformedRequest = {
  name: string;
  method: string;
  path: string;
  /** Whose cookies (and CSRF token) go with it. */
  as: Credentials;
  headers?: Record<string, string>;
  body?: string | FormData;
};

export const ROUTES = [
  '/graphql',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email/x/y',
  '/media/x/y',
  '/api/user',
];
const POST_ROUTES = ['/graphql', '/login', '/register', '/forgot-password', '/reset-password'];
const JSON_TYPE = { 'content-type': 'application/json' };

const nested = (depth: number) => `{ me ${'{ clients { customers { client '.repeat(depth)}{ id }${' } } }'.repeat(depth)} }`;
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
const big = (n: number) => 'x'.repeat(n);

const BAD_JSON = [
  '{',
  '{"email":',
  '{"query": "{ me { id } }"',
  'null',
  '[]',
  '"just a string"',
  '12345',
  'true',
  '{"email": {"$ne": null}, "password": {"$gt": ""}}',
  '{"email": ["admin@legwork.test"], "password": ["password"]}',
  '{"email": 42, "password": false, "remember": "yes", "token": 7}',
  '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}',
  '\u0000\u0001\u0002',
  '{"email": "a@b.c", "password": "\\ud800"}',
];

const CONTENT_TYPES: [string, string][] = [
  ['text/plain', '{"email":"admin@legwork.test","password":"password"}'],
  ['application/x-www-form-urlencoded', 'email=admin%40legwork.test&password=password'],
  ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken'],
  ['application/xml', '<login><email>admin@legwork.test</email></login>'],
  ['application/json; charset=utf-16', '{"email":"a"}'],
  ['application/graphql', '{ me { id } }'],
];

const gql = (name: string, payload: unknown, extra: Partial<MalformedRequest> = {}): MalformedRequest => ({
  name: `graphql: ${name}`,
  method: 'POST',
  path: '/graphql',
  as: 'admin',
  headers: JSON_TYPE,
  body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  ...extra,
});

const GRAPHQL: MalformedRequest[] = [
  gql('empty query', { query: '' }),
  gql('no query', { variables: {} }),
  gql('query is a number', { query: 42 }),
  gql('query is an object', { query: { me: true } }),
  gql('syntax error', { query: '{ me { id ' }),
  gql('only braces', { query: '}}}}{{{{' }),
  gql('unknown field', { query: '{ me { id password_hash } }' }),
  gql('unknown root field', { query: '{ users { id } }' }),
  gql('unknown argument', { query: '{ me(id: 1) { id } }' }),
  gql('leaf without selection', { query: '{ me }' }),
  gql('selection on a scalar', { query: '{ ping { length } }' }),
  gql('depth beyond the limit', { query: nested(8) }),
  gql('alias bomb', { query: aliases(200) }),
  gql('alias bomb on a mutation', {
    query: `mutation { ${Array.from({ length: 50 }, (_, i) => `m${i}: markAllNotificationsRead`).join(' ')} }`,
  }),
  gql('directive spam', { query: `{ ping ${'@include(if: true) '.repeat(300)} }` }),
  gql('token flood', { query: `{ ${'ping '.repeat(5000)} }` }),
  gql('fragment cycle', { query: 'query { me { ...A } } fragment A on User { ...B } fragment B on User { ...A }' }),
  gql('undefined fragment', { query: '{ me { ...Nope } }' }),
  gql('introspection depth', { query: `{ __schema { types { ${'fields { type { ofType { '.repeat(6)}name${' } } }'.repeat(6)} } } }` }),
  gql('variables is a string', { query: '{ ping }', variables: 'not-an-object' }),
  gql('variables is an array', { query: '{ ping }', variables: [1, 2, 3] }),
  gql('variables is a number', { query: '{ ping }', variables: 7 }),
  gql('variable of the wrong type', { query: 'query($id: ID!) { user(id: $id) { id } }', variables: { id: { nested: true } } }),
  gql('missing required variable', { query: 'query($id: ID!) { user(id: $id) { id } }', variables: {} }),
  gql('huge variable string', { query: 'query($id: ID!) { user(id: $id) { id } }', variables: { id: big(1_000_000) } }),
  gql('deeply nested variable', {
    query: 'query($id: ID!) { user(id: $id) { id } }',
    variables: { id: JSON.parse(`${'['.repeat(500)}1${']'.repeat(500)}`) },
  }),
  gql('input object with unknown fields', {
    query: 'mutation($i: UpdateContactInput!) { updateContact(input: $i) { id } }',
    variables: { i: { evil: 1 } },
  }),
  gql('huge contact input', {
    query: 'mutation($i: UpdateContactInput!) { updateContact(input: $i) { id } }',
    variables: { i: { title: big(200_000) } },
  }),
  gql(
    'huge contact form',
    {
      query: 'mutation($i: ContactFormInput!) { submitContactForm(input: $i) { id } }',
      variables: { i: { name: big(10_000), email: 'a@b.c', message: big(100_000) } },
    },
    { as: 'none' },
  ),
  gql('negative page', { query: '{ notifications(first: -5, page: -3) { data { id } } }' }),
  gql('int overflow', { query: '{ notifications(first: 99999999999) { data { id } } }' }),
  gql('bad enum', { query: '{ notifications(orderBy: [{ column: DROP_TABLE, order: ASC }]) { data { id } } }' }),
  gql('operationName not in document', { query: 'query A { ping }', operationName: 'B' }),
  gql('two operations without operationName', { query: 'query A { ping } query B { ping }' }),
  gql('operationName is an object', { query: '{ ping }', operationName: { a: 1 } }),
  gql('extensions is a string', { query: '{ ping }', extensions: 'persisted' }),
  gql('unknown persisted query', { extensions: { persistedQuery: { version: 1, sha256Hash: 'abc' } } }),
  gql('batched array', [{ query: '{ ping }' }, { query: '{ me { id } }' }]),
  gql('subscription over POST', { query: 'subscription { notificationCreated { id } }' }),
  gql(
    'subscription over event-stream',
    { query: 'subscription { notificationCreated { id } }' },
    { headers: { ...JSON_TYPE, accept: 'text/event-stream' } },
  ),
  ...['not-a-uuid', "'; DROP TABLE users; --", big(5000), '00000000-0000-0000-0000-00000000000g', ''].flatMap((id, i) => [
    gql(`user id #${i}`, { query: 'query($id: ID!) { user(id: $id) { id } }', variables: { id } }),
    gql(`markNotificationRead id #${i}`, { query: 'mutation($id: ID!) { markNotificationRead(id: $id) { id } }', variables: { id } }),
    gql(`revokePersonalAccessToken id #${i}`, { query: 'mutation($id: ID!) { revokePersonalAccessToken(id: $id) }', variables: { id } }),
  ]),
  gql('garbage X-TENANT', { query: '{ me { id } }' }, { headers: { ...JSON_TYPE, 'x-tenant': big(10_000) } }),
  gql('upload map to nowhere', '', {
    headers: {},
    body: (() => {
      const form = new FormData();
      form.append('operations', '{"query":"mutation($f: File!) { uploadAvatar(file: $f) { id } }","variables":{"f":null}}');
      form.append('map', '{"0":["variables.nothing.here"]}');
      form.append('0', new Blob(['x'], { type: 'image/png' }), 'x.png');
      return form;
    })(),
  }),
  gql('upload with broken operations', '', {
    headers: {},
    body: (() => {
      const form = new FormData();
      form.append('operations', '{not json');
      form.append('map', '[]');
      return form;
    })(),
  }),
  ...[
    '?query=',
    '?query={',
    '?query={ me { id } }&variables=not-json',
    '?query={ ping }&variables=[1]',
    '?query={ ping }&extensions={',
    '?query=mutation { markAllNotificationsRead }',
    `?query=${encodeURIComponent(nested(8))}`,
    `?query=${big(20_000)}`,
    '?query={ ping }&operationName=Nope',
    '?variables={}',
  ].map((query): MalformedRequest => ({ name: `graphql GET ${query.slice(0, 40)}`, method: 'GET', path: `/graphql${query}`, as: 'admin' })),
];

const AUTH_HEADERS: Record<string, string>[] = [
  { authorization: 'Bearer ' },
  { authorization: 'Bearer |' },
  { authorization: 'Bearer x|y' },
  { authorization: 'Bearer 00000000-0000-4000-8000-000000000000|' },
  { authorization: `Bearer ${big(10_000)}` },
  { authorization: 'Basic YWRtaW46cGFzc3dvcmQ=' },
  { cookie: 'legwork_session=%E0%A4%A; XSRF-TOKEN=%%%' },
  { 'x-xsrf-token': '%E0%A4%A' },
];

const OVERSIZED: MalformedRequest[] = [
  {
    name: 'login with a 1 MB password',
    method: 'POST',
    path: '/login',
    as: 'csrf',
    headers: JSON_TYPE,
    body: JSON.stringify({ email: 'admin@legwork.test', password: big(1_000_000) }),
  },
  {
    name: 'register with huge fields',
    method: 'POST',
    path: '/register',
    as: 'csrf',
    headers: JSON_TYPE,
    body: JSON.stringify({ name: big(10_000), email: `${big(300)}@x.io`, password: big(100_000), password_confirmation: big(100_000) }),
  },
  {
    name: 'forgot-password with a huge email',
    method: 'POST',
    path: '/forgot-password',
    as: 'csrf',
    headers: JSON_TYPE,
    body: JSON.stringify({ email: `${big(100_000)}@example.com` }),
  },
  {
    name: 'reset-password with a 1 MB token',
    method: 'POST',
    path: '/reset-password',
    as: 'csrf',
    headers: JSON_TYPE,
    body: JSON.stringify({ token: big(1_000_000), email: 'admin@legwork.test', password: 'password1', password_confirmation: 'password1' }),
  },
  {
    name: 'body beyond the 5 MB limit',
    method: 'POST',
    path: '/graphql',
    as: 'admin',
    headers: JSON_TYPE,
    body: JSON.stringify({ query: '{ ping }', variables: { x: big(6 * 1024 * 1024) } }),
  },
  {
    name: 'long verify-email path',
    method: 'GET',
    path: `/verify-email/${big(5000)}/${big(5000)}?expires=${big(100)}&signature=${big(100)}`,
    as: 'none',
  },
  { name: 'verify-email with array params', method: 'GET', path: '/verify-email/x/y?expires[]=1&signature[]=2&signature=3', as: 'none' },
  {
    name: 'verify-email with a uuid and no signature',
    method: 'GET',
    path: '/verify-email/00000000-0000-4000-8000-000000000000/abc',
    as: 'none',
  },
  { name: 'verify-email with bad percent-encoding', method: 'GET', path: '/verify-email/%E0%A4%A/%ZZ', as: 'none' },
  { name: 'media with a long name', method: 'GET', path: `/media/${big(5000)}/${big(5000)}`, as: 'admin' },
  { name: 'media with an unknown uuid', method: 'GET', path: '/media/00000000-0000-4000-8000-000000000000/a.png', as: 'admin' },
  { name: 'media with bad percent-encoding', method: 'GET', path: '/media/%E0%A4%A/%ZZ', as: 'admin' },
  { name: 'api/user with a query string', method: 'GET', path: `/api/user?${big(5000)}=1&a[b][c]=d`, as: 'admin' },
  { name: 'api/user with bad percent-encoding', method: 'GET', path: '/api/user/%ZZ', as: 'admin', headers: { accept: 'text/html' } },
];

/** At least 200 malformed requests against the routes of the HTTP contract. */
export const malformedRequests = (): MalformedRequest[] => [
  ...POST_ROUTES.flatMap((path) =>
    BAD_JSON.map(
      (body, i): MalformedRequest => ({ name: `${path} bad JSON #${i}`, method: 'POST', path, as: 'csrf', headers: JSON_TYPE, body }),
    ),
  ),
  ...POST_ROUTES.flatMap((path) =>
    CONTENT_TYPES.map(
      ([type, body]): MalformedRequest => ({
        name: `${path} as ${type}`,
        method: 'POST',
        path,
        as: 'csrf',
        headers: { 'content-type': type },
        body,
      }),
    ),
  ),
  ...GRAPHQL,
  ...ROUTES.flatMap((path) =>
    ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'].map(
      (method): MalformedRequest => ({ name: `${method} ${path}`, method, path, as: 'csrf' }),
    ),
  ),
  ...['/graphql', '/api/user', '/login'].flatMap((path) =>
    AUTH_HEADERS.map(
      (headers, i): MalformedRequest => ({
        name: `${path} odd credentials #${i}`,
        method: path === '/api/user' ? 'GET' : 'POST',
        path,
        as: 'none',
        headers: { ...JSON_TYPE, ...headers },
        body: path === '/api/user' ? undefined : '{"query":"{ me { id } }","email":"a@b.c","password":"x"}',
      }),
    ),
  ),
  ...OVERSIZED,
];
