/**
 * The benchmark's baseline: the least a React + react-router-dom page with one form can ship, to compare the
 * portal's first load of /start with. Plain elements and inline styles, no design system.
 */
import { type FormEvent, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

function LookupForm() {
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
  };
  return (
    <main style={{ maxWidth: 480, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <h1>Get a resolution for your order in minutes</h1>
      <form onSubmit={submit}>
        <p>
          <label htmlFor="order">Order Number</label>
          <br />
          <input id="order" name="order" required />
        </p>
        <p>
          <label htmlFor="email">Email Address</label>
          <br />
          <input id="email" name="email" type="email" required />
        </p>
        <button type="submit">Find my order</button>
      </form>
      {sent ? <p role="status">Looking up your order...</p> : null}
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <LookupForm /> }]);
const container = document.getElementById('root');
if (container !== null) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
