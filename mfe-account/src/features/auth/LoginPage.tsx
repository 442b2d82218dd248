export default function LoginPage() {
  return (
    <main className="container page">
      <h1>Log in</h1>
    </main>
  );
}
