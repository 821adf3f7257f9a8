/**
 * A browser-like HTTP client for the server tests: a cookie jar, the CSRF dance of the SPA
 * (GET /sanctum/csrf-cookie, then X-XSRF-TOKEN on writes) and GraphQL with X-TENANT.
 */
export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  data: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
};

export class TestClient {
  readonly cookies = new Map<string, string>();
  tenant = '';
  bearer: string | null = null;

  constructor(readonly baseUrl: string) {}

  get xsrf(): string {
    return this.cookies.get('XSRF-TOKEN') ?? '';
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, path: string, options: { json?: unknown; headers?: Record<string, string>; csrf?: boolean } = {}) {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (options.csrf !== false && this.xsrf && method !== 'GET') headers['x-xsrf-token'] = this.xsrf;
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, headers: response.headers, body: body as Record<string, unknown> };
  }

  csrf() {
    return this.request('GET', '/sanctum/csrf-cookie');
  }

  async login(email: string, password = 'password', remember = false) {
    await this.csrf();
    return this.request('POST', '/login', { json: { email, password, remember } });
  }

  async logout() {
    return this.request('POST', '/logout');
  }

  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const response = await this.request('POST', '/graphql', {
      json: { query, variables },
      headers: { 'x-tenant': this.tenant, ...headers },
    });
    return { status: response.status, ...(response.body as object) } as GraphQLResponse<T>;
  }
}

/** Signs in a demo user and selects their first tenant (or the named one). */
export const signedIn = async (baseUrl: string, email: string, tenantName?: string) => {
  const client = new TestClient(baseUrl);
  const login = await client.login(email);
  if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}`);
  const me = await client.gql<{ me: { tenants: { id: string; name: string }[] } }>('{ me { tenants { id name } } }');
  const tenants = me.data?.me.tenants ?? [];
  client.tenant = (tenantName ? tenants.find((t) => t.name === tenantName) : tenants[0])?.id ?? '';
  return client;
};
