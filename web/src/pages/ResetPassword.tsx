export default function ResetPassword() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand-100 px-4">
      <section className="w-full max-w-sm rounded-[var(--radius-card)] bg-white p-8 shadow-[var(--shadow-card)]">
        <h1 className="text-2xl font-semibold text-ink">Verifying Reset Link</h1>
      </section>
    </main>
  );
}
