// The provider's sign-in page, a plain form as Keycloak shows one.
const escape = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

export function loginPage({ action, error, username = "" }) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign in to the test realm</title></head>
<body><main><h1>Sign in to the test realm</h1>
${error ? `<p role="alert">${escape(error)}</p>` : ""}
<form method="post" action="${escape(action)}">
<label for="username">Username or email</label> <input id="username" name="username" value="${escape(username)}" autocomplete="username" required>
<label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}
