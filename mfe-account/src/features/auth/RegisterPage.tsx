export default function RegisterPage() {
  return (
    <main className="container page">
      <h1>Create an account</h1>
    </main>
  );
}
