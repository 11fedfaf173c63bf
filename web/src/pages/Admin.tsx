export default function Admin() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-100 px-4">
      <section aria-labelledby="admin-login-heading" className="w-full max-w-sm rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)]">
        <h1 id="admin-login-heading" className="text-2xl font-semibold text-ink">
          Admin Login
        </h1>
        <p className="mt-2 text-muted">Staff sign-in for Saguaro Digital.</p>
      </section>
    </main>
  );
}
