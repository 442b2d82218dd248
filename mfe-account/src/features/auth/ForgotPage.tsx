export default function ForgotPage() {
  return (
    <main className="container page">
      <h1>Forgot your password?</h1>
    </main>
  );
}
