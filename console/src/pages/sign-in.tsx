import { useState } from 'preact/hooks';
import { ApiError, signIn } from '../api.ts';
import { Field } from '../form.tsx';
import { go, usePageTitle } from '../route.ts';

export function SignInPage({ next }: { next: string | null }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The inputs are marked invalid only when what was typed was refused (401, 400), not for a wait (429) or an outage.
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  usePageTitle('Sign in');

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setRefused(false);
    try {
      await signIn(email.trim(), password);
      go(next ?? '/projects');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Signing in failed. Try again.');
      setRefused(err instanceof ApiError && (err.status === 401 || err.status === 400));
      setBusy(false);
    }
  };

  return (
    <section class="sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" tabIndex={-1}>
        Sign in
      </h1>
      {next && <p>Your session has ended or you are not signed in. Sign in to go on where you were.</p>}
      <div role="alert" aria-live="assertive" data-testid="sign-in-error">
        {error && <p class="error-message">{error}</p>}
      </div>
      <form onSubmit={submit} noValidate>
        <Field id="email" label="Email" error={null}>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onInput={(e) => setEmail(e.currentTarget.value)}
            aria-invalid={refused ? true : undefined}
          />
        </Field>
        <Field id="password" label="Password" error={null}>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
            aria-invalid={refused ? true : undefined}
          />
        </Field>
        <button type="submit" class="primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
