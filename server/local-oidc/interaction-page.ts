import { escapeHtml } from "../../app/lib/escape-html";

type InteractionPageProps = { action: string; email: string; name: string; error?: string };

/** The local provider's own sign-in page: an e-mail, a name and a "Sign in" button. */
export function renderInteractionPage({ action, email, name, error }: InteractionPageProps): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Local sign-in</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fafafa;font:15px/1.5 system-ui,sans-serif;color:#171717}
main{width:100%;max-width:24rem;margin:1.5rem;padding:2rem;background:#fff;border:1px solid #e5e5e5;border-radius:.75rem}
h1{font-size:1.25rem;margin:0 0 .25rem}p{margin:0 0 1.25rem;color:#525252;font-size:.875rem}
label{display:block;font-weight:500;font-size:.875rem;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.55rem .7rem;border:1px solid #d4d4d4;border-radius:.375rem;font:inherit}
input:focus{outline:2px solid #1d4ed8;outline-offset:1px}
button{margin-top:1.25rem;width:100%;padding:.6rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;font:inherit;font-weight:500;cursor:pointer}
button:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
.error{color:#b91c1c;background:#fef2f2;border:1px solid #fecaca;padding:.5rem .75rem;border-radius:.375rem}
</style>
</head>
<body>
<main>
<h1>Local sign-in</h1>
<p>Google sign-in is not configured on this server, so it uses its built-in OpenID provider. Enter the e-mail address and name to sign in with.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(action)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email)}" autofocus>
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="120" value="${escapeHtml(name)}">
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>`;
}
