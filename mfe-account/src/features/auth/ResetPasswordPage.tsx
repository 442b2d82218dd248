export default function ResetPasswordPage() {
  return (
    <main className="container page">
      <h1>Reset your password</h1>
    </main>
  );
}
