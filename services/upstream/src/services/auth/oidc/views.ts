// The provider's own pages (login, consent, sign-out, errors): server-rendered, self-contained
// (inline styles, no external assets, so they work offline and leak nothing to third parties),
// with labelled inputs, one h1 and a main landmark for screen readers.
const BRAND = 'Meridian Research';

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1d1f23;line-height:1.5}
  header{background:#0b3d91;color:#fff;padding:12px 24px;font-weight:700;font-size:1.25rem}
  main{max-width:420px;margin:40px auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
  h1{font-size:1.5rem;margin:0 0 16px}
  label{display:block;font-weight:600;margin:16px 0 4px}
  input{width:100%;padding:10px;font-size:1rem;border:1px solid #6b7280;border-radius:4px}
  input:focus,button:focus,a:focus{outline:3px solid #f5a623;outline-offset:2px}
  button{margin-top:24px;width:100%;padding:12px;font-size:1rem;font-weight:600;border:0;border-radius:4px;background:#0b3d91;color:#fff;cursor:pointer}
  button.secondary{background:#fff;color:#0b3d91;border:1px solid #0b3d91;margin-top:12px}
  .error{background:#fdecea;color:#8a1c12;border:1px solid #f5c2bd;padding:10px;border-radius:4px}
  a{color:#0b3d91}
  ul{padding-left:20px}
`;

export function page(title: string, body: string, options: { script?: { nonce: string; code: string } } = {}): string {
  const script = options.script ? `<script nonce="${escapeHtml(options.script.nonce)}">${options.script.code}</script>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${BRAND}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${BRAND}</header>
<main>
${body}
</main>
${script}
</body>
</html>`;
}

/** No external assets and no scripts (except the nonce'd one of the sign-out page); no framing. */
export function contentSecurityPolicy(nonce?: string): string {
  const script = nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'";
  return `default-src 'none'; style-src 'unsafe-inline'; ${script}; base-uri 'none'; frame-ancestors 'none'`;
}

export interface LoginView {
  uid: string;
  mountPath: string;
  clientName: string;
  email?: string;
  error?: string;
  /** /login?regType=guest: offer self-service sign-up. */
  offerSignUp?: boolean;
}

export function loginPage(view: LoginView): string {
  const action = `${view.mountPath}/interaction/${encodeURIComponent(view.uid)}`;
  const error = view.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(view.error)}</p>` : '';
  const describedBy = view.error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1>
<p>to continue to ${escapeHtml(view.clientName)}</p>
${error}
<form method="post" action="${action}/login" novalidate>
  <label for="email">E-mail address</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(view.email)}"${describedBy}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
  <button type="submit">Sign in</button>
</form>
${view.offerSignUp ? `<p>New to ${BRAND}? <a href="${action}/signup">Create an account</a></p>` : ''}
<p><a href="${action}/abort">Cancel and return</a></p>`,
  );
}

export interface SignUpView {
  uid: string;
  mountPath: string;
  values?: { email?: string; firstName?: string; lastName?: string };
  errors?: Record<string, string>;
}

function signUpField(name: string, label: string, type: string, autocomplete: string, view: SignUpView): string {
  const error = view.errors?.[name];
  const value = type === 'password' ? '' : escapeHtml(view.values?.[name as keyof NonNullable<SignUpView['values']>]);
  const described = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  return `<label for="${name}">${label}</label>
  <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${value}"${described}>
  ${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

export function signUpPage(view: SignUpView): string {
  const action = `${view.mountPath}/interaction/${encodeURIComponent(view.uid)}`;
  const summary = view.errors && Object.keys(view.errors).length > 0 ? '<p class="error" role="alert">Please correct the fields below.</p>' : '';
  return page(
    'Create an account',
    `<h1>Create an account</h1>
${summary}
<form method="post" action="${action}/signup" novalidate>
  ${signUpField('email', 'E-mail address', 'email', 'email', view)}
  ${signUpField('firstName', 'First name', 'text', 'given-name', view)}
  ${signUpField('lastName', 'Last name', 'text', 'family-name', view)}
  ${signUpField('password', 'Password', 'password', 'new-password', view)}
  <button type="submit">Create account</button>
</form>
<p><a href="${action}">I already have an account</a></p>`,
  );
}

export interface ConsentView {
  uid: string;
  mountPath: string;
  clientName: string;
  scopes: string[];
}

const SCOPE_TEXT: Record<string, string> = {
  openid: 'Know who you are',
  email: 'See your e-mail address',
  profile: 'See your name and user type',
};

export function consentPage(view: ConsentView): string {
  const action = `${view.mountPath}/interaction/${encodeURIComponent(view.uid)}`;
  const items = view.scopes.map((scope) => `<li>${escapeHtml(SCOPE_TEXT[scope] ?? scope)}</li>`).join('');
  return page(
    'Allow access',
    `<h1>Allow ${escapeHtml(view.clientName)} access?</h1>
<p>${escapeHtml(view.clientName)} asks to:</p>
<ul>${items}</ul>
<form method="post" action="${action}/confirm">
  <button type="submit">Allow</button>
</form>
<form method="get" action="${action}/abort">
  <button type="submit" class="secondary">Deny</button>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
