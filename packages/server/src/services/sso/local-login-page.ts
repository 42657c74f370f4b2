function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The page's only inline style: the CSP allows exactly this text by its hash (security-headers.ts). */
export const LOGIN_PAGE_CSS = `
  body { font-family: system-ui, sans-serif; background: #f4f6f4; color: #1b1b1b; margin: 0; }
  main { max-width: 22rem; margin: 3rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px;
         box-shadow: 0 1px 4px rgba(0,0,0,.15); }
  h1 { font-size: 1.3rem; color: #1b5e20; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; font-size: 1rem;
          border: 1px solid #767676; border-radius: 4px; }
  button { margin-top: 1.25rem; width: 100%; padding: .6rem; font-size: 1rem; background: #1b5e20; color: #fff;
           border: 0; border-radius: 4px; cursor: pointer; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  .error { color: #b00020; margin-top: 1rem; }
  .hint { font-size: .85rem; color: #444; margin-top: 1rem; }
`;

/** The sign-in page of the embedded staff directory. */
export function loginPage(input: { uid: string; email?: string; error?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Food Bank Staff Directory — Sign in</title>
<style>${LOGIN_PAGE_CSS}</style>
</head>
<body>
<main>
  <h1>Food Bank Staff Directory</h1>
  <p>Sign in with your staff account.</p>
  ${input.error ? `<p class="error" role="alert">${escape(input.error)}</p>` : ''}
  <form method="post" action="/oidc/interaction/${escape(input.uid)}/login">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escape(input.email ?? '')}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Sign in</button>
  </form>
  <p class="hint">Local development directory (see the README for the demo staff accounts).</p>
</main>
</body>
</html>`;
}
